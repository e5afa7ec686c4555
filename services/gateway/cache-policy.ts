/** Entry points must always be revalidated; content-hashed files never change. */
const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html', 'main.js']);

export function cacheControlFor(fileName: string): string {
  if (NO_CACHE.has(fileName)) return 'no-cache';
  if (/\.[0-9a-f]{8,}\./.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
