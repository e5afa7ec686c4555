import { runProgram } from './runTurtle';
import { TURTLE_LEVELS } from './levels';

describe('turtle demo levels', () => {
  it.each(TURTLE_LEVELS.map((level) => [level.id, level] as const))('%s: the solution passes, the wrong one fails', (_id, level) => {
    const solved = runProgram(level.config, level.solution);
    expect(solved.failureMessage).toBeUndefined();
    expect(solved.success).toBe(true);
    const wrong = runProgram(level.config, level.wrongSolution);
    expect(wrong.success).toBe(false);
    expect(wrong.comparison?.differingPixels).toBeGreaterThan(100);
  });
});
