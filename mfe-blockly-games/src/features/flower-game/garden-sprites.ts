import type { Ctx } from '../../components/canvas-shapes';

/** Small vector sprites of the flower game, drawn in the side view and on the map. */
export const PETALS = ['#f472b6', '#a78bfa', '#fb923c', '#f87171', '#60a5fa'];

export function flower(ctx: Ctx, x: number, y: number, size: number, colour: string, wilted: boolean): void {
  ctx.strokeStyle = wilted ? '#a3a3a3' : '#16a34a';
  ctx.lineWidth = size * 0.1;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.quadraticCurveTo(x + (wilted ? size * 0.4 : 0), y - size * 0.6, x + (wilted ? size * 0.5 : 0), y - size * (wilted ? 0.7 : 1.1));
  ctx.stroke();
  const hx = x + (wilted ? size * 0.5 : 0);
  const hy = y - size * (wilted ? 0.7 : 1.1);
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    ctx.fillStyle = wilted ? '#9ca3af' : colour;
    ctx.beginPath();
    ctx.arc(hx + Math.cos(a) * size * 0.22, hy + Math.sin(a) * size * 0.22, size * 0.17, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = wilted ? '#6b7280' : '#facc15';
  ctx.beginPath();
  ctx.arc(hx, hy, size * 0.15, 0, Math.PI * 2);
  ctx.fill();
}

export function drop(ctx: Ctx, x: number, y: number, size: number): void {
  ctx.fillStyle = '#38bdf8';
  ctx.beginPath();
  ctx.moveTo(x, y - size * 0.6);
  ctx.quadraticCurveTo(x + size * 0.45, y, x, y + size * 0.4);
  ctx.quadraticCurveTo(x - size * 0.45, y, x, y - size * 0.6);
  ctx.fill();
}

export function bug(ctx: Ctx, x: number, y: number, size: number): void {
  ctx.fillStyle = '#dc2626';
  ctx.beginPath();
  ctx.ellipse(x, y, size * 0.35, size * 0.28, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111827';
  ctx.beginPath();
  ctx.arc(x - size * 0.32, y, size * 0.14, 0, Math.PI * 2);
  ctx.fill();
  for (const [dx, dy] of [[0, -0.1], [0.12, 0.08], [-0.12, 0.08]]) {
    ctx.beginPath();
    ctx.arc(x + size * dx, y + size * dy, size * 0.05, 0, Math.PI * 2);
    ctx.fill();
  }
}
