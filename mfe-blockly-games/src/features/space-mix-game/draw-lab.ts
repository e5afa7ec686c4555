import { T } from '@school/contracts';
import { spaceMixLab } from '@school/game-engines';
import { drawRobot, roundRect, type Ctx } from '../../components/canvas-shapes';
import { GROUP_COLOURS, LAB_HEIGHT, LAB_LAYOUT, beltLength, labScene, type LabLayout, type LabView, type Rect, type SceneBelt } from './lab-layout';

const V = spaceMixLab.SPACE_MIX_CONSTANTS.virtualCanvasSize;
const ITEM = spaceMixLab.SPACE_MIX_CONSTANTS.itemSize;
const FONT = 'Nunito, Arial, sans-serif';
const SLAT_GAP = 70;
const OUTPUT_COLOUR = '#fde047';
/** How much a hopper narrows on each side towards its mouth, as a share of its width. */
const HOPPER_NARROWING = 0.18;

function stars(ctx: Ctx): void {
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  for (let i = 0; i < 80; i++) ctx.fillRect((i * 397) % V, (i * 211) % 900, 6, 6);
}

/** An item sprite, ITEM (216) virtual pixels square, centred on x, y, with its name below. */
function gem(ctx: Ctx, x: number, y: number, item: string): void {
  const colour = GROUP_COLOURS[spaceMixLab.groupOf(item) ?? 'parts'];
  const r = ITEM / 2;
  ctx.fillStyle = colour;
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 10;
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r, y - r * 0.2);
  ctx.lineTo(x + r * 0.62, y + r);
  ctx.lineTo(x - r * 0.62, y + r);
  ctx.lineTo(x - r, y - r * 0.2);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  const name = T.blockly.spaceMix.items[item] ?? item;
  label(ctx, name.length > 14 ? `${name.slice(0, 13)}…` : name, x, y + r + 55, 44);
}

/** White text with a dark outline: readable over belts, stars and the machine alike. */
function label(ctx: Ctx, text: string, x: number, y: number, size: number, fill = '#fff', outline = '#0f172a'): void {
  ctx.font = `bold ${size}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.lineJoin = 'round';
  ctx.lineWidth = size * 0.22;
  ctx.strokeStyle = outline;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, x, y);
}

/**
 * A belt seen from above along its own axis: a dark strip between rails of its colour, slats
 * that move as far as what rides it has moved, and a chevron pointing the way it runs.
 */
function belt(ctx: Ctx, b: SceneBelt, colour: string): void {
  const length = beltLength(b);
  const half = b.width / 2;
  ctx.save();
  ctx.translate(b.from.x, b.from.y);
  ctx.rotate(Math.atan2(b.to.y - b.from.y, b.to.x - b.from.x));
  roundRect(ctx, -20, -half, length + 40, b.width, 24, '#1e293b');
  ctx.save();
  ctx.beginPath();
  ctx.rect(-20, -half, length + 40, b.width);
  ctx.clip();
  ctx.fillStyle = b.active ? '#cbd5e1' : '#64748b';
  for (let x = -SLAT_GAP + (b.shift % SLAT_GAP); x < length + 40; x += SLAT_GAP) ctx.fillRect(x, -half + 18, 16, b.width - 36);
  ctx.restore();
  // Rails in the belt's colour: the same colour as its group button and its items.
  ctx.fillStyle = colour;
  ctx.globalAlpha = b.active ? 1 : 0.8;
  ctx.fillRect(-20, -half, length + 40, 16);
  ctx.fillRect(-20, half - 16, length + 40, 16);
  ctx.globalAlpha = 1;
  ctx.restore();
}

/** The bin a group's items drop from, in the group's colour and named like its button. */
function hopper(ctx: Ctx, box: Rect, colour: string, name: string, fontSize: number, active: boolean): void {
  const inset = box.w * HOPPER_NARROWING;
  ctx.beginPath();
  ctx.moveTo(box.x, box.y);
  ctx.lineTo(box.x + box.w, box.y);
  ctx.lineTo(box.x + box.w - inset, box.y + box.h);
  ctx.lineTo(box.x + inset, box.y + box.h);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = active ? 16 : 10;
  ctx.strokeStyle = active ? '#fff' : 'rgba(15, 23, 42, 0.55)';
  ctx.stroke();
  ctx.font = `bold ${fontSize}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillStyle = '#1e1b4b';
  ctx.fillText(name, box.x + box.w / 2, box.y + box.h * 0.4 + fontSize * 0.36);
}

/** One size for all hopper names (they read as a row), the longest fitting its hopper's body. */
function hopperFontSize(ctx: Ctx, box: Rect, names: string[]): number {
  ctx.font = `bold 64px ${FONT}`;
  const widest = Math.max(...names.map((name) => ctx.measureText(name).width));
  return Math.floor(64 * Math.min(1, (box.w * (1 - HOPPER_NARROWING * 1.3)) / widest));
}

