const { createWebpackConfig } = require('@school/build-config');

module.exports = createWebpackConfig({
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
