import { CELL, PROJECT_VERSION, emptyProject, parseProject, serializeProject, type Block, type Project } from './model';
import { SAY_TICKS, ScratchJrRuntime, SPEED_PX, TICKS_PER_SECOND } from './runtime';

/** A one-page project: each entry is a character (kind, x, y) with its scripts. */
function project(...characters: { id: string; x?: number; y?: number; scripts: Block[][] }[]): Project {
  return {
    version: PROJECT_VERSION,
    pages: [
      {
        id: 'p1',
        background: 'park',
        characters: characters.map((c) => ({ id: c.id, kind: 'cat', x: c.x ?? 100, y: c.y ?? 100, scripts: c.scripts.map((blocks, i) => ({ id: `${c.id}s${i}`, blocks })) })),
      },
    ],
  };
}
const sprite = (rt: ScratchJrRuntime, id: string) => rt.view().sprites.find((s) => s.id === id)!;
/** Ticks until no script runs (bounded). */
function settle(rt: ScratchJrRuntime, max = 10_000): number {
  let n = 0;
  while (rt.running && n < max) {
    rt.tick();
    n++;
  }
  return n;
}

describe('project model', () => {
  it('round-trips a valid project and refuses malformed ones with a reason', () => {
    const p = project({ id: 'cat', scripts: [[{ op: 'onFlag' }, { op: 'repeat', n: 2, body: [{ op: 'moveRight', n: 1 }] }]] });
    expect(parseProject(serializeProject(p))).toEqual({ ok: true, project: p });
    expect(parseProject(emptyProject()).ok).toBe(true);
    expect(parseProject('{nope')).toEqual({ ok: false, error: 'not JSON' });
    expect(parseProject({ ...p, version: 99 })).toEqual({ ok: false, error: 'version 99 is newer than 1' });
    const badBlock = project({ id: 'cat', scripts: [[{ op: 'teleport' } as unknown as Block]] });
    expect(parseProject(badBlock).ok).toBe(false);
    const tooMany = { ...p, pages: [1, 2, 3, 4, 5].map((i) => ({ ...p.pages[0], id: `p${i}` })) };
    expect(parseProject(tooMany).ok).toBe(false);
    const nestedBad = project({ id: 'cat', scripts: [[{ op: 'repeat', body: [{ op: 'moveUp', n: 500 }] }]] });
    expect(parseProject(nestedBad).ok).toBe(false);
  });
});

