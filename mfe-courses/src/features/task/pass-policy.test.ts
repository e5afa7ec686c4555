import { TaskAction, type WorkspaceResult } from '@school/contracts';
import { KIND_LIST, QUIZ_TYPES } from '@school/task-kinds';
import { resultStep, shownResult } from './pass-policy';

const solved: WorkspaceResult = { kind: 'solved' };
const typing: WorkspaceResult = { kind: 'typing', stats: { wpm: 30, accuracy: 100 } };

/** Issue 12: the client's result handling follows each declared type's pass policy. */
describe.each(KIND_LIST.map((k) => [k.type, k.pass] as const))('%s (%s)', (type, pass) => {
  it('never claims a pass the policy does not allow', () => {
    for (const result of [solved, typing, { kind: 'sentToReview' } as const]) {
      const step = resultStep(type, result);
      if (pass === 'teacher') expect(step).toEqual({ kind: 'send', action: TaskAction.ManualCheck });
      else if (result.kind === 'sentToReview') expect(step).toEqual({ kind: 'send', action: TaskAction.ManualCheck });
      else if (QUIZ_TYPES.includes(type)) expect(step).toEqual({ kind: 'recorded' });
      else expect(step).toEqual({ kind: 'send', action: TaskAction.Autocheck });
    }
    expect(resultStep(type, { kind: 'wrong' })).toEqual({ kind: 'wrong' });
  });

  it("shows a teacher type's finished try as sent to review", () => {
    expect(shownResult(type, solved)).toEqual(pass === 'teacher' ? { kind: 'sentToReview' } : solved);
    expect(shownResult(type, { kind: 'wrong' })).toEqual({ kind: 'wrong' });
  });
});

it('only server-checked quizzes are recorded by their own answer route', () => {
  const recorded = KIND_LIST.filter((k) => resultStep(k.type, solved).kind === 'recorded');
  expect(recorded.map((k) => k.pass)).toEqual(recorded.map(() => 'server'));
  expect(recorded.length).toBe(QUIZ_TYPES.length);
});
