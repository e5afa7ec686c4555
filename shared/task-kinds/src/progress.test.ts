import { SolveStatus } from '@school/contracts';
import { lockedFlags, nextOpenTask, withCurrentStatus } from './progress';

const { Nothing, Open, Solved, Skipped, ManualCheck, Wrong, QuizIncorrect } = SolveStatus;
const item = (id: number, solveStatus: SolveStatus, locked = false) => ({ id, solveStatus, locked, taskName: `t${id}` });

describe('lockedFlags (platform-core 4, locking by progress)', () => {
  it('opens every task up to the first one not passed and locks the untouched ones after it', () => {
    expect(lockedFlags([Solved, Open, Nothing, Nothing])).toEqual([false, false, true, true]);
    expect(lockedFlags([Skipped, ManualCheck, Nothing, Nothing])).toEqual([false, false, false, true]);
  });
  it('keeps a task opened before open even behind a task that became wrong', () => {
    expect(lockedFlags([Wrong, Open, Nothing])).toEqual([false, false, true]);
  });
  it('locks nothing when every task is passed', () => {
    expect(lockedFlags([Solved, Skipped])).toEqual([false, false]);
  });
});

describe('withCurrentStatus and nextOpenTask', () => {
  const lesson = [item(1, Solved), item(2, Open), item(3, Nothing, true), item(4, Nothing, true)];

  it('offers no next task after a wrong quiz answer: the next task stays locked', () => {
    const live = withCurrentStatus(lesson, 2, QuizIncorrect, true);
    expect(live[1].solveStatus).toBe(Open);
    expect(nextOpenTask(live, 2)).toBeNull();
  });

  it('unlocks the next task as soon as the current one is solved, skipped or sent to check', () => {
    for (const status of [Solved, Skipped, ManualCheck]) {
      const live = withCurrentStatus(lesson, 2, status, true);
      expect(nextOpenTask(live, 2)?.id).toBe(3);
      expect(live[3].locked).toBe(true);
    }
  });

  it('keeps the server locks for a task group (the rule needs the tasks before the group)', () => {
    const group = [item(3, Open), item(4, Nothing, true)];
    expect(nextOpenTask(withCurrentStatus(group, 3, Solved, false), 3)).toBeNull();
    expect(withCurrentStatus(group, 3, Solved, false)[0].solveStatus).toBe(Solved);
  });

  it('has no next task after the last one or for a task not in the list', () => {
    expect(nextOpenTask(lesson, 4)).toBeNull();
    expect(nextOpenTask(lesson, 99)).toBeNull();
  });
});
