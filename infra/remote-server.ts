/**
 * Serves remotes' production builds, each on its own port, as a CDN would (the app: remote-app.ts):
 *   tsx infra/remote-server.ts <dist-folder> <port> [<dist-folder> <port> ...]
 * One process serves every pair given: `npm start` runs all remotes in one process instead of one
 * Node (and one TypeScript load) each. CORS only for the school's public origins (PUBLIC_ORIGIN,
 * comma-separated; loopback shells when unset, for local runs).
 */
import path from 'node:path';
import { buildRemoteApp } from './remote-app';

function pairs(args: string[]): { dist: string; port: number }[] {
  if (args.length === 0 || args.length % 2 !== 0) throw new Error('usage: remote-server.ts <dist-folder> <port> [<dist-folder> <port> ...]');
  const out = [];
  for (let i = 0; i < args.length; i += 2) out.push({ dist: path.resolve(args[i]!), port: Number(args[i + 1]) });
  return out;
}

async function main() {
  const options = { publicOrigin: process.env.PUBLIC_ORIGIN, logLevel: process.env.LOG_LEVEL };
  const apps = await Promise.all(pairs(process.argv.slice(2)).map(async ({ dist, port }) => ({ app: await buildRemoteApp(dist, options), port })));
  const close = async () => {
    await Promise.all(apps.map(({ app }) => app.close()));
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await Promise.all(apps.map(({ app, port }) => app.listen({ port, host: process.env.HOST ?? '0.0.0.0' })));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
