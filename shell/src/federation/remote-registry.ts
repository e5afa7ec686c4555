import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, TaskTypeModule } from '@school/contracts';
import { timeoutPlugin } from './timeout-plugin';

let manifest: RemoteManifest | null = null;

/** Registers every remote of the manifest with the federation runtime. */
export function initRemotes(m: RemoteManifest): void {
  manifest = m;
  registerPlugins([timeoutPlugin()]);
  registerRemotes(m.remotes.map((r) => ({ name: r.name, entry: r.entry })));
}

export function pageModule(pageId: string): TaskTypeModule | null {
  return manifest?.pages[pageId] ?? null;
}

export function taskTypeModule(taskType: string): TaskTypeModule | null {
  return manifest?.taskTypes[taskType] ?? null;
}

/**
 * Loads an exposed module. A failure is not cached by the runtime, so calling again after the
 * remote is back works without a page reload.
 */
export async function loadRemoteModule<T>(ref: TaskTypeModule): Promise<T> {
  const id = `${ref.remote}/${ref.module.replace(/^\.\//, '')}`;
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`remote module ${id} is empty`);
  return mod;
}
