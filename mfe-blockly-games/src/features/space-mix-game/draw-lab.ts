import { T } from '@school/contracts';
import { spaceMixLab } from '@school/game-engines';
import { drawRobot, roundRect, type Ctx } from '../../components/canvas-shapes';

const V = spaceMixLab.SPACE_MIX_CONSTANTS.virtualCanvasSize;
export const LAB_HEIGHT = 1300;
const BELT_Y = 1050;
const BELT_START = 120;
const MACHINE = { x: 1280, y: 430, w: 560, h: 700 };
const DISC = { x: 1560, y: 230, r: 170 };
export const GROUP_COLOURS: Record<string, string> = { parts: '#f59e0b', ore: '#a78bfa', energy: '#22d3ee', substances: '#f472b6' };

export interface LabView {
  /** Items on the conveyor with their progress 0..1 (1 = inside the machine). */
  items: { item: string; progress: number }[];
  /** Lightning step in progress (0 = none). */
  lightning: number;
  result: { name: string; success: boolean } | null;
  seed: number;
}

function stars(ctx: Ctx): void {
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  for (let i = 0; i < 80; i++) ctx.fillRect((i * 397) % V, (i * 211) % 900, 6, 6);
}

const ITEM = spaceMixLab.SPACE_MIX_CONSTANTS.itemSize;

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
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 44px Nunito, Arial, sans-serif';
  ctx.textAlign = 'center';
  const name = T.blockly.spaceMix.items[item] ?? item;
  ctx.fillText(name.length > 14 ? `${name.slice(0, 13)}…` : name, x, y + r + 55);
}

function lightningBolts(ctx: Ctx, step: number, seed: number): void {
  const { lines, steps } = spaceMixLab.SPACE_MIX_CONSTANTS.lightning;
  ctx.strokeStyle = `rgba(253, 224, 71, ${1 - step / (steps + 4)})`;
  ctx.lineWidth = 14;
  ctx.lineJoin = 'round';
  for (let line = 0; line < lines; line++) {
    let x = MACHINE.x + 80 + line * 100;
    let y = MACHINE.y;
    ctx.beginPath();
    ctx.moveTo(x, y);
    for (let k = 0; k < 6; k++) {
      const wobble = Math.sin(seed + step * 7 + line * 13 + k * 5) * 60;
      x += (DISC.x - x) / (6 - k) + wobble;
      y += (DISC.y + DISC.r - y) / (6 - k);
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
}

/** The lab on its 2000-wide virtual canvas (spec 9), scaled to the real canvas. */
export function drawLab(ctx: Ctx, view: LabView, now: number): void {
  const scale = ctx.canvas.width / V;
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const bg = ctx.createLinearGradient(0, 0, 0, LAB_HEIGHT);
  bg.addColorStop(0, '#1e1b4b');
  bg.addColorStop(1, '#312e81');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, V, LAB_HEIGHT);
  stars(ctx);
  // Conveyor
  roundRect(ctx, BELT_START - 40, BELT_Y, MACHINE.x - BELT_START + 80, 90, 45, '#475569', '#1e293b');
  for (let x = BELT_START; x < MACHINE.x; x += 110) {
    ctx.fillStyle = '#94a3b8';
    ctx.beginPath();
    ctx.arc(x + ((now / 10) % 110), BELT_Y + 45, 26, 0, Math.PI * 2);
    ctx.fill();
  }
  // Machine
  roundRect(ctx, MACHINE.x, MACHINE.y, MACHINE.w, MACHINE.h, 60, '#64748b', '#cbd5e1');
  roundRect(ctx, MACHINE.x + 80, MACHINE.y + 120, MACHINE.w - 160, 260, 40, view.lightning ? '#fef08a' : '#0f172a', '#cbd5e1');
  for (let i = 0; i < 3; i++) {
    ctx.fillStyle = ['#ef4444', '#facc15', '#22c55e'][i];
    ctx.beginPath();
    ctx.arc(MACHINE.x + 160 + i * 120, MACHINE.y + 480, 34, 0, Math.PI * 2);
    ctx.fill();
  }
  roundRect(ctx, MACHINE.x - 30, BELT_Y - 40, 110, 170, 20, '#334155');
  // Helper robot
  drawRobot(ctx, 360, 760, 320, 0, '#6366f1');
  // Items on the belt
  for (const { item, progress } of view.items) {
    if (progress >= 1) continue;
    gem(ctx, BELT_START + ITEM / 2 + progress * (MACHINE.x - BELT_START - ITEM / 2), BELT_Y - ITEM / 2 - 20, item);
  }
  if (view.lightning) lightningBolts(ctx, view.lightning, view.seed);
  // Result disc
  ctx.fillStyle = view.result ? (view.result.success ? '#22c55e' : '#ef4444') : 'rgba(255,255,255,0.15)';
  ctx.strokeStyle = '#e2e8f0';
  ctx.lineWidth = 16;
  ctx.beginPath();
  ctx.arc(DISC.x, DISC.y, DISC.r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  if (view.result) {
    ctx.fillStyle = '#fff';
    ctx.textAlign = 'center';
    const words = view.result.name.split(' ');
    // The longest word fits inside the disc: the font shrinks from 50 px when it must.
    ctx.font = 'bold 50px Nunito, Arial, sans-serif';
    const widest = Math.max(...words.map((word) => ctx.measureText(word).width));
    const size = Math.floor(50 * Math.min(1, (DISC.r * 1.7) / widest));
    ctx.font = `bold ${size}px Nunito, Arial, sans-serif`;
    words.forEach((word, index) => ctx.fillText(word, DISC.x, DISC.y + size * 0.36 + (index - (words.length - 1) / 2) * size * 1.16));
  }
  ctx.restore();
}
