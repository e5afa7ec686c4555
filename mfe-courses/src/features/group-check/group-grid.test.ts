import { SolveStatus, TaskType } from '@school/contracts';
import { groupGrid } from './group-grid';

describe('group grid', () => {
  it('keys statuses by student and task and counts the tasks awaiting check', () => {
    const row = (studentId: number, lessonTaskId: number, solveStatus: SolveStatus) => ({ studentId, lessonTaskId, solveStatus, taskType: TaskType.Quiz });
    const grid = groupGrid([row(1, 10, SolveStatus.ManualCheck), row(1, 11, SolveStatus.ManualCheck), row(2, 10, SolveStatus.Solved), row(2, 11, SolveStatus.ManualCheck)]);
    expect(grid.statusOf(2, 10)).toBe(SolveStatus.Solved);
    expect(grid.statusOf(3, 10)).toBe(SolveStatus.Nothing);
    expect(grid.awaitingOf(1)).toBe(2);
    expect(grid.awaitingOf(3)).toBe(0);
    expect(grid.total).toBe(3);
  });
});
