import { labirint } from '@school/game-engines';
import { drawBomb, drawKey, drawMonster, drawRobot, drawStone, ITEM_COLOURS, roundRect, type Ctx } from '../../components/canvas-shapes';
import type { ReplayFrame } from './replay';

const { CELL } = labirint;
const DOORS: Record<number, string> = { [CELL.blueDoor]: 'blue', [CELL.redDoor]: 'red', [CELL.greenDoor]: 'green' };
const KEYS: Record<number, string> = { [CELL.blueKey]: 'blue', [CELL.greenKey]: 'green', [CELL.redKey]: 'red' };

export function cellSizeFor(grid: number[][], maxPixels: number): number {
  const rows = Math.max(1, grid.length);
  const columns = Math.max(1, ...grid.map((row) => row.length));
  return Math.floor(Math.min(72, maxPixels / columns, maxPixels / rows));
}

/** A bounce of -1..1 over the 64-tick loop, shifted per cell so sprites do not move in step. */
const wave = (phase: number, x: number, y: number) => Math.sin(2 * Math.PI * (phase + (x + y) * 0.13));

function drawCell(ctx: Ctx, code: number, x: number, y: number, s: number, phase: number): void {
  if (code === CELL.void) {
    ctx.fillStyle = '#1e2240';
    ctx.fillRect(x, y, s, s);
    return;
  }
  ctx.fillStyle = (Math.round(x / s) + Math.round(y / s)) % 2 ? '#fbefd5' : '#f6e6c3';
  ctx.fillRect(x, y, s, s);
  const cx = x + s / 2;
  const cy = y + s / 2;
  const bob = wave(phase, x / s, y / s) * s * 0.04;
  if (code === CELL.wall) {
    roundRect(ctx, x + 1, y + 1, s - 2, s - 2, s * 0.12, '#8b5e3c', '#5c3d26');
    ctx.strokeStyle = 'rgba(255,255,255,0.25)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x + 4, y + s / 2);
    ctx.lineTo(x + s - 4, y + s / 2);
    ctx.moveTo(x + s / 2, y + 4);
    ctx.lineTo(x + s / 2, y + s / 2);
    ctx.stroke();
  } else if (DOORS[code]) {
    roundRect(ctx, x + s * 0.15, y + s * 0.08, s * 0.7, s * 0.84, s * 0.1, ITEM_COLOURS[DOORS[code]], 'rgba(0,0,0,0.4)');
    ctx.fillStyle = '#fef08a';
    ctx.beginPath();
    ctx.arc(x + s * 0.68, cy, s * 0.06, 0, Math.PI * 2);
    ctx.fill();
  } else if (KEYS[code]) drawKey(ctx, cx, cy + bob, s * 0.8, ITEM_COLOURS[KEYS[code]]);
  else if (code === CELL.bomb) drawBomb(ctx, cx, cy + bob, s);
  else if (code === CELL.stone) drawStone(ctx, cx, cy, s);
  else if (code === CELL.monster) drawMonster(ctx, cx, cy + bob * 1.5, s);
  else if (code === CELL.exit) {
    // The exit glows brighter and dimmer once per loop.
    ctx.fillStyle = `rgba(74, 222, 128, ${0.25 + 0.25 * wave(phase, 0, 0)})`;
    ctx.fillRect(x, y, s, s);
    roundRect(ctx, x + s * 0.1, y + s * 0.1, s * 0.8, s * 0.8, s * 0.15, '#22c55e', '#15803d');
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = s * 0.1;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x + s * 0.3, y + s * 0.3);
    ctx.lineTo(x + s * 0.7, y + s * 0.7);
    ctx.moveTo(x + s * 0.7, y + s * 0.3);
    ctx.lineTo(x + s * 0.3, y + s * 0.7);
    ctx.stroke();
  }
}

/**
 * The maze with the robot at `robot` (cell coordinates, fractional while walking); `phase` (0..1)
 * is the position in the 64-tick sprite animation loop.
 */
export function drawMaze(ctx: Ctx, frame: ReplayFrame, robot: { x: number; y: number }, angle: number, s: number, phase = 0): void {
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  frame.state.grid.forEach((row, y) => row.forEach((code, x) => drawCell(ctx, code, x * s, y * s, s, phase)));
  drawRobot(ctx, robot.x * s + s / 2, robot.y * s + s / 2, s, angle);
  // The robot's lamp blinks for the last quarter of every loop.
  if (phase >= 0.75) {
    ctx.fillStyle = '#fde047';
    ctx.beginPath();
    ctx.arc(robot.x * s + s / 2, robot.y * s + s / 2, s * 0.06, 0, Math.PI * 2);
    ctx.fill();
  }
  const item = frame.state.item;
  if (item !== null) {
    const badge = s * 0.42;
    const bx = robot.x * s + s - badge * 0.6;
    const by = robot.y * s + badge * 0.6;
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(bx, by, badge / 2, 0, Math.PI * 2);
    ctx.fill();
    if (KEYS[item]) drawKey(ctx, bx, by, badge * 0.8, ITEM_COLOURS[KEYS[item]]);
    else drawBomb(ctx, bx, by, badge * 0.9);
  }
}
