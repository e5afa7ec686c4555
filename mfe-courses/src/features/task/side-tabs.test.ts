import { TaskType, WindowId, type TaskDto } from '@school/contracts';
import { openingTab, taskSideTabs } from './side-tabs';

const task = (description: string, taskType: TaskType = TaskType.Python) =>
  ({ taskType, taskText: [{ id: 1, taskId: 1, windowId: WindowId.description, text: description }] }) as unknown as TaskDto;

/** Issue 31: a Python or JS task opens with its text in view, not only the starter code. */
describe('openingTab', () => {
  it('opens the task description on /solve', () => {
    expect(openingTab(task('Нарисуй квадрат со стороной 100.'), 'solve')).toBe('task');
  });
  it('keeps the panel closed when there is no description, and outside /solve', () => {
    expect(openingTab(task('   '), 'solve')).toBeUndefined();
    expect(openingTab({ taskText: [], taskType: TaskType.JS }, 'solve')).toBeUndefined();
    expect(openingTab(task('Текст'), 'edit')).toBeUndefined();
  });
  it('opens it for JS and Scratch, not where the workspace shows the description itself (quiz, text)', () => {
    expect(openingTab(task('Посчитай сумму', TaskType.JS), 'solve')).toBe('task');
    expect(openingTab(task('Собери игру', TaskType.Scratch), 'solve')).toBe('task');
    expect(openingTab(task('Выбери ответ', TaskType.Quiz), 'solve')).toBeUndefined();
    expect(openingTab(task('Объясни', TaskType.PlainText), 'solve')).toBeUndefined();
  });
});

/** Issue 31: a block task showed the host's tabs and the block remote's own, which disagreed. */
describe('taskSideTabs for block games', () => {
  it.each([TaskType.Blockly, TaskType.CustomGame])('leaves %s to its own side panel in every mode (the kind declares ownSidePanel)', (type) => {
    for (const mode of ['solve', 'demo', 'check', 'edit'] as const) {
      expect(taskSideTabs({ task: task('Собери квадрат', type), mode, theory: undefined, editWindow: () => undefined })).toEqual([]);
    }
    expect(openingTab(task('Собери квадрат', type), 'solve')).toBeUndefined();
  });
  it('keeps the host tabs for other types', () => {
    expect(taskSideTabs({ task: task('Нарисуй квадрат'), mode: 'solve', theory: undefined }).map((t) => t.id)).toEqual(['task', 'solution', 'check', 'theory']);
  });
});

/** Issue 26: a code task's starter, solution and check are edited as the workspace's named windows. */
describe('taskSideTabs on /edit of code tasks', () => {
  it.each([TaskType.Python, TaskType.JS, TaskType.Frontend])('leaves the solution and the check of %s to the workspace', (type) => {
    expect(taskSideTabs({ task: task('Выведи привет', type), mode: 'edit', theory: undefined }).map((t) => t.id)).toEqual(['task', 'theory']);
    expect(taskSideTabs({ task: task('Выведи привет', type), mode: 'demo', theory: undefined }).map((t) => t.id)).toEqual(['task', 'solution', 'check', 'theory']);
  });
});

/** Issue 27: the check tab shows the window the kind declares, and only for kinds that have one. */
describe('taskSideTabs: the check window from the declaration', () => {
  it.each([
    [TaskType.Python, WindowId.pythonCheck],
    [TaskType.JS, WindowId.jsCheck],
    [TaskType.Frontend, WindowId.frontendCheck],
  ])('%s: the check tab shows window %i', (type, windowId) => {
    const edited: number[] = [];
    const tabs = taskSideTabs({ task: task('Текст', type), mode: 'demo', theory: undefined, textOf: (w) => { edited.push(w); return ''; } });
    expect(tabs.map((t) => t.id)).toContain('check');
    expect(edited).toContain(windowId);
  });
  it('offers no check tab for kinds without a check, nor for a type the school does not know', () => {
    for (const type of [TaskType.PlainText, TaskType.Scratch, 'Chess']) {
      expect(taskSideTabs({ task: task('Текст', type as TaskType), mode: 'demo', theory: undefined }).map((t) => t.id)).toEqual(['task', 'solution', 'theory']);
    }
  });
});
