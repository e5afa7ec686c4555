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
    './CoursesPage': './src/features/courses/CoursesPage.tsx',
    './TheoryPage': './src/features/theory/TheoryPage.tsx',
    './FunboxPage': './src/features/funbox/FunboxPage.tsx',
    './TaskPage': './src/app/TaskRoute.tsx',
    './ExtraPage': './src/features/placeholders/ExtraPage.tsx',
    './FillQuizWorkspace': './src/workspaces/FillQuizWorkspace.tsx',
    './MatchQuizWorkspace': './src/workspaces/MatchQuizWorkspace.tsx',
    './MediaWorkspace': './src/workspaces/MediaWorkspace.tsx',
    './PlainTextWorkspace': './src/workspaces/PlainTextWorkspace.tsx',
    './QuizWorkspace': './src/workspaces/QuizWorkspace.tsx',
    './SortQuizWorkspace': './src/workspaces/SortQuizWorkspace.tsx',
    './TypingGameWorkspace': './src/workspaces/TypingGameWorkspace.tsx',
    './TypingWorkspace': './src/workspaces/TypingWorkspace.tsx',
    './NotFoundPage': './src/features/placeholders/NotFoundPage.tsx',
  },
});
