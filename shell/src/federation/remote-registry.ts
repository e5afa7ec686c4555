import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractMajor, isContractCompatible, WORKSPACE_CONTRACT_VERSION, type RemoteManifest, type TaskTypeModule } from '@school/contracts';
import type { ManifestCheck } from '@school/contracts/src/manifest-schema';
import { timeoutPlugin } from './timeout-plugin';

/** Why the manifest gave no remotes: not fetched, or fetched but malformed. */
export type ManifestProblem = 'unavailable' | 'invalid';

/** A remote (or one of its modules) built on another major version of the workspace contract. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly contract: string,
  ) {
    super(`remote ${remote} is built on workspace contract ${contract}, this shell on ${WORKSPACE_CONTRACT_VERSION}`);
    this.name = 'IncompatibleRemoteError';
  }
}

let manifest: RemoteManifest = { remotes: [], pages: {}, taskTypes: {} };
let problem: ManifestProblem | null = null;
const incompatible = new Map<string, string>();

/**
 * Registers the remotes of a checked manifest with the federation runtime. Remotes built on
 * another contract major are not registered: their pages show a message instead.
 */
export function initRemotes(check: ManifestCheck | ManifestProblem): void {
  registerPlugins([timeoutPlugin()]);
  if (typeof check === 'string' || !check.ok) {
    problem = typeof check === 'string' ? check : 'invalid';
    if (typeof check !== 'string') console.error('[shell] remote manifest is malformed', check.errors);
    return;
  }
  manifest = check.manifest;
  for (const r of check.incompatible) incompatible.set(r.name, r.contract);
  registerRemotes(manifest.remotes.filter((r) => !incompatible.has(r.name)).map((r) => ({ name: r.name, entry: r.entry })));
}

export function manifestProblem(): ManifestProblem | null {
  return problem;
}

export function pageModule(pageId: string): TaskTypeModule | null {
  return manifest.pages[pageId] ?? null;
}

export function taskTypeModule(taskType: string): TaskTypeModule | null {
  return manifest.taskTypes[taskType] ?? null;
}

/**
 * Loads an exposed module. A failure is not cached by the runtime, so calling again after the
 * remote is back works without a page reload. A module stamped by defineWorkspace with another
 * contract major is refused like a remote that states one.
 */
export async function loadRemoteModule<T>(ref: TaskTypeModule): Promise<T> {
  const stated = incompatible.get(ref.remote);
  if (stated !== undefined) throw new IncompatibleRemoteError(ref.remote, stated);
  const id = `${ref.remote}/${ref.module.replace(/^\.\//, '')}`;
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`remote module ${id} is empty`);
  const stamped = (mod as { default?: { workspaceContract?: unknown } }).default?.workspaceContract;
  if (typeof stamped === 'string' && !isContractCompatible(stamped)) throw new IncompatibleRemoteError(ref.remote, stamped);
  return mod;
}

/** The contract major this shell expects, for messages. */
export const EXPECTED_CONTRACT_MAJOR = contractMajor(WORKSPACE_CONTRACT_VERSION);
