const { createWebpackConfig } = require('@school/build-config');

module.exports = createWebpackConfig({
  name: 'richText',
  dir: __dirname,
  port: 3004,
  title: 'Редактор текста',
  exposes: {
    './RichTextViewer': './src/pages/RichTextViewer.tsx',
    './RichTextEditor': './src/pages/RichTextEditor.tsx',
    './WritingWorkspace': './src/pages/WritingWorkspace.tsx',
  },
});
