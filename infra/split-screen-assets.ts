/**
 * A remote's standalone page also answers under /split/ (the rich-text editor's split screen: the
 * same page, two editors). Its index.html names its scripts relative to the page (publicPath
 * 'auto', so the remote also works under /mfe/<name>/ in production): at /split/demo the browser
 * asks for /split/main.js and /split/<chunk>.js. Those are the remote's own files.
 */
const SPLIT_ASSET = /^\/split((?:\/[^/?#]+)*\/[^/?#]+\.[A-Za-z0-9]+)(\?.*)?$/;

/** The URL to serve for a request: /split/<file with an extension> is /<file>; every other URL as it is. */
export function splitScreenAssetUrl(url: string): string {
  const m = SPLIT_ASSET.exec(url);
  if (!m || m[1].split('/').some((segment) => segment === '..' || segment === '.')) return url;
  return `${m[1]}${m[2] ?? ''}`;
}
