import { currentTaskId } from './current-task';

describe('currentTaskId', () => {
  it('reads ?taskId= on task screens only', () => {
    expect(currentTaskId('/solve', '?taskId=12&lessonId=3&app=main')).toBe(12);
    expect(currentTaskId('/check', '?studentId=4&taskId=7')).toBe(7);
    expect(currentTaskId('/courses', '?taskId=12')).toBeNull();
    expect(currentTaskId('/solve', '?taskId=abc')).toBeNull();
    expect(currentTaskId('/solve', '')).toBeNull();
  });
});
