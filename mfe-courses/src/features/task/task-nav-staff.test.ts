import { Role, SolveStatus, type TaskListItemDto } from '@school/contracts';
import { canOpen, navListForRole } from './task-nav';

const list = [
  { id: 1, order: 1, solveStatus: SolveStatus.Solved, locked: false },
  { id: 2, order: 2, solveStatus: SolveStatus.Open, locked: false },
  { id: 3, order: 3, solveStatus: SolveStatus.Nothing, locked: true },
] as TaskListItemDto[];

/** Spec 4: teachers and course authors have every task treated as solved in solve-mode navigation. */
describe('navListForRole', () => {
  it.each([Role.Teacher, Role.CourseAuthor])('shows every task solved and openable for %s', (role) => {
    const shown = navListForRole(list, role);
    expect(shown.map((t) => t.solveStatus)).toEqual([SolveStatus.Solved, SolveStatus.Solved, SolveStatus.Solved]);
    expect(shown.every((t) => canOpen(t, 'solve'))).toBe(true);
    // Nothing is written: the list the server sent is left as it was.
    expect(list.map((t) => t.solveStatus)).toEqual([SolveStatus.Solved, SolveStatus.Open, SolveStatus.Nothing]);
  });

  it('keeps a student’s own statuses and progress locks (the same list object)', () => {
    expect(navListForRole(list, Role.Student)).toBe(list);
    expect(navListForRole(list, null)).toBe(list);
    expect(canOpen(navListForRole(list, Role.Student)[2], 'solve')).toBe(false);
  });
});
