import type VirtualMachine from 'scratch-vm';
import { loadMusicSamples } from './music-samples';
import { loadVmExtension } from './vm-extensions';

/**
 * The VM awaits `loadExtensionURL` for each extension a project uses before it installs the project:
 * that is where the lazily built extensions' code and the Music samples are fetched. Without the
 * samples the project still runs, with silent notes and drums (as Scratch does with a sound it cannot
 * decode).
 */
export function loadExtensionsOnDemand(vm: VirtualMachine): void {
  const manager = vm.extensionManager;
  const load = manager.loadExtensionURL.bind(manager);
  manager.loadExtensionURL = async (idOrUrl) => {
    await loadVmExtension(idOrUrl);
    if (idOrUrl === 'music') await loadMusicSamples().catch((e: unknown) => console.warn('Scratch Music samples did not load', e));
    return load(idOrUrl);
  };
}
