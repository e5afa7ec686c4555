import { TScratchPlayer } from '@school/contracts';
import { VM_BUILTIN_EXTENSIONS } from './offline-extensions';

/**
 * Names (with the reason) of the project's extensions that need an outside service or a device,
 * and of those the player does not have at all (a Scratch Lab or mod extension).
 */
export function unsupportedExtensionNames(extensionIds: Iterable<string>): string[] {
  const names: string[] = [];
  for (const id of extensionIds) {
    const name = TScratchPlayer.unsupported[id] ?? (VM_BUILTIN_EXTENSIONS.includes(id) ? undefined : TScratchPlayer.unknownExtension(id));
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The extension notice ends 'Остальной проект работает.': it is shown only beside a project that
 * runs, never while it loads or beside 'Не удалось загрузить проект…'.
 */
export function extensionNotice(phase: 'loading' | 'ready' | 'failed', names: readonly string[]): readonly string[] {
  return phase === 'ready' ? names : [];
}
