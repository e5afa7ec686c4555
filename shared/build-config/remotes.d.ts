import type { DefinedRemote } from '@school/contracts';

export type LoadedRemote = DefinedRemote & { dir: string };
type RequireTs = (id: string) => unknown;

export const ROOT: string;
export const CONFIG_FILE: string;
export const GENERATED: { manifest: string; pageIds: string; k8s: string };
/** Where a remote is served on the school's own origin in production: /mfe/<this>/. */
export function mfeSlug(dir: string): string;
export function remoteDirs(): string[];
export function loadRemote(dir: string, requireTs?: RequireTs): LoadedRemote;
export function loadRemotes(requireTs?: RequireTs): LoadedRemote[];
export function generatedFiles(requireTs?: RequireTs): Record<string, string>;
export function writeGenerated(requireTs?: RequireTs): string[];
export function tsxRequire(id: string): unknown;
export function registeredTsRequire(id: string): unknown;
