import { cacheControlFor } from '../services/gateway/cache-policy';

/** A folder named by its content (mfe-code's `pyodide-<hash>/`): everything in it is immutable. */
const HASHED_FOLDER = /(^|\/)[a-z0-9_]+-[0-9a-f]{12,}\//i;
/** A file named by nothing but its hash (Scratch's library and static assets: `<md5>.svg`). */
const HASH_NAMED = /^[0-9a-f]{20,}\.[a-z0-9]+$/i;
/** Precompressed copies (shared/build-config/precompress.js) follow the file they copy. */
const COMPRESSED = /\.(br|gz)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of a remote's file by its path under dist/: entry files (remoteEntry.js,
 * mf-manifest.json, pages, unhashed names) revalidated; content-hashed names and files in
 * content-hashed folders cached for a year without revalidation.
 */
export function remoteCacheControl(relativePath: string): string {
  const file = relativePath.split(/[\\/]/).join('/').replace(COMPRESSED, '');
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (HASHED_FOLDER.test(file) || HASH_NAMED.test(name)) return IMMUTABLE;
  return cacheControlFor(name);
}
