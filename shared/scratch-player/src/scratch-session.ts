import type VirtualMachine from 'scratch-vm';
import type RenderWebGL from 'scratch-render';
import type AudioEngine from 'scratch-audio';
import { loadScratchModules } from './load-modules';
import { loadExtensionsOnDemand } from './extension-loading';
import { countProjectAssets, readWithProgress, withStallGuard, type LoadProgress } from './load-progress';
import { prepareScratchFonts } from './scratch-fonts';
import type { RawMonitor } from './monitors';
import { DRAG_THRESHOLD, canvasPoint, toStageCoords } from './stage-geometry';

export type ScratchVm = VirtualMachine;

/** What the host hands to the player: the sb3 (or sb2) bytes, or a URL to fetch them from. */
export type ScratchProjectSource = ArrayBuffer | Uint8Array | string;

export interface SessionEvents {
  onMonitors(monitors: RawMonitor[]): void;
  onQuestion(question: string | null): void;
  /** An extension the project uses (those without their service or code too: the notice). */
  onExtension(extensionId: string): void;
  /** The load moved on: bytes of the file, then costumes and sounds made ready. */
  onProgress?(progress: LoadProgress): void;
}

async function projectBytes(source: ScratchProjectSource, signal: AbortSignal, onProgress: (p: LoadProgress) => void): Promise<Uint8Array> {
  if (typeof source !== 'string') return source instanceof Uint8Array ? source : new Uint8Array(source);
  const r = await fetch(source, { signal });
  if (!r.ok) throw new Error(`sb3 ${r.status}`);
  return readWithProgress(r, onProgress);
}

/**
 * Counts costumes and sounds as the VM makes them ready (load-costume.js and load-sound.js call
 * these three), so a large project shows how far it is and keeps its stall guard quiet.
 */
function countAssetsReady(renderer: RenderWebGL, audio: AudioEngine, onReady: () => void): void {
  // The typings (scratch-modules.d.ts) declare what the player calls; these are the VM's calls.
  const counted = (owner: object, key: string) => {
    const target = owner as Record<string, (...args: unknown[]) => unknown>;
    const original = target[key];
    if (typeof original !== 'function') return;
    target[key] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (result instanceof Promise) void result.then(onReady, () => undefined);
      else onReady();
      return result;
    };
  };
  counted(renderer, 'createSVGSkin');
  counted(renderer, 'createBitmapSkin');
  counted(audio, 'decodeSoundPlayer');
}

interface MonitorList {
  valueSeq(): { toArray(): Array<{ toJS(): RawMonitor }> };
}

interface DragState {
  startX: number;
  startY: number;
  targetId: string | null;
  dragging: boolean;
  offsetX: number;
  offsetY: number;
}

/**
 * One running Scratch project on one canvas: scratch-vm with the WebGL renderer, the audio engine,
 * storage with Scratch's default assets (a broken costume or sound falls back to them) and the
 * bitmap adapter for Scratch 2 bitmaps. The stage element's input is forwarded as Scratch does.
 */
export class ScratchSession {
  readonly vm: ScratchVm;
  private readonly renderer: RenderWebGL;
  private readonly audio: AudioEngine;
  private drag: DragState | null = null;
  private readonly keysDown = new Set<string>();
  private disposed = false;

  private constructor(vm: ScratchVm, renderer: RenderWebGL, audio: AudioEngine) {
    this.vm = vm;
    this.renderer = renderer;
    this.audio = audio;
  }

  /**
   * Creates the VM on the canvas and loads the project; rejects (never hangs) when it cannot load:
   * after LOAD_STALL_MS without progress (load-progress.ts), however long a large project takes in all.
   */
  static async open(canvas: HTMLCanvasElement, source: ScratchProjectSource, events: SessionEvents, signal: AbortSignal): Promise<ScratchSession> {
    const load = async (tick: () => void) => {
      const progress = (p: LoadProgress) => {
        tick();
        events.onProgress?.(p);
      };
      // The code, the project and (only for text costumes) the fonts all load at the same time.
      const bytes = projectBytes(source, signal, progress);
      const [m, project, assets] = await Promise.all([loadScratchModules(), bytes, bytes.then(countProjectAssets), bytes.then(prepareScratchFonts)]);
      signal.throwIfAborted();
      performance.mark('scratch-player:code-and-project');
      const vm = new m.VirtualMachine();
      loadExtensionsOnDemand(vm, (id) => events.onExtension(id));
      const renderer = new m.RenderWebGL(canvas);
      renderer.setLayerGroupOrdering(['background', 'video', 'pen', 'sprite']);
      const audio = new m.AudioEngine();
      let ready = 0;
      progress({ stage: 'assets', done: 0, total: assets });
      countAssetsReady(renderer, audio, () => progress({ stage: 'assets', done: Math.min(++ready, assets), total: assets }));
      vm.attachRenderer(renderer);
      vm.attachAudioEngine(audio);
      vm.attachV2BitmapAdapter(new m.BitmapAdapter());
      vm.attachStorage(new m.ScratchStorage());
      vm.setCompatibilityMode(true); // 30 frames a second, as Scratch plays
      const session = new ScratchSession(vm, renderer, audio);
      vm.on('MONITORS_UPDATE', (list: MonitorList) => events.onMonitors(list.valueSeq().toArray().map((r) => r.toJS())));
      vm.on('EXTENSION_ADDED', (info: { id: string }) => events.onExtension(info.id));
      vm.runtime.on('QUESTION', (q: string | null) => events.onQuestion(q));
      performance.mark('scratch-player:vm-created');
      try {
        await vm.loadProject(project);
        signal.throwIfAborted();
      } catch (e) {
        session.dispose();
        throw e;
      }
      for (const id of vm.extensionManager._loadedExtensions.keys()) events.onExtension(id);
      vm.start();
      performance.mark('scratch-player:loaded');
      return session;
    };
    return withStallGuard(load);
  }

