import { LABIRINT3D_LEVELS } from './levels';
import { runProgram } from './labirint3dRunner';

describe('labirint3d demo levels', () => {
  it.each(LABIRINT3D_LEVELS.map((level) => [level.id, level] as const))('%s: the solution wins for every seed tried', (_id, level) => {
    for (let seed = 1; seed <= 10; seed++) {
      const result = runProgram(level.config, level.solution, seed);
      expect(result.failureMessage).toBeUndefined();
      expect(result.success).toBe(true);
    }
  });

  it.each(LABIRINT3D_LEVELS.map((level) => [level.id, level] as const))('%s: the wrong solution fails for some seed', (_id, level) => {
    const outcomes = Array.from({ length: 10 }, (_, index) => runProgram(level.config, level.wrongSolution, index + 1).success);
    expect(outcomes).toContain(false);
  });

  it('the key box level takes both branches over seeds', () => {
    const level = LABIRINT3D_LEVELS.find((candidate) => candidate.id === 'labirint3d-key-box');
    const branches = new Set(
      Array.from({ length: 10 }, (_, index) => runProgram(level?.config ?? {}, level?.solution ?? {}, index + 1).steps.find((step) => step.command === 'condition')?.result),
    );
    expect([...branches].sort()).toEqual([false, true]);
  });
});
