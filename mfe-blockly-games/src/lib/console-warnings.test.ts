import { labirint } from '@school/game-engines';
import { consoleWarnings } from './console-warnings';

describe('engine warnings in the browser console (spec 8)', () => {
  it('writes each skipped piece of a run to console.warn, naming the game', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const program = { blocks: { languageVersion: 0, blocks: [{ type: 'labirint_start', next: { block: { type: 'made_up_block' } } }] } };
      labirint.runProgram({ map: [[2, 'bad cell', 13]] }, program, 1, consoleWarnings('Labirint'));
      const lines = warn.mock.calls.map(([line]) => String(line));
      expect(lines).toContainEqual(expect.stringMatching(/^Block game Labirint: .*made_up_block/));
      expect(lines).toContainEqual(expect.stringMatching(/^Block game Labirint: Cell "bad cell" .* not understood/));
      // 20 simulated runs meet the same pieces: each is told once.
      expect(new Set(lines).size).toBe(lines.length);
    } finally {
      warn.mockRestore();
    }
  });
});
