const { createWebpackConfig } = require('@school/build-config');

module.exports = createWebpackConfig({
  name: 'aichat',
  dir: __dirname,
  port: 3005,
  title: 'ИИ-помощник',
  exposes: {
    './AiChatPage': './src/pages/AiChatPage.tsx',
    './AssistantDrawer': './src/features/assistant/AssistantDrawer.tsx',
  },
});
