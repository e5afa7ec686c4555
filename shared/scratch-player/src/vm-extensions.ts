import loaded from './vm-extension-registry.cjs';

type ExtensionModule = Promise<{ default: new (runtime: unknown) => unknown }>;

/**
 * scratch-vm's extensions for devices and online services (and Makey Makey): about 0.5 MB of code that
 * few projects use, so each is a chunk of its own, loaded when a project asks for it. The ids are the
 * VM's, as in LAZY_VM_EXTENSIONS of rspack.js (a test keeps the two lists equal).
 */
export const LAZY_VM_EXTENSION_LOADERS: Record<string, () => ExtensionModule> = {
  wedo2: () => import(/* webpackChunkName: "scratch-ext-wedo2" */ '@school/scratch-player/vm-extensions/scratch3_wedo2'),
  microbit: () => import(/* webpackChunkName: "scratch-ext-microbit" */ '@school/scratch-player/vm-extensions/scratch3_microbit'),
  text2speech: () => import(/* webpackChunkName: "scratch-ext-text2speech" */ '@school/scratch-player/vm-extensions/scratch3_text2speech'),
  translate: () => import(/* webpackChunkName: "scratch-ext-translate" */ '@school/scratch-player/vm-extensions/scratch3_translate'),
  videoSensing: () => import(/* webpackChunkName: "scratch-ext-video" */ '@school/scratch-player/vm-extensions/scratch3_video_sensing'),
  ev3: () => import(/* webpackChunkName: "scratch-ext-ev3" */ '@school/scratch-player/vm-extensions/scratch3_ev3'),
  makeymakey: () => import(/* webpackChunkName: "scratch-ext-makeymakey" */ '@school/scratch-player/vm-extensions/scratch3_makeymakey'),
  boost: () => import(/* webpackChunkName: "scratch-ext-boost" */ '@school/scratch-player/vm-extensions/scratch3_boost'),
  gdxfor: () => import(/* webpackChunkName: "scratch-ext-gdxfor" */ '@school/scratch-player/vm-extensions/scratch3_gdx_for'),
};

/** Loads a lazily built extension's code before the VM creates it (no-op for the others). */
export async function loadVmExtension(id: string): Promise<void> {
  const load = LAZY_VM_EXTENSION_LOADERS[id];
  if (!load || loaded[id]) return;
  loaded[id] = (await load()).default;
}
