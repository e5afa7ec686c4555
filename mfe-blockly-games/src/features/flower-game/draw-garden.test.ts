import { flowerDefence } from '@school/game-engines';
import { drawGarden } from './draw-garden';
import { ITEM_COLOURS, TILE_COLOURS } from './draw-garden-map';

/** A 2D context that records what was painted, with the fill colour of the moment (jsdom has no canvas). */
function recordingContext(width: number, height: number) {
  const painted: { op: string; args: unknown[]; fill: string }[] = [];
  const state = { fillStyle: '', strokeStyle: '', lineWidth: 1 };
  const ctx = new Proxy(state as Record<string, unknown>, {
    get(target, key: string) {
      if (key === 'canvas') return { width, height };
      if (key in target) return target[key];
      if (key === 'createLinearGradient') return () => ({ addColorStop: () => undefined });
      return (...args: unknown[]) => void painted.push({ op: key, args, fill: String(target.fillStyle) });
    },
    set(target, key: string, value) {
      target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, painted };
}

describe('flower defence map and item are drawn (spec 3.4)', () => {
  const counters = { coins: 1, flowers: 1, water: 1, protection: 0 };

  it('paints each map cell as its tile and the item on its cell', () => {
    const layout = flowerDefence.gardenLayout({ map: [[1, 2], [3, 4]], item: { name: 'beehive', x: 1, y: 0 } });
    const { ctx, painted } = recordingContext(200, 200);
    drawGarden(ctx, { counters, wilted: false, layout }, 0);
    const tiles = painted.filter((p) => p.op === 'fillRect' && (p.args as number[])[2] === 100).map((p) => [p.args.slice(0, 2), p.fill]);
    expect(tiles).toEqual([
      [[0, 0], TILE_COLOURS.bed],
      [[100, 0], TILE_COLOURS.path],
      [[0, 100], TILE_COLOURS.pond],
      [[100, 100], TILE_COLOURS.fence],
    ]);
    const translated = painted.filter((p) => p.op === 'translate').map((p) => p.args);
    expect(translated).toContainEqual([150, 50]);
    expect(painted.some((p) => p.op === 'fill' && p.fill === ITEM_COLOURS.beehive)).toBe(true);
  });

  it('without a map draws the garden as before, with no tiles', () => {
    const { ctx, painted } = recordingContext(200, 200);
    drawGarden(ctx, { counters, wilted: false, layout: null }, 0);
    expect(painted.some((p) => Object.values(TILE_COLOURS).includes(p.fill) && p.op === 'fillRect' && p.fill === TILE_COLOURS.fence)).toBe(false);
  });
});