describe('interpreter', () => {
  it('moves a character on the green flag, one grid cell per step, at the set speed', () => {
    const rt = new ScratchJrRuntime(project({ id: 'cat', scripts: [[{ op: 'onFlag' }, { op: 'moveRight', n: 3 }, { op: 'moveDown', n: 1 }, { op: 'end' }]] }));
    rt.greenFlag();
    const ticks = settle(rt);
    expect(sprite(rt, 'cat')).toMatchObject({ x: 100 + 3 * CELL, y: 100 + CELL });
    expect(ticks).toBe((4 * CELL) / SPEED_PX.normal + 1);
    const fast = new ScratchJrRuntime(project({ id: 'cat', scripts: [[{ op: 'onFlag' }, { op: 'setSpeed', speed: 'fast' }, { op: 'moveLeft', n: 2 }]] }));
    fast.greenFlag();
    expect(settle(fast)).toBe((2 * CELL) / SPEED_PX.fast + 1);
    expect(sprite(fast, 'cat').x).toBe(100 - 2 * CELL);
  });

  it('runs all scripts concurrently and restarts from home on a new green flag', () => {
    const rt = new ScratchJrRuntime(
      project({ id: 'cat', scripts: [[{ op: 'onFlag' }, { op: 'moveRight', n: 2 }], [{ op: 'onFlag' }, { op: 'moveUp', n: 2 }]] }),
    );
    rt.greenFlag();
    rt.tick(2);
    expect(sprite(rt, 'cat')).toMatchObject({ x: 100 + 2 * SPEED_PX.normal, y: 100 - 2 * SPEED_PX.normal });
    settle(rt);
    expect(sprite(rt, 'cat')).toMatchObject({ x: 100 + 2 * CELL, y: 100 - 2 * CELL });
    rt.greenFlag();
    expect(sprite(rt, 'cat')).toMatchObject({ x: 100, y: 100 });
  });

  it('repeats a body N times, waits in tenths of a second, and forever loops until stopped', () => {
    const rt = new ScratchJrRuntime(project({ id: 'cat', scripts: [[{ op: 'onFlag' }, { op: 'repeat', n: 3, body: [{ op: 'moveRight', n: 1 }, { op: 'wait', n: 5 }] }]] }));
    rt.greenFlag();
    const ticks = settle(rt);
    expect(sprite(rt, 'cat').x).toBe(100 + 3 * CELL);
    expect(ticks).toBeGreaterThanOrEqual(3 * (CELL / SPEED_PX.normal + TICKS_PER_SECOND / 2));
    const loop = new ScratchJrRuntime(project({ id: 'cat', scripts: [[{ op: 'onFlag' }, { op: 'turnRight', n: 1 }, { op: 'forever' }]] }));
    loop.greenFlag();
    loop.tick(1000);
    expect(loop.running).toBe(true);
    loop.stop();
    expect(loop.running).toBe(false);
  });

  it('starts tap scripts of the tapped character only, and says text for two seconds', () => {
    const rt = new ScratchJrRuntime(project({ id: 'a', scripts: [[{ op: 'onTap' }, { op: 'say', text: 'Привет!' }]] }, { id: 'b', x: 300, scripts: [[{ op: 'onTap' }, { op: 'hide' }]] }));
    rt.tap('a');
    rt.tick();
    expect(sprite(rt, 'a').say).toBe('Привет!');
    expect(sprite(rt, 'b').visible).toBe(true);
    rt.tick(SAY_TICKS);
    expect(sprite(rt, 'a').say).toBeNull();
    rt.tap('b');
    rt.tick();
    expect(sprite(rt, 'b').visible).toBe(false);
  });

  it('sends coloured messages to matching receivers and fires bump when characters meet', () => {
    const rt = new ScratchJrRuntime(
      project(
        { id: 'a', x: 100, scripts: [[{ op: 'onFlag' }, { op: 'sendMessage', color: 'blue' }], [{ op: 'onBump' }, { op: 'sound', sound: 'drum' }]] },
        { id: 'b', x: 300, scripts: [[{ op: 'onMessage', color: 'blue' }, { op: 'moveLeft', n: 8 }], [{ op: 'onMessage', color: 'red' }, { op: 'hide' }]] },
      ),
    );
    rt.greenFlag();
    settle(rt);
    expect(sprite(rt, 'b').visible).toBe(true);
    expect(sprite(rt, 'b').x).toBe(300 - 8 * CELL);
    expect(rt.drainEvents()).toEqual([{ type: 'sound', sound: 'drum', characterId: 'a' }]);
  });

  it('grows, shrinks within limits, hops back to the ground, and goes to another page', () => {
    const p = project({ id: 'cat', scripts: [[{ op: 'onFlag' }, { op: 'grow', n: 3 }, { op: 'hop', n: 2 }, { op: 'shrink', n: 50 }, { op: 'goToPage', n: 2 }]] });
    p.pages.push({ id: 'p2', background: 'space', characters: [{ id: 'rocket', kind: 'rocket', x: 240, y: 300, scripts: [{ id: 'r', blocks: [{ op: 'onFlag' }, { op: 'moveUp', n: 1 }] }] }] });
    const rt = new ScratchJrRuntime(p);
    rt.greenFlag();
    rt.tick(1);
    expect(sprite(rt, 'cat').size).toBe(130);
    rt.tick(8);
    expect(sprite(rt, 'cat').lift).toBeGreaterThan(0);
    settle(rt);
    expect(rt.view()).toMatchObject({ pageIndex: 1, background: 'space' });
    expect(sprite(rt, 'rocket').y).toBe(300 - CELL);
    expect(rt.drainEvents()).toEqual([{ type: 'page', pageIndex: 1 }]);
  });

  it('wraps around the stage edges and stop ends only the character’s own scripts', () => {
    const rt = new ScratchJrRuntime(
      project({ id: 'a', x: 470, scripts: [[{ op: 'onFlag' }, { op: 'moveRight', n: 1 }, { op: 'stop' }, { op: 'hide' }]] }, { id: 'b', x: 100, y: 300, scripts: [[{ op: 'onFlag' }, { op: 'wait', n: 30 }]] }),
    );
    rt.greenFlag();
    rt.tick(CELL / SPEED_PX.normal + 1);
    expect(sprite(rt, 'a').x).toBe(470 + CELL - 480);
    expect(sprite(rt, 'a').visible).toBe(true);
    expect(rt.running).toBe(true);
  });
});
