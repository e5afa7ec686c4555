const { createWebpackConfig } = require('@school/build-config');

module.exports = createWebpackConfig({
  name: 'blocklyGames',
  dir: __dirname,
  port: 3003,
  title: 'Блочные игры',
  exposes: {
    './BlocklyWorkspace': './src/pages/BlocklyWorkspace.tsx',
  },
});
