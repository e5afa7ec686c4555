import type VirtualMachine from 'scratch-vm';
import type RenderWebGL from 'scratch-render';
import type ScratchStorage from 'scratch-storage';
import type AudioEngine from 'scratch-audio';
import type BitmapAdapter from 'scratch-svg-renderer/bitmap-adapter';

/** The prebuilt UMD bundles export the class directly, as default, or as a named member. */
function constructorOf<C>(module: unknown, name: string): C {
  const m = module as Record<string, unknown> & { default?: Record<string, unknown> };
  const found = [m.default?.default, m.default?.[name], m[name], m.default, m].find((c) => typeof c === 'function');
  if (!found) throw new Error(`${name} is not exported`);
  return found as C;
}

export interface ScratchModules {
  VirtualMachine: typeof VirtualMachine;
  RenderWebGL: typeof RenderWebGL;
  ScratchStorage: typeof ScratchStorage;
  AudioEngine: typeof AudioEngine;
  BitmapAdapter: typeof BitmapAdapter;
}

let modules: Promise<ScratchModules> | null = null;

/**
 * Loads the Scratch packages lazily (about 350 KB gzip, built from their sources), once per page. The
 * browser prefetches them at idle time as soon as a page that can show a player has loaded, so the first
 * project does not wait for the download after its own details arrive.
 */
export function loadScratchModules(): Promise<ScratchModules> {
  modules ??= Promise.all([
    import(/* webpackChunkName: "scratch-vm", webpackPrefetch: true */ 'scratch-vm'),
    import(/* webpackChunkName: "scratch-render", webpackPrefetch: true */ 'scratch-render'),
    import(/* webpackChunkName: "scratch-storage", webpackPrefetch: true */ 'scratch-storage'),
    import(/* webpackChunkName: "scratch-audio", webpackPrefetch: true */ 'scratch-audio'),
    import(/* webpackChunkName: "scratch-audio", webpackPrefetch: true */ 'scratch-svg-renderer/bitmap-adapter'),
  ]).then(
    ([vm, render, storage, audio, bitmap]) => ({
      VirtualMachine: constructorOf<typeof VirtualMachine>(vm, 'VirtualMachine'),
      RenderWebGL: constructorOf<typeof RenderWebGL>(render, 'RenderWebGL'),
      ScratchStorage: constructorOf<typeof ScratchStorage>(storage, 'ScratchStorage'),
      AudioEngine: constructorOf<typeof AudioEngine>(audio, 'AudioEngine'),
      BitmapAdapter: constructorOf<typeof BitmapAdapter>(bitmap, 'BitmapAdapter'),
    }),
    (e: unknown) => {
      modules = null; // a failed chunk load may succeed on the next attempt
      throw e;
    },
  );
  return modules;
}
