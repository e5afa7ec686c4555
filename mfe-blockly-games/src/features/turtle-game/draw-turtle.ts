import type { turtle } from '@school/game-engines';

type Rgba = turtle.Rgba;
type TurtleState = turtle.TurtleState;
type StrokeSegment = turtle.StrokeSegment;

export const rgba = ({ r, g, b, a }: Rgba) => `rgba(${r}, ${g}, ${b}, ${a})`;

export function drawStrokes(ctx: CanvasRenderingContext2D, strokes: StrokeSegment[]): void {
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    ctx.strokeStyle = rgba(stroke.colour);
    ctx.lineWidth = stroke.width;
    ctx.beginPath();
    ctx.moveTo(stroke.from.x, stroke.from.y);
    ctx.lineTo(stroke.to.x, stroke.to.y);
    ctx.stroke();
  }
}

/** The sprite: angle 0 looks up, clockwise. */
export function drawSprite(ctx: CanvasRenderingContext2D, state: TurtleState): void {
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (!state.visible) return;
  ctx.save();
  ctx.translate(state.position.x, state.position.y);
  ctx.rotate((state.angle * Math.PI) / 180);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#1f3d1a';
  switch (state.shape) {
    case 'turtle':
      ctx.fillStyle = '#7ccf5b';
      for (const [x, y] of [[-11, -8], [11, -8], [-11, 9], [11, 9]]) {
        ctx.beginPath();
        ctx.ellipse(x, y, 5, 4, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.arc(0, -17, 6, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = '#2f8f46';
      ctx.beginPath();
      ctx.ellipse(0, 0, 12, 14, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = '#a6e38a';
      ctx.beginPath();
      ctx.arc(0, 0, 5, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'square':
      ctx.fillStyle = '#ffb020';
      ctx.fillRect(-10, -10, 20, 20);
      ctx.strokeRect(-10, -10, 20, 20);
      break;
    case 'circle':
      ctx.fillStyle = '#38bdf8';
      ctx.beginPath();
      ctx.arc(0, 0, 11, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      break;
    default:
      ctx.fillStyle = '#6c4df6';
      ctx.beginPath();
      ctx.moveTo(0, -16);
      ctx.lineTo(11, 12);
      ctx.lineTo(-11, 12);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
  }
  ctx.restore();
}

/** The reference drawing as a faint ghost to trace over. */
export function drawReference(ctx: CanvasRenderingContext2D, pixels: Uint8ClampedArray | null): void {
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (!pixels || pixels.length !== ctx.canvas.width * ctx.canvas.height * 4) return;
  const ghost = new Uint8ClampedArray(pixels);
  for (let i = 3; i < ghost.length; i += 4) ghost[i] = Math.round(ghost[i] * 0.3);
  ctx.putImageData(new ImageData(ghost, ctx.canvas.width, ctx.canvas.height), 0, 0);
}
