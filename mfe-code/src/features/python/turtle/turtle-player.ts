import { isConsoleEvent, rgbCss, toCanvas, type ConsoleEvent, type Rgb, type RunEvent, type ShapePart, type TurtleOp } from '@school/python-runtime';

type Drawn = Extract<TurtleOp, { t: 'line' | 'dot' | 'stamp' | 'write' | 'fill' }>;
type SpriteOp = Extract<TurtleOp, { t: 'turtle' }>;

export interface PlayerCallbacks {
  onConsole(event: ConsoleEvent): void;
  onInput(prompt: string): void;
}

type Item = { kind: 'event'; event: RunEvent } | { kind: 'input'; prompt: string } | { kind: 'end'; fn: () => void };

const SIZE = 600;
/** Ops applied in one frame at most when nothing is animated (speed 0), so frames stay short. */
const OPS_PER_FRAME = 4000;

/**
 * Plays a run on a 600x600 canvas in the order it happened: turtle ops animated by their
 * duration (speed 0 = instant), console text and input prompts released when the drawing before
 * them is done, so print and input stay in order with the drawing. After tracer(0) the canvas
 * shows a new picture only at update() (one a frame; older frames still queued are skipped) or
 * when the run ends, as Tk does.
 */
export class TurtlePlayer {
  private queue: Item[] = [];
  private items: Drawn[] = [];
  private sprites = new Map<number, SpriteOp>();
  private looks = new Map<number, ShapePart[]>();
  private holding = false;
  private updatesQueued = 0;
  private background = '#ffffff';
  private ink: HTMLCanvasElement;
  private frame = 0;
  private last = 0;
  private opElapsed = 0;
  private partial: { op: TurtleOp; fraction: number } | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly callbacks: PlayerCallbacks,
  ) {
    this.ink = document.createElement('canvas');
    this.ink.width = this.ink.height = SIZE;
    this.render();
  }

  /** Forgets everything and draws an empty canvas (a new run). */
  reset() {
    this.queue = [];
    this.items = [];
    this.sprites.clear();
    this.looks.clear();
    this.holding = false;
    this.updatesQueued = 0;
    this.background = '#ffffff';
    this.partial = null;
    this.opElapsed = 0;
    this.ink.getContext('2d')!.clearRect(0, 0, SIZE, SIZE);
    this.render();
  }

  push(events: RunEvent[]) {
    for (const event of events) {
      if (event.t === 'update') this.updatesQueued++;
      this.queue.push({ kind: 'event', event });
    }
    this.schedule();
  }

  pushInput(prompt: string) {
    this.queue.push({ kind: 'input', prompt });
    this.schedule();
  }

  /** Calls fn once everything queued before it has been shown. */
  pushEnd(fn: () => void) {
    this.queue.push({ kind: 'end', fn });
    this.schedule();
  }

  /** Drops what was not shown yet (Stop): the drawing freezes where it is. */
  cut() {
    this.queue = this.queue.filter((item) => item.kind === 'end');
    this.updatesQueued = 0;
    this.holding = false;
    this.partial = null;
    this.schedule();
  }

  /** True when the canvas has been drawn on (the workspace shows it only then). */
  get hasDrawing(): boolean {
    return this.items.length > 0 || this.sprites.size > 0;
  }

  dispose() {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  private schedule() {
    if (this.frame) return;
    this.last = performance.now();
    this.frame = requestAnimationFrame((t) => this.tick(t));
  }

  private tick(now: number) {
    this.frame = 0;
    let budget = Math.max(0, now - this.last);
    this.last = now;
    let applied = 0;
    let show = false;
    this.partial = null;
    while (this.queue.length && applied < OPS_PER_FRAME) {
      const item = this.queue[0];
      if (item.kind === 'input') {
        this.callbacks.onInput(item.prompt);
        show = true;
      } else if (item.kind === 'end') {
        item.fn();
        show = true;
      } else if (isConsoleEvent(item.event)) {
        this.callbacks.onConsole(item.event);
      } else if (item.event.t === 'update') {
        this.queue.shift();
        applied++;
        this.updatesQueued--;
        // The newest frame already here is the one to show; an older one would only lag behind.
        if (this.updatesQueued <= 0) {
          show = true;
          break;
        }
        continue;
      } else {
        const op = item.event;
        const ms = 'ms' in op && !this.holding ? op.ms : 0;
        if (ms > 0 && this.opElapsed + budget < ms) {
          this.opElapsed += budget;
          this.partial = { op, fraction: this.opElapsed / ms };
          break;
        }
        if (ms > 0) budget -= ms - this.opElapsed;
        this.opElapsed = 0;
        this.apply(op);
      }
      this.queue.shift();
      applied++;
    }
    if (!this.holding || show) this.render();
    if (this.queue.length) this.frame = requestAnimationFrame((t) => this.tick(t));
  }

  private apply(op: TurtleOp) {
    const ctx = this.ink.getContext('2d')!;
    switch (op.t) {
      case 'turtle':
        this.sprites.set(op.id, op);
        return;
      case 'look':
        this.looks.set(op.id, op.polys);
        return;
      case 'remove':
        this.sprites.delete(op.id);
        this.looks.delete(op.id);
        return;
      case 'bg':
        this.background = rgbCss(op.c);
        return;
      case 'tracer':
        this.holding = op.n === 0;
        return;
      case 'update':
        return;
      case 'clear':
        this.items = op.id === null ? [] : this.items.filter((item) => item.id !== op.id);
        this.redraw();
        return;
      case 'erase': {
        const gone = new Set(op.keys);
        this.items = this.items.filter((item) => item.k === undefined || !gone.has(item.k));
        this.redraw();
        return;
      }
      case 'fill': {
        // A fill lies under the outline drawn since its begin_fill, as in Tk.
        const at = op.under == null ? -1 : this.items.findIndex((item) => item.k === op.under);
        if (at < 0) {
          this.items.push(op);
          drawItem(ctx, op);
        } else {
          this.items.splice(at, 0, op);
          this.redraw();
        }
        return;
      }
      default:
        this.items.push(op);
        drawItem(ctx, op);
    }
  }

  private redraw() {
    const ctx = this.ink.getContext('2d')!;
    ctx.clearRect(0, 0, SIZE, SIZE);
    for (const item of this.items) drawItem(ctx, item);
  }

  private render() {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = this.background;
    ctx.fillRect(0, 0, SIZE, SIZE);
    ctx.drawImage(this.ink, 0, 0);
    const moving = new Map<number, SpriteOp>();
    const partial = this.partial;
    if (partial?.op.t === 'line') {
      const { op, fraction } = partial;
      const x = op.x1 + (op.x2 - op.x1) * fraction;
      const y = op.y1 + (op.y2 - op.y1) * fraction;
      drawItem(ctx, { ...op, x2: x, y2: y });
      const sprite = this.sprites.get(op.id);
      if (sprite) moving.set(op.id, { ...sprite, x, y });
    } else if (partial?.op.t === 'turtle') {
      const { op, fraction } = partial;
      const from = this.sprites.get(op.id) ?? op;
      let turn = ((op.h - from.h + 540) % 360) - 180;
      if (Math.abs(turn) === 180) turn = op.h - from.h;
      moving.set(op.id, { ...op, x: from.x + (op.x - from.x) * fraction, y: from.y + (op.y - from.y) * fraction, h: from.h + turn * fraction });
    }
    for (const [id, sprite] of this.sprites) {
      const shown = moving.get(id) ?? sprite;
      if (shown.v) drawShape(ctx, shown.x, shown.y, shown.h, this.looks.get(id) ?? classic(shown.c, shown.fc));
    }
  }
}