  /** Browsers start audio suspended until a user gesture; every gesture on the player calls this. */
  resumeAudio(): void {
    if (this.audio.audioContext.state === 'suspended') void this.audio.audioContext.resume();
  }

  greenFlag(): void {
    this.resumeAudio();
    this.vm.greenFlag();
  }

  stop(): void {
    this.vm.stopAll();
  }

  setTurbo(on: boolean): void {
    this.vm.setTurboMode(on);
  }

  answer(text: string): void {
    this.vm.runtime.emit('ANSWER', text);
  }

  /** A slider monitor changed the variable it shows. */
  setVariable(targetId: string | null, variableId: string, value: number): void {
    const target = targetId ? this.vm.runtime.getTargetById(targetId) : this.vm.runtime.getTargetForStage();
    const variable = target?.variables[variableId] ?? this.vm.runtime.getTargetForStage()?.variables[variableId];
    if (variable) variable.value = value;
  }

  key(key: string, isDown: boolean): void {
    if (isDown) this.keysDown.add(key);
    else this.keysDown.delete(key);
    this.vm.postIOData('keyboard', { key, isDown });
  }

  /** The stage lost focus: keys held down are released, or the project would see them held forever. */
  releaseKeys(): void {
    for (const key of [...this.keysDown]) this.key(key, false);
  }

  /** The renderer draws at the canvas's CSS size (crisp when the stage is scaled or full screen). */
  resize(width: number, height: number): void {
    if (width > 0 && height > 0) this.renderer.resize(width, height);
  }

  mouseMove(clientX: number, clientY: number, rect: DOMRect): void {
    const p = canvasPoint(clientX, clientY, rect);
    this.vm.postIOData('mouse', p);
    const d = this.drag;
    if (!d) return;
    if (!d.dragging && Math.hypot(p.x - d.startX, p.y - d.startY) > DRAG_THRESHOLD) this.startDrag(d, rect);
    if (d.dragging && d.targetId) {
      const s = toStageCoords(p.x, p.y, rect.width, rect.height);
      this.vm.postSpriteInfo({ x: s.x + d.offsetX, y: s.y + d.offsetY, force: true });
    }
  }

  mouseDown(clientX: number, clientY: number, rect: DOMRect): void {
    this.resumeAudio();
    const p = canvasPoint(clientX, clientY, rect);
    this.drag = { startX: p.x, startY: p.y, targetId: null, dragging: false, offsetX: 0, offsetY: 0 };
    this.vm.postIOData('mouse', { ...p, isDown: true });
  }

  mouseUp(clientX: number, clientY: number, rect: DOMRect): void {
    const d = this.drag;
    this.drag = null;
    if (d?.dragging && d.targetId) this.vm.stopDrag(d.targetId);
    this.vm.postIOData('mouse', { ...canvasPoint(clientX, clientY, rect), isDown: false, wasDragged: !!d?.targetId });
  }

  wheel(deltaY: number): void {
    this.vm.postIOData('mouseWheel', { deltaY });
  }

  /** Only sprites the project made draggable move with the mouse in the player (as on the Scratch site). */
  private startDrag(d: DragState, rect: DOMRect): void {
    d.dragging = true;
    const drawableId = this.renderer.pick(d.startX, d.startY);
    if (drawableId === null) return;
    const targetId = this.vm.getTargetIdForDrawableId(drawableId);
    const target = targetId ? this.vm.runtime.getTargetById(targetId) : undefined;
    if (!targetId || !target || target.isStage || !target.draggable) return;
    target.goToFront();
    const s = toStageCoords(d.startX, d.startY, rect.width, rect.height);
    d.targetId = targetId;
    d.offsetX = target.x - s.x;
    d.offsetY = target.y - s.y;
    this.vm.startDrag(targetId);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.vm.stopAll();
    this.vm.quit?.();
    // The AudioContext is shared by every engine on the page (audio-context caches it): only unplug ours.
    this.audio.inputNode.disconnect();
    this.renderer._gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
