import samples from './music-sample-registry.cjs';

let loading: Promise<void> | null = null;

/**
 * Fetches the Music extension's instrument and drum samples (61 mp3 files, 1.7 MB) from our own host
 * into the registry the extension reads, once per page; only a project that uses Music waits for it.
 */
export function loadMusicSamples(): Promise<void> {
  loading ??= import(/* webpackChunkName: "scratch-music" */ '@school/scratch-player/music-manifest')
    .then(async ({ default: urls }) => {
      const entries = await Promise.all(
        Object.entries(urls).map(async ([file, url]) => {
          const r = await fetch(url);
          if (!r.ok) throw new Error(`music sample ${file}: ${r.status}`);
          return [file, await r.arrayBuffer()] as const;
        }),
      );
      for (const [file, bytes] of entries) samples[file] = bytes;
    })
    .catch((e: unknown) => {
      loading = null; // a failed fetch may succeed on the next project
      throw e;
    });
  return loading;
}