function drawItem(ctx: CanvasRenderingContext2D, item: Drawn) {
  ctx.save();
  switch (item.t) {
    case 'line': {
      const a = toCanvas(item.x1, item.y1);
      const b = toCanvas(item.x2, item.y2);
      ctx.strokeStyle = rgbCss(item.c);
      ctx.lineWidth = Math.max(1, item.w);
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
      break;
    }
    case 'dot': {
      const p = toCanvas(item.x, item.y);
      ctx.fillStyle = rgbCss(item.c);
      ctx.beginPath();
      ctx.arc(p.x, p.y, Math.max(0.5, item.size / 2), 0, Math.PI * 2);
      ctx.fill();
      break;
    }
    case 'fill': {
      ctx.fillStyle = rgbCss(item.c);
      ctx.beginPath();
      item.pts.forEach(([x, y], i) => {
        const p = toCanvas(x, y);
        if (i === 0) ctx.moveTo(p.x, p.y);
        else ctx.lineTo(p.x, p.y);
      });
      ctx.closePath();
      // Tk fills a polygon even-odd: a star drawn in one stroke keeps its middle empty.
      ctx.fill('evenodd');
      break;
    }
    case 'write': {
      const p = toCanvas(item.x, item.y);
      const [family, size, style] = item.font;
      ctx.fillStyle = rgbCss(item.c);
      ctx.font = `${style === 'normal' ? '' : style.replace('bold', 'bold ').replace('italic', 'italic ')}${size * 1.33}px ${family}, sans-serif`;
      ctx.textAlign = item.align === 'center' ? 'center' : item.align === 'right' ? 'right' : 'left';
      ctx.fillText(item.text, p.x, p.y);
      break;
    }
    case 'stamp':
      drawShape(ctx, item.x, item.y, item.h, item.polys ?? classic(item.c, item.fc));
      break;
  }
  ctx.restore();
}

/** The classic arrowhead, for ops of a log written before shapes travelled as polygons. */
function classic(line: Rgb, fill: Rgb): ShapePart[] {
  return [{ pts: [[0, 0], [-9, 5], [-7, 0], [-9, -5]], fill, line, w: 1 }];
}

/** A turtle's shape: its polygons (x forward, y left, pixels) turned to its heading at its place. */
function drawShape(ctx: CanvasRenderingContext2D, x: number, y: number, heading: number, parts: readonly ShapePart[]) {
  const p = toCanvas(x, y);
  ctx.save();
  ctx.translate(p.x, p.y);
  ctx.rotate((-heading * Math.PI) / 180);
  for (const part of parts) {
    if (part.pts.length < 2) continue;
    ctx.beginPath();
    part.pts.forEach(([sx, sy], i) => (i === 0 ? ctx.moveTo(sx, -sy) : ctx.lineTo(sx, -sy)));
    ctx.closePath();
    ctx.fillStyle = rgbCss(part.fill);
    ctx.fill('evenodd');
    if (part.w > 0) {
      ctx.strokeStyle = rgbCss(part.line);
      ctx.lineWidth = part.w;
      ctx.stroke();
    }
  }
  ctx.restore();
}
