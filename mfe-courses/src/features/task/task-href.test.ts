import { TaskType } from '@school/contracts';
import { taskHref } from './task-nav';

const target = (taskType: TaskType) => ({ id: 5, lessonId: 7, taskType });

/** Spec 2 (/solve row): app is main | scratch | scratchJr of the task opened; scratch loads a fresh page. */
describe('taskHref', () => {
  it('gives the Scratch task app=scratch and a full page load when coming from a Python task', () => {
    const { href, reload } = taskHref('/solve', new URLSearchParams('taskId=4&lessonId=7&app=main'), target(TaskType.Scratch));
    expect(new URLSearchParams(href.split('?')[1]).get('app')).toBe('scratch');
    expect(reload).toBe(true);
  });

  it('gives a Python task app=main after a Scratch task, leaving the Scratch page by a full load', () => {
    const { href, reload } = taskHref('/solve', new URLSearchParams('taskId=4&lessonId=7&app=scratch'), target(TaskType.Python));
    expect(new URLSearchParams(href.split('?')[1]).get('app')).toBe('main');
    expect(reload).toBe(true);
  });

  it('sets app=scratchJr in page, and keeps taskGroupId and funbox', () => {
    const { href, reload } = taskHref('/solve', new URLSearchParams('taskId=4&lessonId=7&app=main&taskGroupId=3&funbox=true'), target(TaskType.ScratchJr));
    const q = new URLSearchParams(href.split('?')[1]);
    expect([q.get('taskId'), q.get('app'), q.get('taskGroupId'), q.get('funbox')]).toEqual(['5', 'scratchJr', '3', 'true']);
    expect(reload).toBe(false);
  });

  it('adds no app outside /solve', () => {
    const { href, reload } = taskHref('/check', new URLSearchParams('taskId=4&lessonId=7&studentId=9'), target(TaskType.Scratch));
    expect(href).toBe('/check?taskId=5&lessonId=7&studentId=9');
    expect(reload).toBe(false);
  });
});
