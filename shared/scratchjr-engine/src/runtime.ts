import type { BlockOp, SoundId, Speed } from './blocks';
import { CELL, STAGE_HEIGHT, STAGE_WIDTH, type Block, type BackgroundId, type Character, type CharacterKind, type Project } from './model';

/** The interpreter advances in fixed ticks: 30 per second of play. */
export const TICKS_PER_SECOND = 30;
/** Pixels a moving character covers per tick at each speed. */
export const SPEED_PX: Record<Speed, number> = { slow: 2, normal: 4, fast: 8 };
/** A turn block's unit: 30 degrees (ScratchJr's twelve turns per circle). */
export const TURN_UNIT_DEG = 30;
export const SAY_TICKS = 2 * TICKS_PER_SECOND;
const HOP_TICKS = 16;
const SIZE_STEP = 10;
const MIN_SIZE = 20;
const MAX_SIZE = 400;
/** A character's drawn size at 100 %; two characters touch when their centres are closer than this at 100 %. */
export const CHARACTER_SIZE = 64;
/** A runaway guard: a tick runs at most this many instant blocks per script. */
const INSTANT_BLOCKS_PER_TICK = 200;

export interface SpriteState {
  id: string;
  kind: CharacterKind;
  x: number;
  y: number;
  /** Degrees clockwise; 0 is the drawing's own orientation. */
  heading: number;
  /** Size in percent. */
  size: number;
  visible: boolean;
  say: string | null;
  /** Extra height of a hop in progress (drawn above y). */
  lift: number;
}

export interface StageView {
  pageIndex: number;
  background: BackgroundId;
  sprites: SpriteState[];
}

export type RuntimeEvent = { type: 'sound'; sound: SoundId; characterId: string } | { type: 'page'; pageIndex: number };

type Action =
  | { kind: 'move'; dx: number; dy: number; left: number }
  | { kind: 'turn'; step: number; left: number }
  | { kind: 'hop'; height: number; tick: number }
  | { kind: 'wait'; left: number }
  | { kind: 'say'; left: number };

interface Frame {
  blocks: Block[];
  index: number;
  /** Passes still to run after the current one (repeat bodies). */
  repeatsLeft: number;
}

interface Thread {
  characterId: string;
  scriptId: string;
  /** The script's blocks after its trigger. */
  blocks: Block[];
  stack: Frame[];
  action: Action | null;
}

interface CharacterRuntime {
  def: Character;
  state: SpriteState;
  speed: Speed;
}

const clampSize = (size: number) => Math.min(MAX_SIZE, Math.max(MIN_SIZE, size));
const wrap = (value: number, max: number) => ((value % max) + max) % max;
const num = (block: Block, fallback: number) => block.n ?? fallback;

/**
 * Runs a project's scripts on the current page, all concurrently: each tick every running script
 * advances its current block (a move, a wait) by one step, and runs instant blocks until it
 * reaches a timed one. A script that is triggered while it runs starts over, as in ScratchJr.
 */
export class ScratchJrRuntime {
  private pageIdx = 0;
  private characters: CharacterRuntime[] = [];
  private threads: Thread[] = [];
  private events: RuntimeEvent[] = [];
  private touching = new Set<string>();
  private ticks = 0;

  constructor(private readonly project: Project, pageIndex = 0) {
    this.loadPage(pageIndex);
  }

  get pageIndex(): number {
    return this.pageIdx;
  }
  get running(): boolean {
    return this.threads.length > 0;
  }
  get elapsedTicks(): number {
    return this.ticks;
  }

  view(): StageView {
    return {
      pageIndex: this.pageIdx,
      background: this.project.pages[this.pageIdx].background,
      sprites: this.characters.map((c) => ({ ...c.state })),
    };
  }

  /** Sounds and page changes since the last call (the player plays them). */
  drainEvents(): RuntimeEvent[] {
    const out = this.events;
    this.events = [];
    return out;
  }

  /** The green flag: characters go home and every green-flag script starts. */
  greenFlag(): void {
    this.loadPage(this.pageIdx);
    this.fire((block) => block.op === 'onFlag');
  }

  tap(characterId: string): void {
    this.fire((block) => block.op === 'onTap', characterId);
  }

  stop(): void {
    this.threads = [];
    for (const c of this.characters) c.state.lift = 0;
  }

