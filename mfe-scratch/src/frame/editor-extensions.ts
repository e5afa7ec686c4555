import type VirtualMachine from 'scratch-vm';
import { followInstalls, loadExtensionOffline } from '@school/scratch-player/src/offline-extensions';

/** The part of the editor's VM (scratch-gui's own) whose extension loading is replaced. */
export interface EditorExtensionManager {
  loadExtensionURL(idOrUrl: string): Promise<unknown>;
}

/**
 * The editor loads a project's extensions the way the player does (offline-extensions.ts): an id
 * scratch-vm does not build in (Face Sensing, a mod's extension) is installed with the blocks the
 * project shows of it, drawn and kept but doing nothing, so the project opens instead of waiting on
 * the VM's extension worker until the load fails. The built-in ones, the online-only ones included, stay the VM's own: scratch-gui has all their code,
 * and the editor shows their blocks in its palette.
 */
export function loadEditorExtensionsOffline(vm: { extensionManager: EditorExtensionManager }, onMissing: (id: string) => void): void {
  followInstalls(vm as unknown as VirtualMachine);
  const manager = vm.extensionManager;
  const load = manager.loadExtensionURL.bind(manager);
  manager.loadExtensionURL = (idOrUrl) =>
    loadExtensionOffline(
      vm as unknown as VirtualMachine,
      idOrUrl,
      () => Promise.resolve(null),
      async (id) => void (await load(id)),
      onMissing,
    );
}
