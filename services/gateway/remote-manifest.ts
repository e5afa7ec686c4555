import { readFileSync } from 'node:fs';
import type { RemoteManifest } from '@school/contracts';

/**
 * The remote manifest template: entries may hold {hostname}, filled from a configured public origin
 * (so one file works on localhost and on a configured LAN address), never from a request header.
 */
export function loadRemoteManifest(file: string | null) {
  const template = file ? readFileSync(file, 'utf8') : null;
  const forOrigin = (publicOrigin: string): RemoteManifest | null =>
    template ? (JSON.parse(template.replaceAll('{hostname}', new URL(publicOrigin).hostname)) as RemoteManifest) : null;
  return {
    forOrigin,
    /** The origins remotes are loaded from when the school is opened at this public origin. */
    remoteOrigins: (publicOrigin: string): string[] => {
      const manifest = forOrigin(publicOrigin);
      if (!manifest) return [];
      const origins = manifest.remotes.map((r) => new URL(r.entry, publicOrigin).origin);
      return [...new Set(origins)].filter((o) => o !== publicOrigin);
    },
  };
}

export type RemoteManifestSource = ReturnType<typeof loadRemoteManifest>;
