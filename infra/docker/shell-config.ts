/**
 * Writes the shell image's runtime files into the shell's build (run by infra/docker/static.Dockerfile):
 *   tsx infra/docker/shell-config.ts <shell dist folder>
 * /remotes.json names every remote's entry under /mfe/<slug>/ on the school's own origin (each
 * remote's static server, routed by infra/k8s/remotes.generated.yaml), so no {hostname} is left to
 * fill; /app-config.json is what the gateway answers (BRAND_MODE at build time, 'default' unset).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRemoteManifest, type RemoteManifest } from '@school/contracts';
import { loadRemotes, mfeSlug, type LoadedRemote } from '@school/build-config/remotes';
import { appConfigOf } from '../../services/gateway/app-config';

/** The production manifest: the same declarations as infra/remote-manifest.json, entries same-origin. */
export function productionManifest(remotes: LoadedRemote[]): RemoteManifest {
  const dirOf = new Map(remotes.map((r) => [r.name, r.dir]));
  return buildRemoteManifest(remotes, (r) => `/mfe/${mfeSlug(dirOf.get(r.name)!)}/remoteEntry.js`);
}

export function writeShellConfig(dist: string, remotes: LoadedRemote[], brandMode: string): void {
  writeFileSync(path.join(dist, 'remotes.json'), `${JSON.stringify(productionManifest(remotes), null, 2)}\n`);
  writeFileSync(path.join(dist, 'app-config.json'), `${JSON.stringify(appConfigOf(brandMode))}\n`);
}

if (require.main === module) {
  const [dist] = process.argv.slice(2);
  if (!dist) throw new Error('usage: shell-config.ts <shell dist folder>');
  writeShellConfig(path.resolve(dist), loadRemotes(), process.env.BRAND_MODE ?? 'default');
}
