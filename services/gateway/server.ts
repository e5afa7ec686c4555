import { buildApp } from './app';
import { seedDemo } from '../seed/seed-demo';

/** Starts the gateway: `PORT=3000 tsx services/gateway/server.ts`. */
async function main() {
  const app = await buildApp({ migrate: process.env.MIGRATE_ON_START !== 'false' });
  if (process.env.SEED_DEMO === 'true') await seedDemo(app.em());
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  // Not awaited by the emitter: a close that fails stays an unhandled rejection, which Node prints and exits non-zero on.
  const onSignal = () => void close();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  await app.listen({ port, host });
  // Checks run in the check service: started now, so a student's first check does not wait for it.
  if (app.hasDecorator('checkService')) {
    app.checkService.warm().then(
      ({ sandbox }) =>
        sandbox === 'bubblewrap'
          ? app.log.info('checks run in bubblewrap sandboxes')
          : app.log.warn(`checks run without a namespace sandbox (${sandbox}): install bubblewrap for the real wall`),
      (error: unknown) => app.log.error({ error: String(error) }, 'the check service did not start'),
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
