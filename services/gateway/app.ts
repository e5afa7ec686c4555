import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loadConfig, type AppConfig } from '../core/config';
import errorHandler from '../core/error-handler';
import authHook from '../core/auth-hook';
import inputGuard from '../core/input-guard';
import swagger from '../core/swagger';
import healthRoutes from '../core/health';
import { errorSchema } from '../core/schemas';
import orm from '../db/orm-plugin';
import redis from '../core/redis';
import auth from '../auth';
import profile from '../profile';
import learning from '../learning';
import learningReader from '../learning/reader';
import codeCheck from '../code-check';
import answerFiles from '../answer-files';
import funspace from '../funspace';
import files from '../files';
import aichat from '../aichat';
import collab from '../collab';
import { s3OptionsFromEnv } from '../files/storage';
import web from './web';
import contentUrls from '../content-urls';
import { loadRemoteManifest } from './remote-manifest';
import publicOrigin from '../core/public-origin';
import securityHeaders from '../core/security-headers';
import { KIND_LIST, type TaskKind } from '@school/task-kinds';
import { assertKindsVerified } from './kinds-verified';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** Apply pending migrations at start (tests and the embedded default). */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * Domains to mount (production runs one per deployment, e.g. SERVICES=auth); all by default.
   * Who teaches whom is a core plugin (core/teaching.ts), so any domain can run alone.
   */
  services?: string[];
  /** The task kinds the school runs: every registered declaration by default (tests add a fake one). */
  taskKinds?: readonly TaskKind[];
}

export const DOMAINS = ['auth', 'profile', 'learning', 'funspace', 'files', 'aichat'] as const;

/** Builds the gateway: every domain service mounted in one Fastify instance. */
export async function buildApp(options: BuildOptions = {}) {
  const config = loadConfig(options.config);
  const wanted = options.services ?? process.env.SERVICES?.split(',').map((x) => x.trim()).filter(Boolean);
  // A misspelt name would mount nothing and answer 404 everywhere: refuse to start instead.
  const unknown = wanted?.filter((name) => !(DOMAINS as readonly string[]).includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`SERVICES names unknown domains: ${unknown.join(', ')} (known: ${DOMAINS.join(', ')})`);
  const enabled = (domain: (typeof DOMAINS)[number]) => !wanted || wanted.includes(domain);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // X-Forwarded-For/-Host/-Proto are believed only from the configured proxies (TRUST_PROXY).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  const remoteManifest = loadRemoteManifest(config.remoteManifestFile);
  app.addSchema(errorSchema);
  await app.register(errorHandler);
  await app.register(publicOrigin, { publicOrigins: config.publicOrigins });
  const s3 = s3OptionsFromEnv();
  await app.register(securityHeaders, {
    remoteOrigins: remoteManifest.remoteOrigins,
    // Presigned PUTs go from the browser straight to S3 (AWS: the bucket's virtual host).
    uploadOrigins: !s3
      ? []
      : s3.endpoint
        ? [new URL(s3.endpoint).origin]
        : [`https://s3.${s3.region}.amazonaws.com`, `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`],
  });
  await app.register(inputGuard);
  await app.register(swagger);
  await app.register(orm, { databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, migrate: options.migrate });
  await app.register(redis, { url: config.redisUrl });
  await app.register(authHook, { secret: config.jwtSecret });
  // The learning domain's public reader (tasks, access, answers) for other domains: in every
  // deployment, so the tutor works without the learning plugin mounted. Reads nothing at start.
  await app.register(learningReader);
  await app.register(healthRoutes);
  // Before the domains: rewrites old file-host URLs in the content they answer (spec 5).
  await app.register(contentUrls, { oldHosts: config.oldFileHosts, filesBase: config.filesPublicUrl });
  if (enabled('auth')) {
    await app.register(auth, {
      accessTokenTtlS: config.accessTokenTtlS,
      refreshTokenTtlS: config.refreshTokenTtlS,
      loginRateLimit: config.loginRateLimit,
      loginAddressLimit: config.loginAddressLimit,
    });
  }
  if (enabled('profile')) await app.register(profile, { fallbackUrl: config.profileFallbackUrl });
  if (enabled('learning')) await app.register(learning);
  // Python, JS and web-page re-checks: verifiers that ask the sandboxed check service.
  if (enabled('learning')) await app.register(codeCheck, { checkServiceUrl: config.checkServiceUrl });
  if (enabled('learning')) {
    try {
      assertKindsVerified(app, options.taskKinds ?? KIND_LIST);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  if (enabled('funspace')) await app.register(funspace);
  if (enabled('files')) await app.register(files, { dataDir: config.dataDir, secret: config.jwtSecret, s3: s3OptionsFromEnv() });
  if (enabled('learning') && enabled('files')) await app.register(answerFiles);
  if (enabled('aichat')) await app.register(aichat);
  // The rich-text editor's real-time collaboration (rooms stored in the database, shared through Redis; nginx routes /api/collab/ with the learning domain).
  if (enabled('learning')) await app.register(collab, { maxRooms: config.collabMaxRooms, maxConnectionsPerAddress: config.collabMaxConnectionsPerAddress });
  await app.register(web, {
    webRoot: config.webRoot,
    remoteManifest,
    brandMode: config.brandMode,
  });
  return app;
}
