import { guardLoops, guardPageScripts, loopGuardPrelude } from './loop-guard';

describe('loop guard of the browser preview', () => {
  it('guards every loop body, braces or not, and leaves strings and broken code alone', () => {
    expect(guardLoops('while (true) x++;\nfor (let i = 0; ; i++) { a(); }\ndo y(); while (1);\nconst s = "while (1) {}";')).toBe(
      'while (true) {__loopGuard();x++;}\nfor (let i = 0; ; i++) {__loopGuard(); a(); }\ndo {__loopGuard();y();} while (1);\nconst s = "while (1) {}";',
    );
    expect(guardLoops('while (')).toBe('while (');
    expect(guardPageScripts('<script>for(;;){}</script><script src="x.js"></script><script type="text/template">while(1){}</script>')).toBe(
      '<script>for(;;){__loopGuard();}</script><script src="x.js"></script><script type="text/template">while(1){}</script>',
    );
  });

  it('stops an endless loop after the time limit', () => {
    const g = globalThis as unknown as { self: unknown; __loopGuard?: () => void };
    g.self = globalThis;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the prelude source as the preview iframe does
    (new Function(loopGuardPrelude(50, 'Бесконечный цикл остановлен')) as () => void)();
    const started = Date.now();
    expect(() => {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the guarded program source as the preview iframe does
      (new Function(guardLoops('while (true) {}')) as () => void)();
    }).toThrow('Бесконечный цикл остановлен');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
