// Name, port, title and exposes come from remote.config.ts.
const { createRemoteConfig } = require('@school/build-config');

module.exports = createRemoteConfig(__dirname);
