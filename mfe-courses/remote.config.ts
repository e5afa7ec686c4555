// This remote's one declaration: exposes, manifest entries and page ids are derived from it.
// (Imported from the manifest module alone: scripts load this file without the whole contracts.)
import { defineRemote } from '@school/contracts/src/manifest';

export default defineRemote({
  name: 'courses',
  port: 3001,
  title: 'Курсы',
  pages: {
    home: './src/app/HomeRoute.tsx',
    teacherGroup: './src/features/group-progress/GroupProgressPage.tsx',
    reviewQueue: './src/features/review-queue/ReviewQueuePage.tsx',
    courses: './src/features/courses/CoursesPage.tsx',
    theory: './src/features/theory/TheoryPage.tsx',
    template: './src/features/template/TemplatePage.tsx',
    coursesArchive: './src/features/home/ArchivePage.tsx',
    funbox: './src/features/funbox/FunboxPage.tsx',
    task: './src/app/TaskRoute.tsx',
    unity: './src/features/extra-pages/ExtraPage.tsx',
    godot: './src/features/extra-pages/ExtraPage.tsx',
    placeholder: './src/features/extra-pages/ExtraPage.tsx',
    literature: './src/features/extra-pages/ExtraPage.tsx',
    notFound: './src/features/placeholders/NotFoundPage.tsx',
  },
  workspaces: {
    Quiz: './src/workspaces/QuizWorkspace.tsx',
    PlainText: './src/workspaces/PlainTextWorkspace.tsx',
    Typing: './src/workspaces/TypingWorkspace.tsx',
    TypingTrainer: './src/workspaces/TypingWorkspace.tsx',
    MatchQuiz: './src/workspaces/MatchQuizWorkspace.tsx',
    StickyMatchQuiz: './src/workspaces/MatchQuizWorkspace.tsx',
    FillQuiz: './src/workspaces/FillQuizWorkspace.tsx',
    SortQuiz: './src/workspaces/SortQuizWorkspace.tsx',
    TypingGame: './src/workspaces/TypingGameWorkspace.tsx',
    Video: './src/workspaces/MediaWorkspace.tsx',
    Manga: './src/workspaces/MediaWorkspace.tsx',
    CodeEditor: './src/workspaces/CodeEditorWorkspace.tsx',
    Files: './src/workspaces/FilesWorkspace.tsx',
  },
});
