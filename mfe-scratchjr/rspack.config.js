// Name, port, title and exposes come from remote.config.ts; the ScratchJr art is drawn in code (no assets).
const { createRemoteConfig } = require('@school/build-config');

module.exports = createRemoteConfig(__dirname);