function machine(ctx: Ctx, lab: LabLayout, lightning: boolean): void {
  const m = lab.machine;
  roundRect(ctx, m.x, m.y, m.w, m.h, 60, '#64748b', '#cbd5e1');
  // An intake on top for each group's belt, and the outlet towards the disc.
  for (const group of spaceMixLab.ITEM_GROUP_NAMES) {
    const { to, width } = lab.groups[group].belt;
    roundRect(ctx, to.x - width / 2 + 10, m.y - 30, width - 20, 70, 20, '#334155', GROUP_COLOURS[group]);
  }
  roundRect(ctx, m.x + m.w - 40, lab.output.from.y - lab.output.width / 2 - 20, 90, lab.output.width + 40, 20, '#334155');
  roundRect(ctx, m.x + 80, m.y + 90, m.w - 160, 230, 40, lightning ? '#fef08a' : '#0f172a', '#cbd5e1');
  for (let i = 0; i < 3; i++) {
    ctx.fillStyle = ['#ef4444', '#facc15', '#22c55e'][i];
    ctx.beginPath();
    ctx.arc(m.x + 190 + i * 120, m.y + 400, 34, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Spec 9: 5 lines redrawn over 24 steps, crackling across the machine's window while it mixes. */
function lightningBolts(ctx: Ctx, lab: LabLayout, step: number, seed: number): void {
  const { lines, steps } = spaceMixLab.SPACE_MIX_CONSTANTS.lightning;
  const m = lab.machine;
  const left = m.x + 60;
  const right = m.x + m.w - 60;
  ctx.strokeStyle = `rgba(250, 204, 21, ${1 - step / (steps + 4)})`;
  ctx.lineWidth = 14;
  ctx.lineJoin = 'round';
  for (let line = 0; line < lines; line++) {
    let y = m.y + 110 + line * 48;
    ctx.beginPath();
    ctx.moveTo(left, y);
    for (let k = 1; k <= 6; k++) {
      y += Math.sin(seed + step * 7 + line * 13 + k * 5) * 40;
      ctx.lineTo(left + ((right - left) * k) / 6, y);
    }
    ctx.stroke();
  }
}

/** The freshly mixed product on the output belt: a glowing orb, named only once it lands. */
function product(ctx: Ctx, x: number, y: number): void {
  const glow = ctx.createRadialGradient(x, y, 10, x, y, ITEM / 2);
  glow.addColorStop(0, '#fff');
  glow.addColorStop(0.5, OUTPUT_COLOUR);
  glow.addColorStop(1, 'rgba(253, 224, 71, 0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(x, y, ITEM / 2, 0, Math.PI * 2);
  ctx.fill();
}

function disc(ctx: Ctx, lab: LabLayout, result: LabView['result']): void {
  const d = lab.disc;
  ctx.fillStyle = result ? (result.success ? '#22c55e' : '#ef4444') : 'rgba(255,255,255,0.15)';
  ctx.strokeStyle = '#e2e8f0';
  ctx.lineWidth = 16;
  ctx.beginPath();
  ctx.arc(d.x, d.y, d.r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  if (!result) return;
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  const words = result.name.split(' ');
  // The longest word fits inside the disc: the font shrinks from 50 px when it must.
  ctx.font = `bold 50px ${FONT}`;
  const widest = Math.max(...words.map((word) => ctx.measureText(word).width));
  const size = Math.floor(50 * Math.min(1, (d.r * 1.7) / widest));
  ctx.font = `bold ${size}px ${FONT}`;
  words.forEach((word, index) => ctx.fillText(word, d.x, d.y + size * 0.36 + (index - (words.length - 1) / 2) * size * 1.16));
}

/**
 * The lab on its 2000-wide virtual canvas (spec 9), scaled to the real canvas: a hopper and a
 * belt per group feeding the mixing machine, the output belt to the result disc, the helper robot.
 */
export function drawLab(ctx: Ctx, view: LabView, lab: LabLayout = LAB_LAYOUT): void {
  const scene = labScene(view, lab);
  const scale = ctx.canvas.width / V;
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const bg = ctx.createLinearGradient(0, 0, 0, LAB_HEIGHT);
  bg.addColorStop(0, '#1e1b4b');
  bg.addColorStop(1, '#312e81');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, V, LAB_HEIGHT);
  stars(ctx);
  for (const b of scene.belts) belt(ctx, b, b.id === 'output' ? OUTPUT_COLOUR : GROUP_COLOURS[b.id]);
  // Items before the hoppers and the machine: they come out from under the one, go in under the other.
  for (const { item, at } of scene.items) gem(ctx, at.x, at.y, item);
  const names = spaceMixLab.ITEM_GROUP_NAMES.map((group) => T.blockly.spaceMix.groups[group] ?? group);
  const fontSize = hopperFontSize(ctx, lab.groups.parts.hopper, names);
  spaceMixLab.ITEM_GROUP_NAMES.forEach((group, index) => {
    const active = scene.belts.some((b) => b.id === group && b.active);
    hopper(ctx, lab.groups[group].hopper, GROUP_COLOURS[group], names[index], fontSize, active);
  });
  // The product too: it comes out from under the machine and goes in under the disc.
  if (scene.product) product(ctx, scene.product.x, scene.product.y);
  machine(ctx, lab, view.lightning > 0);
  if (view.lightning) lightningBolts(ctx, lab, view.lightning, view.seed);
  disc(ctx, lab, view.result);
  drawRobot(ctx, lab.robot.x, lab.robot.y, lab.robot.size, 0, '#6366f1');
  ctx.restore();
}
