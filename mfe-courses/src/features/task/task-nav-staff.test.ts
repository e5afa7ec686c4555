import { Role, SolveStatus, TaskType, type TaskListItemDto } from '@school/contracts';
import { canOpen, canSkip, hostSaveButton, isStaff, isWorkspaceLocked, navListForRole, solveStatusFor, taskGroupParam } from './task-nav';

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

/** Issue 31: on /solve staff see one status everywhere, so nothing offers a student's next step. */
describe('solve screen for staff', () => {
  it.each([SolveStatus.Nothing, SolveStatus.Open, SolveStatus.Skipped])('shows %s as solved, with skip off and the workspace closed to submitting', (status) => {
    const shown = solveStatusFor(isStaff(Role.Teacher), status);
    expect(shown).toBe(SolveStatus.Solved);
    expect(canSkip('solve', shown, true)).toBe(false);
    expect(isWorkspaceLocked('solve', shown)).toBe(true);
  });

  it('leaves a student with the status the server gave', () => {
    expect(isStaff(Role.Student)).toBe(false);
    expect(solveStatusFor(isStaff(Role.Student), SolveStatus.Open)).toBe(SolveStatus.Open);
    expect(isStaff(Role.CourseAuthor)).toBe(true);
  });
});

describe('header save button and task group parameter', () => {
  it('has one "Сохранить" on a Scratch task (the editor has its own) and the host one elsewhere', () => {
    expect(hostSaveButton(TaskType.Scratch)).toBe(false);
    expect(hostSaveButton(TaskType.Python)).toBe(true);
    expect(hostSaveButton(TaskType.ScratchJr)).toBe(true);
  });

  it('reads taskGroupId as a positive id and ignores anything a child may type instead', () => {
    expect(taskGroupParam(new URLSearchParams('taskGroupId=12'))).toBe(12);
    for (const bad of ['', 'abc', '-3', '0', '1.5', '1e400']) expect(taskGroupParam(new URLSearchParams(`taskGroupId=${bad}`))).toBeUndefined();
    expect(taskGroupParam(new URLSearchParams('lessonId=3'))).toBeUndefined();
  });
});
