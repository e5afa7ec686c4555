import { COURSES_REMOTE, LOCAL_TASK_TYPE_MODULES, localModuleFor } from './workspace-modules';

describe('the manifest decides which workspace renders a task type', () => {
  it('renders a module the manifest names in this remote, even one mapped to another type', () => {
    expect(localModuleFor('Quiz', { remote: COURSES_REMOTE, module: './QuizWorkspace' })).toBe('./QuizWorkspace');
    expect(localModuleFor('Quiz', { remote: COURSES_REMOTE, module: './SortQuizWorkspace' })).toBe('./SortQuizWorkspace');
  });

  it('leaves a type the manifest gives another remote, or no remote, to the shell', () => {
    expect(localModuleFor('Quiz', { remote: 'quizTeam', module: './BetterQuiz' })).toBeUndefined();
    expect(localModuleFor('Quiz', null)).toBeUndefined();
  });

  it('uses its own declaration standalone, when no shell holds a manifest', () => {
    expect(localModuleFor('Quiz', undefined)).toBe('./QuizWorkspace');
    expect(localModuleFor('Video', undefined)).toBe('./MediaWorkspace');
    expect(localModuleFor('Blockly', undefined)).toBeUndefined();
  });

  it('serves every task type its declaration lists', () => {
    expect(Object.keys(LOCAL_TASK_TYPE_MODULES)).toEqual(expect.arrayContaining(['Quiz', 'Typing', 'Video', 'Manga']));
  });
});
