// The /srv/school tree the production images hold (infra/docker/static.Dockerfile), made of links
// into this checkout's builds: shell/ (the shell's bundle, its public assets, and /remotes.json and
// /app-config.json written by infra/docker/shell-config.ts as the image build writes them) and
// mfe/<slug>/ for every remote.
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, run } from '../lib.mjs';

const { loadRemotes, mfeSlug } = createRequire(import.meta.url)('../../shared/build-config/remotes.js');

export function makeStaticRoot(srvRoot) {
  rmSync(srvRoot, { recursive: true, force: true });
  const shell = path.join(srvRoot, 'shell');
  mkdirSync(path.join(srvRoot, 'mfe'), { recursive: true });
  mkdirSync(shell);
  const dist = path.join(ROOT, 'shell', 'dist');
  for (const entry of readdirSync(dist)) if (!entry.startsWith('.')) symlinkSync(path.join(dist, entry), path.join(shell, entry));
  symlinkSync(path.join(ROOT, 'shell', 'public', 'assets'), path.join(shell, 'assets'));
  for (const r of loadRemotes()) symlinkSync(path.join(ROOT, r.dir, 'dist'), path.join(srvRoot, 'mfe', mfeSlug(r.dir)));
  run(process.execPath, ['--import', 'tsx', 'infra/docker/shell-config.ts', shell], { env: { ...process.env, BRAND_MODE: process.env.BRAND_MODE ?? 'default' } });
}
