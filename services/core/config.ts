import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtSecretProblem } from './jwt-secret-policy';

export interface AppConfig {
  /** postgres://... selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  sqliteFile: string;
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  /** Failed logins allowed per login name per minute (LOGIN_RATE_LIMIT). */
  loginRateLimit: number;
  /** Login attempts allowed per client address per minute: a classroom behind one NAT fits (LOGIN_ADDRESS_LIMIT). */
  loginAddressLimit: number;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY: addresses/CIDRs, comma-separated); none by default. */
  trustProxy: string[];
  /**
   * Origins the school is served from (PUBLIC_ORIGIN, comma-separated; the first is canonical). Public
   * links, presigned URLs, /remotes.json, CORS and CSP are built from these, never from Host headers.
   */
  publicOrigins: string[];
  /** NODE_ENV=production: a weak JWT secret refuses to start. */
  production: boolean;
  logLevel: string;
  /** Folder with the built shell to serve, when the gateway also serves the front end. */
  webRoot: string | null;
  /** The remote manifest template served at /remotes.json. */
  remoteManifestFile: string | null;
  brandMode: string;
  /** The second profile host's base URL (PROFILE_FALLBACK_URL); null: the one mounted in the gateway. */
  profileFallbackUrl: string | null;
  /** The sandboxed check service (CHECK_SERVICE_URL); unset: started as a child process on first use. */
  checkServiceUrl: string | undefined;
  /** Old file hosts whose URLs in content are rewritten to filesPublicUrl on read (OLD_FILE_HOSTS, comma-separated). */
  oldFileHosts: string[];
  /** The own files host and path old file URLs become (FILES_PUBLIC_URL). */
  filesPublicUrl: string;
  /** Rich-text collaboration: rooms kept in memory at once (COLLAB_MAX_ROOMS). */
  collabMaxRooms: number;
  /** Rich-text collaboration: open sockets per client address (COLLAB_MAX_CONNECTIONS_PER_ADDRESS). */
  collabMaxConnectionsPerAddress: number;
  /** Shared Redis for counters, limits and collaboration across instances (REDIS_URL); null: this process only. */
  redisUrl: string | null;
}

const repoRoot = path.resolve(__dirname, '..', '..');

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** `http://host:port` without a path or a trailing slash; refuses what is not an http(s) origin. */
export function normalizeOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_ORIGIN ${value}: not an http(s) origin`);
  return url.origin;
}

export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = process.env;
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? path.join(repoRoot, 'data');
  const databaseUrl = overrides.databaseUrl !== undefined ? overrides.databaseUrl : env.DATABASE_URL || null;
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const givenSecret = overrides.jwtSecret ?? env.JWT_SECRET;
  if (production) {
    // Anyone who knows the secret can sign a token for any user: never start with a weak one.
    const problem = jwtSecretProblem(givenSecret);
    if (problem) throw new Error(`Refusing to start in production: ${problem} (set a random secret of 32+ characters)`);
  }
  const publicOrigins = (overrides.publicOrigins ?? list(env.PUBLIC_ORIGIN)).map(normalizeOrigin);
  return {
    databaseUrl,
    dataDir,
    sqliteFile: overrides.sqliteFile ?? path.join(dataDir, 'school.sqlite'),
    jwtSecret: givenSecret ?? readOrCreateSecret(dataDir),
    accessTokenTtlS: overrides.accessTokenTtlS ?? Number(env.ACCESS_TOKEN_TTL_S ?? 900),
    refreshTokenTtlS: overrides.refreshTokenTtlS ?? Number(env.REFRESH_TOKEN_TTL_S ?? 30 * 24 * 3600),
    loginRateLimit: overrides.loginRateLimit ?? Number(env.LOGIN_RATE_LIMIT ?? 10),
    loginAddressLimit: overrides.loginAddressLimit ?? Number(env.LOGIN_ADDRESS_LIMIT ?? 300),
    trustProxy: overrides.trustProxy ?? list(env.TRUST_PROXY),
    publicOrigins: publicOrigins.length > 0 ? publicOrigins : [`http://localhost:${Number(env.PORT ?? 3000)}`],
    production,
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? 'info',
    webRoot: overrides.webRoot !== undefined ? overrides.webRoot : env.WEB_ROOT ?? null,
    remoteManifestFile:
      overrides.remoteManifestFile !== undefined ? overrides.remoteManifestFile : env.REMOTE_MANIFEST_FILE ?? null,
    brandMode: overrides.brandMode ?? env.BRAND_MODE ?? 'default',
    profileFallbackUrl:
      overrides.profileFallbackUrl !== undefined ? overrides.profileFallbackUrl : env.PROFILE_FALLBACK_URL || null,
    checkServiceUrl: overrides.checkServiceUrl ?? (env.CHECK_SERVICE_URL || undefined),
    oldFileHosts: overrides.oldFileHosts ?? (env.OLD_FILE_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    filesPublicUrl: overrides.filesPublicUrl ?? env.FILES_PUBLIC_URL ?? '/api/files',
    collabMaxRooms: overrides.collabMaxRooms ?? Number(env.COLLAB_MAX_ROOMS ?? 200),
    collabMaxConnectionsPerAddress: overrides.collabMaxConnectionsPerAddress ?? Number(env.COLLAB_MAX_CONNECTIONS_PER_ADDRESS ?? 20),
    redisUrl: overrides.redisUrl !== undefined ? overrides.redisUrl : env.REDIS_URL || null,
  };
}
