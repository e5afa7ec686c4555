import { spaceMixLab } from '@school/game-engines';

/**
 * Where the lab's pieces stand and where the moving things are at a moment of a run: pure
 * geometry on the 2000-wide virtual canvas (spec 9), drawn by draw-lab.ts and tested without a
 * canvas.
 */

type ItemGroup = spaceMixLab.ItemGroup;
export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** A straight conveyor: things ride it from `from` to `to`. */
export interface Belt {
  from: Point;
  to: Point;
  width: number;
}
export type BeltId = ItemGroup | 'output';

const V = spaceMixLab.SPACE_MIX_CONSTANTS.virtualCanvasSize;
export const LAB_HEIGHT = 1300;
export const GROUP_COLOURS: Record<ItemGroup, string> = { parts: '#f59e0b', ore: '#a78bfa', energy: '#22d3ee', substances: '#f472b6' };

const MACHINE: Rect = { x: 690, y: 640, w: 620, h: 510 };
const DISC = { x: 1780, y: 1010, r: 170 };
const ROBOT = { x: 380, y: 980, size: 400 };
const HOPPER = { y: 40, w: 400, h: 160 };
const BELT_WIDTH = 170;
/**
 * The hoppers stand in the order of the group buttons above the canvas, under them: the four
 * buttons share the width left of the round task button (about a tenth of it).
 */
const BUTTONS_WIDTH = V - 200;

export interface LabLayout {
  /** Per group: the hopper its items drop from and its own belt into the machine. */
  groups: Record<ItemGroup, { hopper: Rect; belt: Belt }>;
  /** The mixed product rides it from the machine to the result disc. */
  output: Belt;
  machine: Rect;
  disc: { x: number; y: number; r: number };
  robot: { x: number; y: number; size: number };
}

function layout(): LabLayout {
  const names = spaceMixLab.ITEM_GROUP_NAMES;
  // The belts come in through intakes spread along the machine's top, in the buttons' order.
  const intakeGap = (MACHINE.w - 140) / (names.length - 1);
  const groups = Object.fromEntries(
    names.map((group, index) => {
      const x = ((index + 0.5) * BUTTONS_WIDTH) / names.length;
      const hopper = { x: x - HOPPER.w / 2, y: HOPPER.y, w: HOPPER.w, h: HOPPER.h };
      const belt = { from: { x, y: HOPPER.y + HOPPER.h }, to: { x: MACHINE.x + 70 + index * intakeGap, y: MACHINE.y }, width: BELT_WIDTH };
      return [group, { hopper, belt }];
    }),
  ) as LabLayout['groups'];
  const outputY = DISC.y;
  return {
    groups,
    output: { from: { x: MACHINE.x + MACHINE.w, y: outputY }, to: { x: DISC.x - DISC.r, y: outputY }, width: BELT_WIDTH * 0.8 },
    machine: MACHINE,
    disc: DISC,
    robot: ROBOT,
  };
}

export const LAB_LAYOUT: LabLayout = layout();

export const beltLength = (belt: Belt) => Math.hypot(belt.to.x - belt.from.x, belt.to.y - belt.from.y);

/** The point `progress` (0..1) of the way along the belt. */
export function pointOnBelt(belt: Belt, progress: number): Point {
  const p = Math.min(1, Math.max(0, progress));
  return { x: belt.from.x + (belt.to.x - belt.from.x) * p, y: belt.from.y + (belt.to.y - belt.from.y) * p };
}

/** What moves during a run; the run loop in SpaceMixGame changes it, drawLab paints it. */
export interface LabView {
  /** Items put in, in program order, each with its progress along its group's belt (1 = in the machine). */
  items: { item: string; progress: number }[];
  /** Lightning step in progress (0 = none). */
  lightning: number;
  /** The mixed product's progress along the output belt (null = nothing mixed yet, 1 = on the disc). */
  output: number | null;
  result: { name: string; success: boolean } | null;
  seed: number;
}

export const emptyLabView = (seed = 1): LabView => ({ items: [], lightning: 0, output: null, result: null, seed });

export interface SceneBelt extends Belt {
  id: BeltId;
  /** How far the belt's surface has moved: exactly as far as the things it carried (they ride it). */
  shift: number;
  /** Something is riding it now. */
  active: boolean;
}

export interface LabScene {
  belts: SceneBelt[];
  /** Items on their way, where to draw them (items inside the machine are not listed). */
  items: { item: string; group: ItemGroup; at: Point }[];
  /** The product on the output belt, if it is riding it. */
  product: Point | null;
}

/** Where everything of `view` is: one belt per group plus the output belt. */
export function labScene(view: LabView, lab: LabLayout = LAB_LAYOUT): LabScene {
  const moving = (progress: number) => progress > 0 && progress < 1;
  const belts: SceneBelt[] = spaceMixLab.ITEM_GROUP_NAMES.map((group) => {
    const { belt } = lab.groups[group];
    const riders = view.items.filter(({ item }) => spaceMixLab.groupOf(item) === group);
    const travelled = riders.reduce((sum, { progress }) => sum + Math.min(1, progress), 0);
    return { id: group, ...belt, shift: travelled * beltLength(belt), active: riders.some(({ progress }) => moving(progress)) };
  });
  const output = view.output ?? 0;
  belts.push({ id: 'output', ...lab.output, shift: Math.min(1, output) * beltLength(lab.output), active: moving(output) });
  const items = view.items.flatMap(({ item, progress }) => {
    const group = spaceMixLab.groupOf(item);
    return group && progress < 1 ? [{ item, group, at: pointOnBelt(lab.groups[group].belt, progress) }] : [];
  });
  const product = view.output !== null && view.output < 1 ? pointOnBelt(lab.output, view.output) : null;
  return { belts, items, product };
}
