// Name, port, title and exposes come from remote.config.ts; the ScratchJr art is drawn in code (no assets).
const { createRemoteWebpackConfig } = require('@school/build-config');

module.exports = createRemoteWebpackConfig(__dirname);
