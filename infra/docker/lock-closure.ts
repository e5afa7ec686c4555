/**
 * Which installed folders a package needs at run time, read from package-lock.json the way Node
 * finds them (its own node_modules, then each enclosing one, then the root's), following workspace
 * links. The image checks use it to know what a runtime stage must copy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  link?: boolean;
  resolved?: string;
  os?: string[];
}

export interface Lock {
  packages: Record<string, LockEntry>;
}

export function readLock(root: string): Lock {
  return JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
}

/** The lock path that `require(name)` from the package at `from` reaches, or null. */
export function resolveIn(lock: Lock, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent >= 0 ? dir.slice(0, parent) : '';
  }
}

/**
 * Every lock path installed for these starting packages (themselves included): their dependencies,
 * optional ones that exist for Linux, required peers; a workspace link counts as its folder.
 */
export function runtimeClosure(lock: Lock, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    let at = queue.shift()!;
    let entry = lock.packages[at];
    if (entry?.link && entry.resolved) {
      seen.add(at);
      at = entry.resolved;
      entry = lock.packages[at];
    }
    if (!entry || seen.has(at)) continue;
    if (entry.os && !entry.os.includes('linux')) continue;
    seen.add(at);
    const optional = new Set([
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional).map(([n]) => n),
    ]);
    for (const name of new Set([...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...Object.keys(entry.peerDependencies ?? {})])) {
      const found = resolveIn(lock, at, name);
      if (found) queue.push(found);
      else if (!optional.has(name)) throw new Error(`${at} needs ${name}, which the lock file does not install`);
    }
  }
  return seen;
}
