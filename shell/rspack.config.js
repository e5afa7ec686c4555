const { createAppConfig } = require('@school/build-config');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, port: 3000, title: 'Школа программирования' });
