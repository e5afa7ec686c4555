// Minimal typings of the Scratch packages as the player uses them.
declare module 'scratch-vm' {
  export default class VirtualMachine {
    runtime: { targets: unknown[] };
    attachRenderer(renderer: unknown): void;
    attachStorage(storage: unknown): void;
    setCompatibilityMode(on: boolean): void;
    loadProject(input: ArrayBuffer | string): Promise<void>;
    start(): void;
    greenFlag(): void;
    stopAll(): void;
    quit?(): void;
    postIOData(device: string, data: unknown): void;
  }
}
declare module 'scratch-render' {
  export default class RenderWebGL {
    constructor(canvas: HTMLCanvasElement, xLeft?: number, xRight?: number, yBottom?: number, yTop?: number);
    setLayerGroupOrdering(groups: string[]): void;
    resize(w: number, h: number): void;
    _gl?: WebGLRenderingContext;
  }
}
declare module 'scratch-storage' {
  export default class ScratchStorage {}
}
