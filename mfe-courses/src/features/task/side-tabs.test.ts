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
  it.each([TaskType.Blockly, TaskType.CustomGame])('leaves %s to its own tabs outside edit mode', (type) => {
    for (const mode of ['solve', 'demo', 'check'] as const) expect(taskSideTabs({ task: task('Собери квадрат', type), mode, theory: undefined })).toEqual([]);
    expect(openingTab(task('Собери квадрат', type), 'solve')).toBeUndefined();
  });
  it('keeps the host tabs where the author writes the texts, and for other types', () => {
    expect(taskSideTabs({ task: task('Собери квадрат', TaskType.Blockly), mode: 'edit', theory: undefined }).map((t) => t.id)).toEqual(['task', 'solution', 'check', 'theory']);
    expect(taskSideTabs({ task: task('Нарисуй квадрат'), mode: 'solve', theory: undefined }).map((t) => t.id)).toEqual(['task', 'solution', 'check', 'theory']);
  });
});
