import { TScratchPlayer } from '@school/contracts';

/** Names (with the reason) of the project's extensions that need an outside service or a device. */
export function unsupportedExtensionNames(extensionIds: Iterable<string>): string[] {
  const names: string[] = [];
  for (const id of extensionIds) {
    const name = TScratchPlayer.unsupported[id];
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
