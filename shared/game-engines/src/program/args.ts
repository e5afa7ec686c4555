import type { Args } from './ast';

/** Typed readers of command and sensor args, with the default a game uses when one is missing. */
export function numberArg(args: Args, name: string, fallback: number): number {
  const value = args[name];
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : fallback;
}

export function stringArg(args: Args, name: string, fallback: string): string {
  const value = args[name];
  return value === undefined ? fallback : String(value);
}

/** Blockly checkbox fields serialise as 'TRUE' / 'FALSE'; dropdowns here use 'on' / 'off'. */
export function booleanArg(args: Args, name: string, fallback: boolean): boolean {
  const value = args[name];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'on') return true;
    if (lower === 'false' || lower === 'off') return false;
  }
  return fallback;
}

/** The arg when it is one of `allowed` (case-insensitive), else undefined. */
export function choiceArg<T extends string>(args: Args, name: string, allowed: readonly T[]): T | undefined {
  const value = String(args[name] ?? '').toLowerCase();
  return allowed.find((choice) => choice.toLowerCase() === value);
}
