// Name, port, title and exposes come from remote.config.ts.
const { createRemoteWebpackConfig } = require('@school/build-config');
const { scratchPlayerAliases } = require('@school/scratch-player/webpack');

const base = createRemoteWebpackConfig(__dirname);

// The Scratch player's packages are aliased to their prebuilt web bundles (see the package).
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias = { ...(config.resolve.alias || {}), ...scratchPlayerAliases() };
  return config;
};
