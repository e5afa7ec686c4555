import type { GroupProgressDto } from '@school/contracts';
import { progressGrid } from './progress-grid';

const data = {
  cells: [{ studentId: 1, taskId: 10, status: 'Solved' }],
  students: [
    { id: 1, title: 'a', current: null, minutesOnTask: null, failedRuns: 0, stuck: false },
    { id: 2, title: 'b', current: null, minutesOnTask: 30, failedRuns: 0, stuck: true },
  ],
} as unknown as GroupProgressDto;

describe('progress grid', () => {
  it('reads cell statuses, missing cells as Nothing, and counts stuck students', () => {
    const grid = progressGrid(data);
    expect(grid.statusOf(1, 10)).toBe('Solved');
    expect(grid.statusOf(2, 10)).toBe('Nothing');
    expect(grid.stuckCount).toBe(1);
  });
});
