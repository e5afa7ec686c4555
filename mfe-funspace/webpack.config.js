const path = require('node:path');
// Name, port, title and exposes come from remote.config.ts.
const { createRemoteWebpackConfig } = require('@school/build-config');

const base = createRemoteWebpackConfig(__dirname);

// The Scratch player uses the packages' prebuilt web bundles (their sources need extra loaders);
// their "exports" hide those files, so they are aliased by path. Loaded lazily.
const modules = path.resolve(__dirname, '..', 'node_modules');
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias = {
    ...(config.resolve.alias || {}),
    'scratch-vm$': path.join(modules, 'scratch-vm/dist/web/scratch-vm.js'),
    'scratch-render$': path.join(modules, 'scratch-render/dist/web/scratch-render.js'),
    'scratch-storage$': path.join(modules, 'scratch-storage/dist/web/scratch-storage.js'),
  };
  return config;
};
