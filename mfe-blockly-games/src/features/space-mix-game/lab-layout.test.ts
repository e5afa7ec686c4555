import { spaceMixLab } from '@school/game-engines';
import { drawLab } from './draw-lab';
import { beltLength, emptyLabView, GROUP_COLOURS, LAB_HEIGHT, LAB_LAYOUT, labScene, pointOnBelt, type Point, type Rect } from './lab-layout';

const V = spaceMixLab.SPACE_MIX_CONSTANTS.virtualCanvasSize;
const GROUPS = spaceMixLab.ITEM_GROUP_NAMES;
const onTop = (p: Point, r: Rect) => p.y === r.y && p.x > r.x && p.x < r.x + r.w;
const inside = (p: Point) => p.x >= 0 && p.x <= V && p.y >= 0 && p.y <= LAB_HEIGHT;

describe('space lab layout (spec 2.6: four group belts feed the machine, one belt to the result disc)', () => {
  const { groups, machine, disc, output } = LAB_LAYOUT;

  it('has one belt per group, from under its hopper to an intake on the machine, and they do not cross', () => {
    expect(Object.keys(groups).sort()).toEqual([...GROUPS].sort());
    expect(GROUPS).toHaveLength(spaceMixLab.SPACE_MIX_CONSTANTS.groupCount);
    for (const group of GROUPS) {
      const { hopper, belt } = groups[group];
      expect(belt.from).toEqual({ x: hopper.x + hopper.w / 2, y: hopper.y + hopper.h });
      expect(onTop(belt.to, machine)).toBe(true);
      expect(inside(belt.from) && inside(belt.to)).toBe(true);
    }
    // Hoppers left to right in the group buttons' order, and so are the intakes: no belt crosses another.
    const starts = GROUPS.map((group) => groups[group].belt.from.x);
    const ends = GROUPS.map((group) => groups[group].belt.to.x);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(new Set(ends).size).toBe(GROUPS.length);
  });

  it('has an output belt from the machine to the result disc', () => {
    expect(output.from.x).toBe(machine.x + machine.w);
    expect(output.from.y).toBeGreaterThan(machine.y);
    expect(output.from.y).toBeLessThan(machine.y + machine.h);
    expect(Math.hypot(output.to.x - disc.x, output.to.y - disc.y)).toBe(disc.r);
  });

  it('lists the four group belts and the output belt in the scene', () => {
    expect(labScene(emptyLabView()).belts.map((belt) => belt.id)).toEqual([...GROUPS, 'output']);
  });
});

describe('space lab run animation', () => {
  const ore = LAB_LAYOUT.groups.ore.belt;

  it('moves an item along its own group belt, and into the machine at the end', () => {
    const view = emptyLabView();
    const entry = { item: 'stardust', progress: 0 };
    view.items.push(entry);
    expect(labScene(view).items).toEqual([{ item: 'stardust', group: 'ore', at: ore.from }]);
    entry.progress = 0.5;
    expect(labScene(view).items[0].at).toEqual({ x: (ore.from.x + ore.to.x) / 2, y: (ore.from.y + ore.to.y) / 2 });
    entry.progress = 1;
    expect(labScene(view).items).toEqual([]);
  });

  it('runs only the belt carrying something, its surface moving as far as the item', () => {
    const view = emptyLabView();
    view.items.push({ item: 'quantum_cog', progress: 1 }, { item: 'stardust', progress: 0.25 });
    const belts = new Map(labScene(view).belts.map((belt) => [belt.id, belt]));
    expect(belts.get('ore')).toMatchObject({ active: true, shift: 0.25 * beltLength(ore) });
    expect(belts.get('parts')).toMatchObject({ active: false, shift: beltLength(LAB_LAYOUT.groups.parts.belt) });
    expect(belts.get('energy')).toMatchObject({ active: false, shift: 0 });
    expect(belts.get('output')).toMatchObject({ active: false, shift: 0 });
  });

  it('carries the mixed product along the output belt to the disc', () => {
    const view = emptyLabView();
    expect(labScene(view).product).toBeNull();
    view.output = 0.5;
    const scene = labScene(view);
    expect(scene.product).toEqual(pointOnBelt(LAB_LAYOUT.output, 0.5));
    expect(scene.belts.find((belt) => belt.id === 'output')?.active).toBe(true);
    view.output = 1;
    expect(labScene(view).product).toBeNull();
  });

  it('skips an item of no group rather than drawing it somewhere', () => {
    const view = emptyLabView();
    view.items.push({ item: 'no_such_item', progress: 0.5 });
    expect(labScene(view).items).toEqual([]);
  });
});

/** A 2D context that records what was painted, with the fill colour of the moment (jsdom has no canvas). */
function recordingContext(width: number, height: number) {
  const painted: { op: string; args: unknown[]; fill: string }[] = [];
  const state: Record<string, unknown> = { fillStyle: '', strokeStyle: '', lineWidth: 1, globalAlpha: 1, font: '' };
  const gradient = () => ({ addColorStop: () => undefined });
  const ctx = new Proxy(state, {
    get(target, key: string) {
      if (key === 'canvas') return { width, height };
      if (key in target) return target[key];
      if (key === 'createLinearGradient' || key === 'createRadialGradient') return gradient;
      if (key === 'measureText') return (text: string) => ({ width: text.length * 25 });
      return (...args: unknown[]) => void painted.push({ op: key, args, fill: String(target.fillStyle) });
    },
    set(target, key: string, value) {
      target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, painted };
}

describe('drawLab', () => {
  it('paints each group belt in its colour and the item on its belt', () => {
    const view = emptyLabView();
    view.items.push({ item: 'solar_battery', progress: 0.5 });
    const { ctx, painted } = recordingContext(500, 325);
    drawLab(ctx, view);
    // Belts are drawn in their own frame: moved to their start, then rails in the group's colour.
    const translated = painted.filter((p) => p.op === 'translate').map((p) => p.args);
    for (const group of GROUPS) expect(translated).toContainEqual([LAB_LAYOUT.groups[group].belt.from.x, LAB_LAYOUT.groups[group].belt.from.y]);
    for (const colour of Object.values(GROUP_COLOURS)) expect(painted.some((p) => p.op === 'fillRect' && p.fill === colour)).toBe(true);
    const energy = pointOnBelt(LAB_LAYOUT.groups.energy.belt, 0.5);
    const gemTop = painted.find((p) => p.op === 'moveTo' && p.fill === GROUP_COLOURS.energy);
    expect(gemTop?.args).toEqual([energy.x, energy.y - spaceMixLab.SPACE_MIX_CONSTANTS.itemSize / 2]);
    expect(painted.some((p) => p.op === 'fillText' && p.args[0] === 'Энергия')).toBe(true);
  });
});
