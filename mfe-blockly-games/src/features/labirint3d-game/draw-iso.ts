import { drawFlag, drawKey, drawMonster, drawSmile, drawStone, ITEM_COLOURS, type Ctx } from '../../components/canvas-shapes';
import { labirint3d } from '@school/game-engines';
import type { Scene } from './scene';

const FADE_MS = 600;

export interface Projection {
  tile: number;
  originX: number;
  originY: number;
}

/**
 * Tiles are laid out at their sprite size, 128 px (spec 9), and scaled down only when the map
 * would not fit the canvas.
 */
export function projectionFor(cells: unknown[][], width: number, height: number): Projection {
  const rows = cells.length;
  const columns = Math.max(1, ...cells.map((row) => row.length));
  const tile = Math.min(labirint3d.LABIRINT3D_CONSTANTS.tileSize, (width - 40) / ((columns + rows) / 2), (height - 80) / ((columns + rows) / 4 + 0.6));
  const mapHeight = ((columns + rows) * tile) / 4;
  return { tile, originX: width / 2 + ((rows - columns) * tile) / 4, originY: (height - mapHeight) / 2 + tile * 0.3 };
}

/** Centre of a tile's top face on screen. */
export function toScreen(p: Projection, x: number, y: number) {
  return { sx: p.originX + ((x - y) * p.tile) / 2, sy: p.originY + ((x + y) * p.tile) / 4 + p.tile / 4 };
}

