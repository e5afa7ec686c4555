import type { TaskKind } from '@school/task-kinds';

type RequireTs = (id: string) => unknown;

/** The package.json field a kind package declares itself in. */
export const FIELD: 'schoolTaskKind';
export interface GeneratedKindPaths {
  registry: string;
  names: string;
  verifiers: string;
  seeds: string;
  lanes: string;
  /** shared/task-kinds/package.json: its dependencies on the kind packages are written. */
  registryPackage: string;
  /** package-lock.json: the registry package's entry mirrors those dependencies. */
  lock: string;
}
export interface KindPackage {
  dir: string;
  name: string;
  version: string;
  entry: { declaration: string; verifier?: string; seed?: string; checkLane?: string; checkInside?: string };
}
export function generatedPaths(root?: string): GeneratedKindPaths;
export function kindPackages(root?: string): KindPackage[];
export function loadKinds(root?: string, requireTs?: RequireTs): (KindPackage & { kind: TaskKind })[];
export function generatedFiles(requireTs?: RequireTs, root?: string): Record<string, string>;
export function writeGenerated(requireTs?: RequireTs, root?: string): string[];
