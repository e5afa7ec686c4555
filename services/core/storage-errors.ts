/** File-system answers that mean "the server's storage cannot take this now", not "bad upload". */
const STORAGE_FAULTS = new Set(['EROFS', 'ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE']);

/** Is this a read-only, full or failing data folder? Such uploads answer 503: the client may retry later. */
export function isStorageFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_FAULTS.has(code);
}
