import type { flowerDefence } from '@school/game-engines';
import type { Ctx } from '../../components/canvas-shapes';

export interface GardenView {
  counters: flowerDefence.FlowerCounters;
  event?: string;
  wilted: boolean;
}

const PETALS = ['#f472b6', '#a78bfa', '#fb923c', '#f87171', '#60a5fa'];

function flower(ctx: Ctx, x: number, y: number, size: number, colour: string, wilted: boolean): void {
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

function drop(ctx: Ctx, x: number, y: number, size: number): void {
  ctx.fillStyle = '#38bdf8';
  ctx.beginPath();
  ctx.moveTo(x, y - size * 0.6);
  ctx.quadraticCurveTo(x + size * 0.45, y, x, y + size * 0.4);
  ctx.quadraticCurveTo(x - size * 0.45, y, x, y - size * 0.6);
  ctx.fill();
}

function bug(ctx: Ctx, x: number, y: number, size: number): void {
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

/** The garden: weather for the event, the flowers, the water tank and coins. */
export function drawGarden(ctx: Ctx, view: GardenView, now: number): void {
  const { width: w, height: h } = ctx.canvas;
  const ground = h * 0.62;
  const sky = ctx.createLinearGradient(0, 0, 0, ground);
  sky.addColorStop(0, view.event === 'raining' ? '#94a3b8' : '#7dd3fc');
  sky.addColorStop(1, '#e0f2fe');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, ground);
  ctx.fillStyle = '#86efac';
  ctx.fillRect(0, ground, w, h - ground);
  ctx.fillStyle = '#a16207';
  ctx.fillRect(0, ground + h * 0.08, w, h * 0.12);
  if (view.event === 'sunny' || view.event === undefined) {
    ctx.fillStyle = '#fde047';
    ctx.beginPath();
    ctx.arc(w * 0.85, h * 0.16, h * (view.event === 'sunny' ? 0.11 : 0.07), 0, Math.PI * 2);
    ctx.fill();
  }
  if (view.event === 'raining') {
    ctx.fillStyle = '#e2e8f0';
    for (const x of [0.2, 0.5, 0.78]) {
      ctx.beginPath();
      ctx.ellipse(w * x, h * 0.14, w * 0.12, h * 0.06, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = '#3b82f6';
    ctx.lineWidth = 2;
    for (let i = 0; i < 40; i++) {
      const x = ((i * 53) % w) + ((now / 8) % 20);
      const y = h * 0.2 + (((i * 37 + now / 4) % (ground - h * 0.2)));
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x - 3, y + 10);
      ctx.stroke();
    }
  }
  const flowers = Math.min(view.counters.flowers, 12);
  const shown = view.wilted ? Math.max(flowers, 1) : flowers;
  for (let i = 0; i < shown; i++) {
    const x = w * 0.12 + (i * w * 0.76) / Math.max(1, shown - 1 || 1);
    flower(ctx, shown === 1 ? w / 2 : x, ground + h * 0.09, h * 0.2, PETALS[i % PETALS.length], view.wilted);
  }
  if (view.event === 'attack') {
    for (let i = 0; i < 6; i++) bug(ctx, w * (0.1 + i * 0.16) + Math.sin(now / 200 + i) * 8, ground - h * 0.22 + Math.cos(now / 150 + i) * 6, h * 0.08);
  }
  if (view.counters.protection > 0) {
    ctx.strokeStyle = 'rgba(59,130,246,0.55)';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.ellipse(w / 2, ground + h * 0.02, w * 0.45, h * 0.3, 0, Math.PI, 0);
    ctx.stroke();
  }
  for (let i = 0; i < Math.min(view.counters.water, 10); i++) drop(ctx, w * 0.06 + i * 22, h * 0.93, 16);
}