  /** Advances the whole stage by `count` ticks. */
  tick(count = 1): void {
    for (let i = 0; i < count; i++) this.step();
  }

  private loadPage(index: number): void {
    this.pageIdx = Math.min(Math.max(0, index), this.project.pages.length - 1);
    this.threads = [];
    this.touching.clear();
    this.characters = this.project.pages[this.pageIdx].characters.map((def) => ({
      def,
      speed: 'normal',
      state: { id: def.id, kind: def.kind, x: def.x, y: def.y, heading: 0, size: 100, visible: true, say: null, lift: 0 },
    }));
  }

  /** Starts (or restarts) every script whose trigger matches, for one character or all. */
  private fire(matches: (trigger: Block) => boolean, characterId?: string): void {
    for (const c of this.characters) {
      if (characterId !== undefined && c.def.id !== characterId) continue;
      for (const script of c.def.scripts) {
        const [trigger, ...rest] = script.blocks;
        if (!trigger || !matches(trigger)) continue;
        this.threads = this.threads.filter((t) => !(t.characterId === c.def.id && t.scriptId === script.id));
        this.threads.push({ characterId: c.def.id, scriptId: script.id, blocks: rest, stack: [{ blocks: rest, index: 0, repeatsLeft: 0 }], action: null });
      }
    }
  }

  private step(): void {
    this.ticks++;
    // A snapshot: scripts started during this tick (messages, bumps) first run on the next one.
    for (const thread of [...this.threads]) {
      if (!this.threads.includes(thread)) continue;
      this.advance(thread);
    }
    this.detectBumps();
  }

  private character(id: string): CharacterRuntime {
    return this.characters.find((c) => c.def.id === id)!;
  }

  private advance(thread: Thread): void {
    const c = this.character(thread.characterId);
    for (let instant = 0; instant < INSTANT_BLOCKS_PER_TICK; instant++) {
      if (thread.action) {
        if (!this.continueAction(c, thread.action)) thread.action = null;
        return;
      }
      const block = this.nextBlock(thread);
      if (!block) {
        this.threads = this.threads.filter((t) => t !== thread);
        return;
      }
      // A timed block starts moving in the tick it begins (the loop continues into it).
      if (this.run(c, thread, block) === 'halt' && !thread.action) return;
    }
  }

  /** The next block of a thread, unwinding finished repeat bodies; null when the script ends. */
  private nextBlock(thread: Thread): Block | null {
    while (thread.stack.length > 0) {
      const frame = thread.stack[thread.stack.length - 1];
      if (frame.index < frame.blocks.length) return frame.blocks[frame.index++];
      if (frame.repeatsLeft > 0) {
        frame.repeatsLeft--;
        frame.index = 0;
        continue;
      }
      thread.stack.pop();
    }
    return null;
  }

