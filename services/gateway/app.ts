import Fastify, { type FastifyServerOptions } from 'fastify';
import { loadConfig, type AppConfig } from '../core/config';
import errorHandler from '../core/error-handler';
import authHook from '../core/auth-hook';
import swagger from '../core/swagger';
import healthRoutes from '../core/health';
import { errorSchema } from '../core/schemas';
import orm from '../db/orm-plugin';
import auth from '../auth';
import profile from '../profile';
import learning from '../learning';
import funspace from '../funspace';
import files from '../files';
import { s3OptionsFromEnv } from '../files/storage';
import web from './web';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** Apply pending migrations at start (tests and the embedded default). */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * Domains to mount (production runs one per deployment, e.g. SERVICES=auth); all by default.
   * learning is always mounted: every domain's authorization asks it who teaches whom.
   */
  services?: string[];
}

export const DOMAINS = ['auth', 'profile', 'learning', 'funspace', 'files'] as const;

/** Builds the gateway: every domain service mounted in one Fastify instance. */
export async function buildApp(options: BuildOptions = {}) {
  const config = loadConfig(options.config);
  const wanted = options.services ?? process.env.SERVICES?.split(',').map((x) => x.trim()).filter(Boolean);
  const enabled = (domain: (typeof DOMAINS)[number]) => !wanted || domain === 'learning' || wanted.includes(domain);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    trustProxy: true,
  });
  app.addSchema(errorSchema);
  await app.register(errorHandler);
  await app.register(swagger);
  await app.register(orm, { databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, migrate: options.migrate });
  await app.register(authHook, { secret: config.jwtSecret });
  await app.register(healthRoutes);
  if (enabled('auth')) {
    await app.register(auth, {
      accessTokenTtlS: config.accessTokenTtlS,
      refreshTokenTtlS: config.refreshTokenTtlS,
      loginRateLimit: config.loginRateLimit,
    });
  }
  if (enabled('profile')) await app.register(profile);
  if (enabled('learning')) await app.register(learning);
  if (enabled('funspace')) await app.register(funspace);
  if (enabled('files')) await app.register(files, { dataDir: config.dataDir, secret: config.jwtSecret, s3: s3OptionsFromEnv() });
  await app.register(web, {
    webRoot: config.webRoot,
    remoteManifestFile: config.remoteManifestFile,
    brandMode: config.brandMode,
  });
  return app;
}
