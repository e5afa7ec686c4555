// The front-end apps and where each is served. Remotes come from their declarations
// (mfe-*/remote.config.ts), so a new remote is one new file there, not an entry here.
import { createRequire } from 'node:module';

const { loadRemotes } = createRequire(import.meta.url)('../shared/build-config/remotes.js');

export const SHELL_PORT = Number(process.env.PORT ?? 3000);

/** @type {{ name: string, dir: string, port: number }[]} */
export const REMOTES = loadRemotes().map(({ name, dir, port }) => ({ name, dir, port }));

export const FRONTEND_DIRS = ['shell', ...REMOTES.map((r) => r.dir)];
