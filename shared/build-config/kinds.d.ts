import type { TaskKind } from '@school/task-kinds';

type RequireTs = (id: string) => unknown;

/** The package.json field a kind package declares itself in. */
export const FIELD: 'schoolTaskKind';
export interface GeneratedKindPaths {
  registry: string;
  names: string;
  verifiers: string;
  seeds: string;
}
export interface KindPackage {
  dir: string;
  name: string;
  entry: { declaration: string; verifier?: string; seed?: string };
}
export function generatedPaths(root?: string): GeneratedKindPaths;
export function kindPackages(root?: string): KindPackage[];
export function loadKinds(root?: string, requireTs?: RequireTs): (KindPackage & { kind: TaskKind })[];
export function generatedFiles(requireTs?: RequireTs, root?: string): Record<string, string>;
export function writeGenerated(requireTs?: RequireTs, root?: string): string[];