  /** Runs one block: starts a timed action, or does an instant one. 'halt' ends this tick for the thread. */
  private run(c: CharacterRuntime, thread: Thread, block: Block): 'go' | 'halt' {
    const s = c.state;
    const px = SPEED_PX[c.speed];
    const move = (dx: number, dy: number) => {
      const distance = num(block, 1) * CELL;
      if (distance > 0) thread.action = { kind: 'move', dx: dx * px, dy: dy * px, left: distance / px };
    };
    const op: BlockOp = block.op;
    switch (op) {
      case 'moveRight':
        move(1, 0);
        break;
      case 'moveLeft':
        move(-1, 0);
        break;
      case 'moveUp':
        move(0, -1);
        break;
      case 'moveDown':
        move(0, 1);
        break;
      case 'turnRight':
      case 'turnLeft': {
        const degrees = num(block, 1) * TURN_UNIT_DEG;
        const perTick = 6 * (px / SPEED_PX.normal) * (op === 'turnRight' ? 1 : -1);
        if (degrees > 0) thread.action = { kind: 'turn', step: perTick, left: degrees / Math.abs(perTick) };
        break;
      }
      case 'hop':
        thread.action = { kind: 'hop', height: (num(block, 2) * CELL) / 2, tick: 0 };
        break;
      case 'goHome':
        s.x = c.def.x;
        s.y = c.def.y;
        s.heading = 0;
        break;
      case 'say':
        s.say = block.text ?? '';
        thread.action = { kind: 'say', left: SAY_TICKS };
        break;
      case 'grow':
        s.size = clampSize(s.size + num(block, 2) * SIZE_STEP);
        break;
      case 'shrink':
        s.size = clampSize(s.size - num(block, 2) * SIZE_STEP);
        break;
      case 'resetSize':
        s.size = 100;
        break;
      case 'hide':
        s.visible = false;
        break;
      case 'show':
        s.visible = true;
        break;
      case 'sound':
        this.events.push({ type: 'sound', sound: block.sound ?? 'pop', characterId: c.def.id });
        break;
      case 'wait': {
        const ticks = Math.round((num(block, 10) * TICKS_PER_SECOND) / 10);
        thread.action = { kind: 'wait', left: Math.max(1, ticks) };
        break;
      }
      case 'setSpeed':
        c.speed = block.speed ?? 'normal';
        break;
      case 'repeat': {
        const times = num(block, 4);
        const body = block.body ?? [];
        if (times > 0 && body.length > 0) thread.stack.push({ blocks: body, index: 0, repeatsLeft: times - 1 });
        // An empty loop still yields, so "repeat" with nothing inside cannot spin.
        return 'halt';
      }
      case 'sendMessage':
        this.fire((trigger) => trigger.op === 'onMessage' && (trigger.color ?? 'red') === ((block.color ?? 'red')));
        break;
      case 'stop':
        this.threads = this.threads.filter((t) => t.characterId !== c.def.id);
        s.lift = 0;
        return 'halt';
      case 'end':
        thread.stack = [];
        break;
      case 'forever':
        // Back to the first block after the trigger; yield so an instant-only loop cannot spin.
        thread.stack = [{ blocks: thread.blocks, index: 0, repeatsLeft: 0 }];
        return 'halt';
      case 'goToPage': {
        const target = num(block, 1) - 1;
        if (target >= 0 && target < this.project.pages.length) {
          this.loadPage(target);
          this.events.push({ type: 'page', pageIndex: this.pageIdx });
          this.fire((trigger) => trigger.op === 'onFlag');
        } else thread.stack = [];
        return 'halt';
      }
      case 'onFlag':
      case 'onTap':
      case 'onBump':
      case 'onMessage':
        // A trigger in the middle of a script does nothing.
        break;
    }
    return 'go';
  }

  /** One tick of a timed action; false when it has finished. */
  private continueAction(c: CharacterRuntime, action: Action): boolean {
    const s = c.state;
    switch (action.kind) {
      case 'move': {
        const share = Math.min(1, action.left);
        s.x = wrap(s.x + action.dx * share, STAGE_WIDTH);
        s.y = wrap(s.y + action.dy * share, STAGE_HEIGHT);
        action.left -= share;
        return action.left > 1e-9;
      }
      case 'turn': {
        const share = Math.min(1, action.left);
        s.heading = wrap(s.heading + action.step * share, 360);
        action.left -= share;
        return action.left > 1e-9;
      }
      case 'hop': {
        action.tick++;
        const t = action.tick / HOP_TICKS;
        s.lift = t >= 1 ? 0 : 4 * action.height * t * (1 - t);
        return t < 1;
      }
      case 'wait':
        action.left--;
        return action.left > 0;
      case 'say':
        action.left--;
        if (action.left > 0) return true;
        s.say = null;
        return false;
    }
  }

  /** Starts bump scripts of both characters when two of them begin to touch. */
  private detectBumps(): void {
    const now = new Set<string>();
    for (let i = 0; i < this.characters.length; i++) {
      for (let j = i + 1; j < this.characters.length; j++) {
        const a = this.characters[i];
        const b = this.characters[j];
        if (!a.state.visible || !b.state.visible) continue;
        const reach = (CHARACTER_SIZE / 2) * ((a.state.size + b.state.size) / 100) * 0.8;
        if (Math.hypot(a.state.x - b.state.x, a.state.y - b.state.y) >= reach) continue;
        const key = `${a.def.id}|${b.def.id}`;
        now.add(key);
        if (this.touching.has(key)) continue;
        this.fire((trigger) => trigger.op === 'onBump', a.def.id);
        this.fire((trigger) => trigger.op === 'onBump', b.def.id);
      }
    }
    this.touching = now;
  }
}
