/**
 * Serves one remote's production build on its own port, as a CDN would (the app: remote-app.ts):
 *   tsx infra/remote-server.ts <dist-folder> <port>
 * CORS only for the school's public origins (PUBLIC_ORIGIN, comma-separated; loopback shells when
 * unset, for local runs).
 */
import path from 'node:path';
import { buildRemoteApp } from './remote-app';

async function main() {
  const [distArg, portArg] = process.argv.slice(2);
  if (!distArg || !portArg) throw new Error('usage: remote-server.ts <dist-folder> <port>');
  const app = await buildRemoteApp(path.resolve(distArg), { publicOrigin: process.env.PUBLIC_ORIGIN, logLevel: process.env.LOG_LEVEL });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: Number(portArg), host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
