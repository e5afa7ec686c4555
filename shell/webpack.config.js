const { createWebpackConfig } = require('@school/build-config');

module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, port: 3000, title: 'Школа программирования' });
