import type VirtualMachine from 'scratch-vm';
import { inferExtensionInfo, type StoredBlocks } from './unknown-extension-blocks';

/**
 * The extensions scratch-vm builds in (extension-manager.js `builtinExtensions`; a test keeps the
 * two lists equal). Any other id in a project (Speech to Text, Face Sensing, a mod's extension)
 * makes the VM start a Worker for './extension-worker.js', which a player does not have: the load
 * used to wait for it until the 60 s guard failed the whole project.
 */
export const VM_BUILTIN_EXTENSIONS: readonly string[] = [
  'coreExample', 'pen', 'wedo2', 'music', 'microbit', 'text2speech', 'translate', 'videoSensing', 'ev3', 'makeymakey', 'boost', 'gdxfor',
];

/**
 * Built-in extensions whose blocks only call an outside service (Scratch's speech and translation
 * servers): the player keeps their blocks (menus, arguments) but runs them as nothing, so a project
 * never waits on or talks to a host outside the school, and the notice names them.
 */
export const ONLINE_ONLY_EXTENSIONS: readonly string[] = ['text2speech', 'translate'];

interface BlockInfo {
  opcode?: string;
  func?: string;
  blockType?: string;
}
type ExtensionInstance = { getInfo(): { id: string; blocks: Array<BlockInfo | string> } } & Record<string, unknown>;
export type ExtensionClass = new (runtime: unknown) => ExtensionInstance;

/** What a block that does nothing gives back: an empty text for a reporter, false for a condition. */
function nothingFor(blockType: string | undefined): unknown {
  if (blockType === 'reporter') return '';
  if (blockType === 'Boolean') return false;
  return undefined;
}

/** The real extension (its blocks, menus and translations) with every block doing nothing. */
export function withoutService(Real: ExtensionClass): ExtensionClass {
  return class WithoutService extends Real {
    constructor(runtime: unknown) {
      super(runtime);
      for (const block of this.getInfo().blocks) {
        if (typeof block === 'string' || !block.opcode) continue; // separators and labels
        const result = nothingFor(block.blockType);
        this[block.func ?? block.opcode] = () => result;
      }
    }
  };
}

/**
 * An extension the VM does not have: its blocks as the project being installed shows them
 * (unknown-extension-blocks.ts), so the editor draws them and the project installs; they run as nothing.
 */
function missingExtension(id: string, targets: readonly StoredBlocks[]): ExtensionClass {
  const info = inferExtensionInfo(id, targets);
  return class Missing {
    constructor() {
      for (const block of info.blocks) (this as Record<string, unknown>)[block.func] = () => nothingFor(block.blockType);
    }
    getInfo() {
      return info;
    }
  } as unknown as ExtensionClass;
}

/** The blocks of the targets a VM is installing right now (extensions load inside installTargets). */
const installing = new WeakMap<object, readonly StoredBlocks[]>();

/**
 * Lets `loadExtensionOffline` see the project being installed: scratch-vm loads a project's
 * extensions inside installTargets, before the targets reach the runtime.
 */
export function followInstalls(vm: VirtualMachine): void {
  const machine = vm as unknown as { installTargets(targets: unknown[], ...rest: unknown[]): Promise<unknown> };
  const install = machine.installTargets.bind(machine);
  machine.installTargets = (targets, ...rest) => {
    const blocks = (targets ?? []).map((t) => ((t as { blocks?: { _blocks?: StoredBlocks } }).blocks?._blocks ?? {}));
    installing.set(vm, blocks);
    return install(targets, ...rest).finally(() => installing.delete(vm));
  };
}

interface ManagerInternals {
  isExtensionLoaded(id: string): boolean;
  _registerInternalExtension(instance: unknown): string;
  _loadedExtensions: Map<string, string>;
}

/**
 * Installs `Extension` under `id` as scratch-vm installs a built-in one (extension-manager.js
 * loadExtensionURL), without asking the VM's own table.
 */
function install(vm: VirtualMachine, id: string, Extension: ExtensionClass): void {
  const manager = vm.extensionManager as unknown as ManagerInternals;
  if (manager.isExtensionLoaded(id)) return;
  const serviceName = manager._registerInternalExtension(new Extension(vm.runtime));
  manager._loadedExtensions.set(id, serviceName);
}

/**
 * Loads the project's extensions so that one the player cannot serve never stops the project:
 * online-only ones run without their service, unknown ones are empty. `realOf` gives the real class
 * of a built-in extension the player builds lazily (vm-extensions.ts; null for the others, which the
 * VM creates itself). `onMissing` hears every id run without its service or code (the notice).
 */
export async function loadExtensionOffline(
  vm: VirtualMachine,
  id: string,
  realOf: (id: string) => Promise<ExtensionClass | null>,
  loadBuiltIn: (id: string) => Promise<void>,
  onMissing: (id: string) => void,
): Promise<void> {
  if (!VM_BUILTIN_EXTENSIONS.includes(id)) {
    onMissing(id);
    install(vm, id, missingExtension(id, installing.get(vm) ?? []));
    return;
  }
  if (ONLINE_ONLY_EXTENSIONS.includes(id)) {
    const Real = await realOf(id);
    if (Real) {
      onMissing(id);
      install(vm, id, withoutService(Real));
      return;
    }
  }
  await loadBuiltIn(id);
}
