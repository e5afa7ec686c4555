// Name, port, title and exposes come from remote.config.ts.
const { createRemoteWebpackConfig } = require('@school/build-config');

module.exports = createRemoteWebpackConfig(__dirname);