function drawTile(ctx: Ctx, p: Projection, x: number, y: number): void {
  const { sx, sy } = toScreen(p, x, y);
  const w = p.tile / 2;
  const h = p.tile / 4;
  const depth = p.tile * 0.18;
  ctx.fillStyle = '#8b5a2b';
  ctx.beginPath();
  ctx.moveTo(sx - w, sy);
  ctx.lineTo(sx, sy + h);
  ctx.lineTo(sx + w, sy);
  ctx.lineTo(sx + w, sy + depth);
  ctx.lineTo(sx, sy + h + depth);
  ctx.lineTo(sx - w, sy + depth);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = (x + y) % 2 ? '#86d46b' : '#7cc95f';
  ctx.strokeStyle = '#5fa84a';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(sx, sy - h);
  ctx.lineTo(sx + w, sy);
  ctx.lineTo(sx, sy + h);
  ctx.lineTo(sx - w, sy);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

function drawDoor(ctx: Ctx, sx: number, sy: number, s: number, door: Extract<labirint3d.MapObject, { kind: 'door' }>): void {
  ctx.save();
  ctx.globalAlpha = door.open ? 0.35 : 1;
  ctx.translate(sx, sy);
  ctx.transform(1, door.orientation === 'left_right' ? 0.5 : -0.5, 0, 1, 0, 0);
  ctx.fillStyle = ITEM_COLOURS[door.colour];
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(-s * 0.22, -s * 0.62, s * 0.44, s * 0.62, [s * 0.2, s * 0.2, 0, 0]);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#fef3c7';
  ctx.beginPath();
  ctx.arc(s * 0.1, -s * 0.3, s * 0.035, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function drawKeyBox(ctx: Ctx, sx: number, sy: number, s: number, colours: string[]): void {
  ctx.fillStyle = '#b45309';
  ctx.strokeStyle = '#78350f';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(sx - s * 0.2, sy - s * 0.3, s * 0.4, s * 0.28, s * 0.05);
  ctx.fill();
  ctx.stroke();
  colours.forEach((colour, index) => {
    ctx.fillStyle = ITEM_COLOURS[colour];
    ctx.beginPath();
    ctx.arc(sx - s * 0.1 + index * s * 0.1, sy - s * 0.16, s * 0.04, 0, Math.PI * 2);
    ctx.fill();
  });
  ctx.fillStyle = '#fde68a';
  ctx.fillRect(sx - s * 0.03, sy - s * 0.32, s * 0.06, s * 0.1);
}

function drawGun(ctx: Ctx, sx: number, sy: number, s: number): void {
  ctx.fillStyle = '#06b6d4';
  ctx.strokeStyle = '#0e7490';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(sx - s * 0.08, sy - s * 0.4, s * 0.16, s * 0.36, s * 0.05);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#f472b6';
  ctx.fillRect(sx - s * 0.05, sy - s * 0.48, s * 0.18, s * 0.08);
}

const EYE_SHIFT = { up: [-0.06, -0.03], right: [0.06, -0.03], down: [0.06, 0.03], left: [-0.06, 0.03] } as const;

function drawBot(ctx: Ctx, sx: number, sy: number, s: number, direction: Scene['direction']): void {
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ctx.beginPath();
  ctx.ellipse(sx, sy, s * 0.22, s * 0.1, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#f97316';
  ctx.strokeStyle = '#9a3412';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(sx - s * 0.2, sy - s * 0.55, s * 0.4, s * 0.5, s * 0.12);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#fff7ed';
  ctx.beginPath();
  ctx.roundRect(sx - s * 0.15, sy - s * 0.48, s * 0.3, s * 0.2, s * 0.06);
  ctx.fill();
  const [dx, dy] = EYE_SHIFT[direction];
  ctx.fillStyle = '#1f2937';
  for (const ex of [-0.07, 0.07]) {
    ctx.beginPath();
    ctx.arc(sx + s * (ex + dx), sy - s * (0.38 - dy), s * 0.035, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = '#9a3412';
  ctx.beginPath();
  ctx.moveTo(sx, sy - s * 0.55);
  ctx.lineTo(sx, sy - s * 0.66);
  ctx.stroke();
  ctx.fillStyle = '#facc15';
  ctx.beginPath();
  ctx.arc(sx, sy - s * 0.68, s * 0.04, 0, Math.PI * 2);
  ctx.fill();
}

function drawObject(ctx: Ctx, object: labirint3d.MapObject, sx: number, sy: number, s: number): void {
  switch (object.kind) {
    case 'flag':
      return drawFlag(ctx, sx, sy, s * 0.8);
    case 'door':
      return drawDoor(ctx, sx, sy, s, object);
    case 'key':
      return drawKey(ctx, sx, sy - s * 0.15, s * 0.45, ITEM_COLOURS[object.colour]);
    case 'keyBox':
      return drawKeyBox(ctx, sx, sy, s, object.colours);
    case 'gun':
      return drawGun(ctx, sx, sy, s);
    case 'stone':
      return drawStone(ctx, sx, sy - s * 0.15, s * 0.7);
    case 'monster':
      return drawMonster(ctx, sx, sy - s * 0.25, s * 0.7, 1, object.flipped);
  }
}

/** One frame: sky, clouds, tiles, then objects and the bot back to front. */
export function drawScene(ctx: Ctx, scene: Scene, p: Projection, now: number): void {
  const { width, height } = ctx.canvas;
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#7dd3fc');
  sky.addColorStop(1, '#e0f2fe');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  for (const cloud of scene.clouds) {
    const x = (((cloud.x + now * cloud.speed) % 1.2) - 0.1) * width;
    const y = cloud.y * height;
    ctx.beginPath();
    ctx.ellipse(x, y, cloud.r * 1.6, cloud.r * 0.7, 0, 0, Math.PI * 2);
    ctx.ellipse(x + cloud.r * 0.6, y - cloud.r * 0.35, cloud.r * 0.8, cloud.r * 0.6, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  scene.cells.forEach((row, y) => row.forEach((cell, x) => cell.tile && drawTile(ctx, p, x, y)));
  const drawables: { depth: number; draw(): void }[] = [];
  scene.cells.forEach((row, y) =>
    row.forEach((cell, x) => {
      const { sx, sy } = toScreen(p, x, y);
      if (cell.object) drawables.push({ depth: x + y, draw: () => drawObject(ctx, cell.object!, sx, sy, p.tile) });
      const fadeStart = scene.fading.get(`${x},${y}`);
      if (fadeStart !== undefined && now - fadeStart < FADE_MS) {
        drawables.push({ depth: x + y, draw: () => drawMonster(ctx, sx, sy - p.tile * 0.25, p.tile * 0.7, 1 - (now - fadeStart) / FADE_MS) });
      }
    }),
  );
  const bot = toScreen(p, scene.bot.x, scene.bot.y);
  drawables.push({ depth: scene.bot.x + scene.bot.y + 0.01, draw: () => drawBot(ctx, bot.sx, bot.sy, p.tile, scene.direction) });
  drawables.sort((a, b) => a.depth - b.depth).forEach((item) => item.draw());
  if (scene.smile && now < scene.smile.until) {
    ctx.fillStyle = scene.smile.happy ? 'rgba(34, 197, 94, 0.15)' : 'rgba(30, 27, 75, 0.25)';
    ctx.fillRect(0, 0, width, height);
    drawSmile(ctx, width / 2, height / 2, Math.min(width, height) * 0.16, scene.smile.happy);
  }
}
