/** Small vector sprites shared by the maze games (no image files, no emoji fonts needed). */
export type Ctx = CanvasRenderingContext2D;

export const ITEM_COLOURS: Record<string, string> = { red: '#ef4444', blue: '#3b82f6', green: '#22c55e', yellow: '#facc15' };

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string, stroke?: string): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = Math.max(1, w / 24);
    ctx.stroke();
  }
}

export function drawKey(ctx: Ctx, cx: number, cy: number, size: number, colour: string): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(-Math.PI / 4);
  ctx.fillStyle = colour;
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.lineWidth = size * 0.05;
  ctx.beginPath();
  ctx.arc(-size * 0.2, 0, size * 0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillRect(-size * 0.02, -size * 0.06, size * 0.45, size * 0.12);
  ctx.fillRect(size * 0.28, 0, size * 0.08, size * 0.16);
  ctx.fillRect(size * 0.15, 0, size * 0.08, size * 0.12);
  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  ctx.beginPath();
  ctx.arc(-size * 0.2, 0, size * 0.07, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

export function drawMonster(ctx: Ctx, cx: number, cy: number, size: number, alpha = 1, flipped = false): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(cx, cy);
  if (flipped) ctx.scale(-1, 1);
  ctx.fillStyle = '#a855f7';
  ctx.beginPath();
  ctx.arc(0, -size * 0.05, size * 0.32, Math.PI, 0);
  ctx.lineTo(size * 0.32, size * 0.3);
  for (let i = 0; i < 4; i++) ctx.lineTo(size * (0.24 - i * 0.16), size * (i % 2 ? 0.3 : 0.2));
  ctx.lineTo(-size * 0.32, size * 0.3);
  ctx.closePath();
  ctx.fill();
  for (const x of [-0.12, 0.12]) {
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(size * x, -size * 0.08, size * 0.09, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1e1b4b';
    ctx.beginPath();
    ctx.arc(size * (x + 0.03), -size * 0.07, size * 0.045, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = size * 0.03;
  ctx.beginPath();
  ctx.moveTo(-size * 0.1, size * 0.1);
  ctx.lineTo(-size * 0.05, size * 0.05);
  ctx.lineTo(0, size * 0.1);
  ctx.lineTo(size * 0.05, size * 0.05);
  ctx.lineTo(size * 0.1, size * 0.1);
  ctx.stroke();
  ctx.restore();
}

export function drawStone(ctx: Ctx, cx: number, cy: number, size: number): void {
  ctx.fillStyle = '#9ca3af';
  ctx.strokeStyle = '#4b5563';
  ctx.lineWidth = size * 0.04;
  ctx.beginPath();
  ctx.ellipse(cx, cy + size * 0.05, size * 0.36, size * 0.28, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#d1d5db';
  ctx.beginPath();
  ctx.ellipse(cx - size * 0.1, cy - size * 0.05, size * 0.1, size * 0.06, -0.4, 0, Math.PI * 2);
  ctx.fill();
}

export function drawBomb(ctx: Ctx, cx: number, cy: number, size: number): void {
  ctx.fillStyle = '#1f2937';
  ctx.beginPath();
  ctx.arc(cx, cy + size * 0.05, size * 0.26, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#92400e';
  ctx.lineWidth = size * 0.05;
  ctx.beginPath();
  ctx.moveTo(cx + size * 0.12, cy - size * 0.15);
  ctx.quadraticCurveTo(cx + size * 0.25, cy - size * 0.35, cx + size * 0.3, cy - size * 0.3);
  ctx.stroke();
  ctx.fillStyle = '#f97316';
  ctx.beginPath();
  ctx.arc(cx + size * 0.31, cy - size * 0.31, size * 0.07, 0, Math.PI * 2);
  ctx.fill();
}

/** A friendly robot seen from above; `angle` in degrees, 0 = up. */
export function drawRobot(ctx: Ctx, cx: number, cy: number, size: number, angle: number, body = '#3b82f6'): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate((angle * Math.PI) / 180);
  roundRect(ctx, -size * 0.34, -size * 0.34, size * 0.68, size * 0.68, size * 0.16, body, '#1e3a8a');
  roundRect(ctx, -size * 0.24, -size * 0.26, size * 0.48, size * 0.24, size * 0.08, '#dbeafe');
  for (const x of [-0.1, 0.1]) {
    ctx.fillStyle = '#1e3a8a';
    ctx.beginPath();
    ctx.arc(size * x, -size * 0.14, size * 0.05, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#facc15';
  ctx.beginPath();
  ctx.moveTo(0, -size * 0.5);
  ctx.lineTo(size * 0.1, -size * 0.36);
  ctx.lineTo(-size * 0.1, -size * 0.36);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** The smile over the map when a run ends (spec 4.4, 9): happy on the flag, sad with a tear after a failure. */
export function drawSmile(ctx: Ctx, cx: number, cy: number, r: number, happy: boolean): void {
  ctx.fillStyle = '#fde047';
  ctx.strokeStyle = '#a16207';
  ctx.lineWidth = r * 0.08;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#422006';
  for (const x of [-0.35, 0.35]) {
    ctx.beginPath();
    ctx.arc(cx + r * x, cy - r * 0.2, r * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  if (happy) ctx.arc(cx, cy + r * 0.05, r * 0.45, Math.PI * 0.15, Math.PI * 0.85);
  else ctx.arc(cx, cy + r * 0.55, r * 0.4, Math.PI * 1.15, Math.PI * 1.85);
  ctx.stroke();
  if (happy) return;
  ctx.fillStyle = '#60a5fa';
  ctx.beginPath();
  ctx.ellipse(cx + r * 0.4, cy + r * 0.05, r * 0.08, r * 0.14, 0, 0, Math.PI * 2);
  ctx.fill();
}

export function drawFlag(ctx: Ctx, x: number, y: number, size: number): void {
  ctx.strokeStyle = '#78350f';
  ctx.lineWidth = size * 0.06;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x, y - size * 0.8);
  ctx.stroke();
  ctx.fillStyle = '#ef4444';
  ctx.beginPath();
  ctx.moveTo(x, y - size * 0.8);
  ctx.lineTo(x + size * 0.45, y - size * 0.65);
  ctx.lineTo(x, y - size * 0.5);
  ctx.closePath();
  ctx.fill();
}
