import type { flowerDefence } from '@school/game-engines';
import type { Ctx } from '../../components/canvas-shapes';
import type { GardenView } from './draw-garden';
import { bug, drop, flower, PETALS } from './garden-sprites';

/** Tile colours of the map cells (flower-defence/gardenMap.ts in the engines). */
export const TILE_COLOURS: Record<flowerDefence.GardenCell, string> = {
  grass: '#86efac',
  bed: '#a16207',
  path: '#fde68a',
  pond: '#38bdf8',
  fence: '#92400e',
};

/** The main colour of each item's sprite. */
export const ITEM_COLOURS: Record<flowerDefence.GardenItemName, string> = {
  watering_can: '#2563eb',
  sprayer: '#16a34a',
  shovel: '#6b7280',
  beehive: '#f59e0b',
};

/** The garden seen from above on the config's map: tiles, flowers in the beds, the item, the weather. */
export function drawGardenMap(ctx: Ctx, view: GardenView, layout: flowerDefence.GardenLayout, now: number): void {
  const { width: w, height: h } = ctx.canvas;
  const rows = layout.cells.length;
  const columns = Math.max(1, ...layout.cells.map((row) => row.length));
  const cell = Math.floor(Math.min(w / columns, h / rows));
  const left = Math.floor((w - cell * columns) / 2);
  const top = Math.floor((h - cell * rows) / 2);
  const at = (x: number, y: number) => ({ px: left + x * cell, py: top + y * cell });

  ctx.fillStyle = '#bbf7d0';
  ctx.fillRect(0, 0, w, h);
  layout.cells.forEach((row, y) =>
    row.forEach((kind, x) => {
      const { px, py } = at(x, y);
      ctx.fillStyle = TILE_COLOURS[kind];
      ctx.fillRect(px, py, cell, cell);
      if (kind === 'fence') {
        ctx.fillStyle = '#fef3c7';
        for (const dx of [0.2, 0.5, 0.8]) ctx.fillRect(px + cell * dx - cell * 0.05, py + cell * 0.15, cell * 0.1, cell * 0.7);
      }
    }),
  );

  // Flowers grow in the first beds; the rest of the beds stay bare soil.
  const shown = Math.min(view.counters.flowers, layout.beds.length);
  layout.beds.slice(0, view.wilted ? Math.max(shown, Math.min(1, layout.beds.length)) : shown).forEach(({ x, y }, index) => {
    const { px, py } = at(x, y);
    flower(ctx, px + cell / 2, py + cell * 0.85, cell * 0.6, PETALS[index % PETALS.length], view.wilted);
  });
  if (view.counters.protection > 0) {
    ctx.strokeStyle = 'rgba(59,130,246,0.6)';
    ctx.lineWidth = Math.max(2, cell * 0.06);
    for (const { x, y } of layout.beds) {
      const { px, py } = at(x, y);
      ctx.strokeRect(px + 2, py + 2, cell - 4, cell - 4);
    }
  }
  if (layout.item) {
    const { px, py } = at(layout.item.x, layout.item.y);
    drawItem(ctx, layout.item.name, px + cell / 2, py + cell / 2, cell * 0.7);
  }

  if (view.event === 'raining') {
    ctx.fillStyle = 'rgba(100,116,139,0.25)';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = '#3b82f6';
    ctx.lineWidth = 2;
    for (let i = 0; i < 40; i++) {
      const x = ((i * 53) % w) + ((now / 8) % 20);
      const y = (i * 37 + now / 4) % h;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x - 3, y + 10);
      ctx.stroke();
    }
  }
  if (view.event === 'sunny') {
    ctx.fillStyle = 'rgba(253,224,71,0.9)';
    ctx.beginPath();
    ctx.arc(w - 36, 36, 26, 0, Math.PI * 2);
    ctx.fill();
  }
  if (view.event === 'attack') {
    layout.beds.forEach(({ x, y }, i) => {
      const { px, py } = at(x, y);
      bug(ctx, px + cell * 0.3 + Math.sin(now / 200 + i) * 4, py + cell * 0.3, cell * 0.35);
    });
  }
  for (let i = 0; i < Math.min(view.counters.water, 10); i++) drop(ctx, 14 + i * 18, h - 14, 12);
}

function drawItem(ctx: Ctx, name: flowerDefence.GardenItemName, cx: number, cy: number, size: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.fillStyle = ITEM_COLOURS[name];
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.lineWidth = Math.max(1, size * 0.05);
  ctx.beginPath();
  if (name === 'watering_can') {
    ctx.roundRect(-size * 0.3, -size * 0.2, size * 0.45, size * 0.45, size * 0.06);
    ctx.moveTo(size * 0.15, 0);
    ctx.lineTo(size * 0.45, -size * 0.3);
    ctx.lineTo(size * 0.45, -size * 0.2);
    ctx.lineTo(size * 0.15, size * 0.1);
  } else if (name === 'sprayer') {
    ctx.roundRect(-size * 0.15, -size * 0.1, size * 0.3, size * 0.45, size * 0.08);
    ctx.rect(-size * 0.05, -size * 0.3, size * 0.1, size * 0.2);
    ctx.rect(-size * 0.05, -size * 0.3, size * 0.3, size * 0.08);
  } else if (name === 'shovel') {
    ctx.rect(-size * 0.04, -size * 0.45, size * 0.08, size * 0.5);
    ctx.moveTo(-size * 0.18, 0.05 * size);
    ctx.lineTo(size * 0.18, 0.05 * size);
    ctx.lineTo(0, size * 0.45);
    ctx.closePath();
  } else {
    for (const [dy, rx] of [[-0.25, 0.2], [0, 0.3], [0.25, 0.35]]) ctx.ellipse(0, size * dy, size * rx, size * 0.13, 0, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}
