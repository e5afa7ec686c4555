import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  /** postgres://... selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  sqliteFile: string;
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  loginRateLimit: number;
  logLevel: string;
  /** Folder with the built shell to serve, when the gateway also serves the front end. */
  webRoot: string | null;
  /** The remote manifest template served at /remotes.json. */
  remoteManifestFile: string | null;
  brandMode: string;
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

export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = process.env;
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? path.join(repoRoot, 'data');
  const databaseUrl = overrides.databaseUrl !== undefined ? overrides.databaseUrl : env.DATABASE_URL || null;
  return {
    databaseUrl,
    dataDir,
    sqliteFile: overrides.sqliteFile ?? path.join(dataDir, 'school.sqlite'),
    jwtSecret: overrides.jwtSecret ?? env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    accessTokenTtlS: overrides.accessTokenTtlS ?? Number(env.ACCESS_TOKEN_TTL_S ?? 900),
    refreshTokenTtlS: overrides.refreshTokenTtlS ?? Number(env.REFRESH_TOKEN_TTL_S ?? 30 * 24 * 3600),
    loginRateLimit: overrides.loginRateLimit ?? Number(env.LOGIN_RATE_LIMIT ?? 10),
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? 'info',
    webRoot: overrides.webRoot !== undefined ? overrides.webRoot : env.WEB_ROOT ?? null,
    remoteManifestFile:
      overrides.remoteManifestFile !== undefined ? overrides.remoteManifestFile : env.REMOTE_MANIFEST_FILE ?? null,
    brandMode: overrides.brandMode ?? env.BRAND_MODE ?? 'default',
  };
}
