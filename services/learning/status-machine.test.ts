import { SolveStatus as S, TaskAction as A, solveStatusCode } from '@school/contracts';
import { automaticPass, isFinished, transition } from './status-machine';
import { lockedFlags } from '@school/task-kinds';

describe('status machine', () => {
  it('opens a new or skipped task and keeps other statuses on open', () => {
    expect(transition(S.Nothing, A.Open, false)).toEqual({ ok: true, next: S.Open });
    expect(transition(S.Skipped, A.Open, false)).toEqual({ ok: true, next: S.Open });
    expect(transition(S.Solved, A.Open, false)).toEqual({ ok: true, next: S.Solved });
    expect(transition(S.ManualCheck, A.Open, false)).toEqual({ ok: true, next: S.ManualCheck });
  });

  it('solves on Autocheck and MarkCorrect, sends to check on ManualCheck, marks wrong on MarkWrong', () => {
    expect(transition(S.Open, A.Autocheck, false)).toEqual({ ok: true, next: S.Solved });
    expect(transition(S.Open, A.ManualCheck, false)).toEqual({ ok: true, next: S.ManualCheck });
    expect(transition(S.ManualCheck, A.MarkCorrect, true)).toEqual({ ok: true, next: S.Solved });
    expect(transition(S.ManualCheck, A.MarkWrong, true)).toEqual({ ok: true, next: S.Wrong });
    expect(transition(S.Wrong, A.ManualCheck, false)).toEqual({ ok: true, next: S.ManualCheck });
  });

  it('refuses reviewer actions to students and marks outside ManualCheck', () => {
    expect(transition(S.ManualCheck, A.MarkCorrect, false)).toEqual({ ok: false, reason: 'reviewerOnly' });
    expect(transition(S.ManualCheck, A.MarkWrong, false)).toEqual({ ok: false, reason: 'reviewerOnly' });
    expect(transition(S.Open, A.MarkCorrect, true)).toEqual({ ok: false, reason: 'badTransition' });
    expect(transition(S.Solved, A.MarkWrong, true)).toEqual({ ok: false, reason: 'badTransition' });
  });

  it('refuses skipping, saving or re-sending a finished task', () => {
    expect(transition(S.Solved, A.Skip, false).ok).toBe(false);
    expect(transition(S.ManualCheck, A.Skip, false).ok).toBe(false);
    expect(transition(S.ManualCheck, A.Save, false).ok).toBe(false);
    expect(transition(S.Solved, A.ManualCheck, false).ok).toBe(false);
    expect(transition(S.Open, A.Skip, false)).toEqual({ ok: true, next: S.Skipped });
    expect(transition(S.Nothing, A.Save, false)).toEqual({ ok: true, next: S.Open });
    expect(transition(S.Open, A.Execute, false)).toEqual({ ok: true, next: S.Open });
  });

  it('lets a reviewer cancel a check', () => {
    expect(transition(S.ManualCheck, A.Nothing, true)).toEqual({ ok: true, next: S.Open });
    expect(isFinished(S.ManualCheck)).toBe(true);
    expect(isFinished(S.Wrong)).toBe(false);
  });

  it('maps statuses to the numeric codes 5, 10 and 4', () => {
    expect(solveStatusCode(S.ManualCheck)).toBe(5);
    expect(solveStatusCode(S.Solved)).toBe(10);
    expect(solveStatusCode(S.Skipped)).toBe(4);
    expect(solveStatusCode(S.Open)).toBeNull();
  });
});

describe('locking by progress', () => {
  it('opens the passed tasks and the current one, locks later untouched tasks', () => {
    expect(lockedFlags([S.Solved, S.Nothing, S.Nothing])).toEqual([false, false, true]);
    expect(lockedFlags([S.Solved, S.Skipped, S.ManualCheck, S.Nothing, S.Nothing])).toEqual([false, false, false, false, true]);
    expect(lockedFlags([S.Open, S.Nothing])).toEqual([false, true]);
    expect(lockedFlags([S.Nothing, S.Open, S.Nothing])).toEqual([false, false, true]);
    expect(lockedFlags([S.Solved, S.Solved])).toEqual([false, false]);
  });
});

describe('automatic pass', () => {
  it('is an Autocheck that solves a task not solved before (it logs MarkCorrect)', () => {
    expect(automaticPass(A.Autocheck, S.Open, S.Solved)).toBe(true);
    expect(automaticPass(A.Autocheck, S.Nothing, S.Solved)).toBe(true);
    expect(automaticPass(A.Autocheck, S.Solved, S.Solved)).toBe(false);
    expect(automaticPass(A.Solved, S.Open, S.Solved)).toBe(false);
    expect(automaticPass(A.MarkCorrect, S.ManualCheck, S.Solved)).toBe(false);
  });
});
