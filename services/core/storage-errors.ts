/** The object store did not take a write (S3 unreachable or failing after the retries). */
export const OBJECT_STORE_FAULT = 'EOBJECTSTORE';

/** File-system answers that mean "the server's storage cannot take this now", not "bad upload". */
const STORAGE_FAULTS = new Set(['EROFS', 'ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE', OBJECT_STORE_FAULT]);

/** Marks a failed object-store write as a storage fault (503 STORAGE_UNAVAILABLE), keeping the cause for the log. */
export function objectStoreFault(cause: unknown): Error {
  return Object.assign(new Error('the object store did not take the write', { cause }), { code: OBJECT_STORE_FAULT });
}

/** Is this a read-only, full or failing data folder? Such uploads answer 503: the client may retry later. */
export function isStorageFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_FAULTS.has(code);
}
