// Minimal typings of the Scratch packages as the player uses them (they ship none).
declare module 'scratch-vm' {
  import type { EventEmitter } from 'events';
  export interface ScratchTarget {
    id: string;
    isStage: boolean;
    draggable: boolean;
    x: number;
    y: number;
    getName(): string;
    goToFront(): void;
    variables: Record<string, { id: string; name: string; type: string; value: unknown }>;
    sprite: { soundBank: { soundPlayers: Record<string, { isPlaying: boolean }> } };
  }
  export interface ScratchRuntime extends EventEmitter {
    targets: ScratchTarget[];
    audioEngine?: unknown;
    getTargetById(id: string): ScratchTarget | undefined;
    getTargetForStage(): ScratchTarget | undefined;
  }
  export default class VirtualMachine extends EventEmitter {
    runtime: ScratchRuntime;
    extensionManager: { _loadedExtensions: Map<string, string>; loadExtensionURL(idOrUrl: string): Promise<void> };
    attachRenderer(renderer: unknown): void;
    attachStorage(storage: unknown): void;
    attachAudioEngine(engine: unknown): void;
    attachV2BitmapAdapter(adapter: unknown): void;
    setCompatibilityMode(on: boolean): void;
    setTurboMode(on: boolean): void;
    loadProject(input: ArrayBuffer | Uint8Array | string | object): Promise<void>;
    start(): void;
    greenFlag(): void;
    stopAll(): void;
    quit?(): void;
    postIOData(device: string, data: unknown): void;
    getTargetIdForDrawableId(drawableId: number): string | null;
    startDrag(targetId: string): void;
    stopDrag(targetId: string): void;
    postSpriteInfo(data: { x: number; y: number; force?: boolean }): void;
  }
}
declare module 'scratch-render' {
  export default class RenderWebGL {
    constructor(canvas: HTMLCanvasElement, xLeft?: number, xRight?: number, yBottom?: number, yTop?: number);
    setLayerGroupOrdering(groups: string[]): void;
    resize(w: number, h: number): void;
    pick(x: number, y: number): number | null;
    _gl?: WebGLRenderingContext;
  }
}
declare module 'scratch-storage' {
  export default class ScratchStorage {}
}
declare module 'scratch-audio' {
  export default class AudioEngine {
    audioContext: AudioContext;
    inputNode: AudioNode;
  }
}
declare module 'scratch-svg-renderer/bitmap-adapter' {
  export default class BitmapAdapter {}
}
declare module '@school/scratch-player/music-manifest' {
  /** Sample path -> URL of the mp3 file on our host (asset modules of the build). */
  const urls: Record<string, string>;
  export default urls;
}
declare module '@school/scratch-player/render-fonts' {
  /** Font name -> its @font-face rule (a data URI); also adds them to the page. */
  export default function getFonts(): Record<string, string>;
}
declare module '@school/scratch-player/vm-extensions/*' {
  const Extension: new (runtime: unknown) => unknown;
  export default Extension;
}
