import type VirtualMachine from 'scratch-vm';
import { loadMusicSamples } from './music-samples';
import { followInstalls, loadExtensionOffline, type ExtensionClass } from './offline-extensions';
import { LAZY_VM_EXTENSION_LOADERS, loadVmExtension } from './vm-extensions';

/** The real class of a built-in extension the player builds lazily (its own chunk), null for the others. */
async function lazyExtensionClass(id: string): Promise<ExtensionClass | null> {
  const load = LAZY_VM_EXTENSION_LOADERS[id];
  return load ? ((await load()).default as unknown as ExtensionClass) : null;
}

/**
 * The VM awaits `loadExtensionURL` for each extension a project uses before it installs the project:
 * that is where the lazily built extensions' code and the Music samples are fetched. Without the
 * samples the project still runs, with silent notes and drums (as Scratch does with a sound it cannot
 * decode). An extension the player cannot serve (an online service, an id the VM does not know)
 * is installed without its service (offline-extensions.ts) and reported to `onMissing`.
 */
export function loadExtensionsOnDemand(
  vm: VirtualMachine,
  onMissing: (id: string) => void = () => undefined,
  realOf: (id: string) => Promise<ExtensionClass | null> = lazyExtensionClass,
): void {
  const manager = vm.extensionManager;
  const load = manager.loadExtensionURL.bind(manager);
  const loadBuiltIn = async (id: string) => {
    await loadVmExtension(id);
    if (id === 'music') await loadMusicSamples().catch((e: unknown) => console.warn('Scratch Music samples did not load', e));
    await load(id);
  };
  followInstalls(vm);
  manager.loadExtensionURL = (idOrUrl) => loadExtensionOffline(vm, idOrUrl, realOf, loadBuiltIn, onMissing);
}
