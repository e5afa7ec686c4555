const { createWebpackConfig } = require('@school/build-config');

module.exports = createWebpackConfig({
  name: 'courses',
  dir: __dirname,
  port: 3001,
  title: 'Курсы',
  exposes: {
    './HomePage': './src/features/home/HomePage.tsx',
    './TemplatePage': './src/features/template/TemplatePage.tsx',
    './ArchivePage': './src/features/home/ArchivePage.tsx',
    './CoursesPage': './src/features/placeholders/CoursesPage.tsx',
    './TheoryPage': './src/features/placeholders/TheoryPage.tsx',
    './FunboxPage': './src/features/placeholders/FunboxPage.tsx',
    './TaskPage': './src/features/placeholders/TaskPage.tsx',
    './ExtraPage': './src/features/placeholders/ExtraPage.tsx',
    './NotFoundPage': './src/features/placeholders/NotFoundPage.tsx',
  },
});
