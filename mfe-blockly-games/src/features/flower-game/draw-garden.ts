import type { flowerDefence } from '@school/game-engines';
import type { Ctx } from '../../components/canvas-shapes';
import { drawGardenMap } from './draw-garden-map';
import { bug, drop, flower, PETALS } from './garden-sprites';

export interface GardenView {
  counters: flowerDefence.FlowerCounters;
  event?: string;
  wilted: boolean;
  /** The config's map and item (spec 3.4); the garden is drawn on them when the config has a map. */
  layout?: flowerDefence.GardenLayout | null;
}

/** The garden: weather for the event, the flowers, the water tank and coins. */
export function drawGarden(ctx: Ctx, view: GardenView, now: number): void {
  if (view.layout) return drawGardenMap(ctx, view, view.layout, now);
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
