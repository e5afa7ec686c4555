const path = require('node:path');
const { createWebpackConfig } = require('@school/build-config');

const base = createWebpackConfig({
  name: 'funspace',
  dir: __dirname,
  port: 3002,
  title: 'Fun Space',
  exposes: {
    './FunSpacePage': './src/pages/FunSpacePage.tsx',
    './ProjectPanelPage': './src/pages/ProjectPanelPage.tsx',
    './PlayerPage': './src/pages/PlayerPage.tsx',
    './PublicPlayerPage': './src/pages/PublicPlayerPage.tsx',
    './ProjectEditorPage': './src/pages/ProjectEditorPage.tsx',
    './HackathonsPage': './src/pages/HackathonsPage.tsx',
  },
});

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
