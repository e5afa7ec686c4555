import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ApiPaths, type RemoteManifest } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { loadConfig } from './config';
import { PLACEHOLDER_JWT_SECRETS } from './jwt-secret-policy';

const repoRoot = path.resolve(__dirname, '..', '..');
const manifestFile = path.join(repoRoot, 'infra', 'remote-manifest.json');

/** Issue 19 item 3: production never signs tokens with a missing, short or placeholder secret. */
describe('the JWT secret in production', () => {
  const strong = 'k3V9q-8xZ_s7Lw2mRt5YpN4bHc6JdF1aUe0GiOoQ';
  const load = (jwtSecret: string | undefined) => () => loadConfig({ production: true, jwtSecret, dataDir: '/nonexistent-dir' });
  const saved = process.env.JWT_SECRET;
  beforeAll(() => delete process.env.JWT_SECRET);
  afterAll(() => {
    if (saved !== undefined) process.env.JWT_SECRET = saved;
  });

  it('refuses to start with a missing, short or known placeholder secret, and starts with a strong one', () => {
    expect(load(undefined)).toThrow(/JWT_SECRET is not set/);
    expect(load('short-secret')).toThrow(/shorter than 32/);
    for (const placeholder of PLACEHOLDER_JWT_SECRETS) expect(load(placeholder)).toThrow(/Refusing to start in production/);
    expect(load('change-me-to-a-very-long-random-string-please')).toThrow(/placeholder/);
    expect(load(strong)().jwtSecret).toBe(strong);
    // Outside production a development secret is still accepted.
    expect(loadConfig({ production: false, jwtSecret: 'dev' }).jwtSecret).toBe('dev');
  });

  it('ships no secret value in the Kubernetes manifests: they read it from an operator-made Secret', () => {
    const dir = path.join(repoRoot, 'infra', 'k8s');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect({ file, literal: /^\s*JWT_SECRET:\s*\S/m.test(text), kindSecret: /^kind:\s*Secret/m.test(text) }).toEqual({ file, literal: false, kindSecret: false });
    }
    const services = readFileSync(path.join(dir, 'services.yaml'), 'utf8');
    const deployments = services.match(/^kind: Deployment/gm)!.length;
    expect(services.match(/secretKeyRef: \{ name: school-secrets, key: JWT_SECRET \}/g)!.length).toBe(deployments + 1);
  });
});

/** Issue 19 items 4 and 9: security headers, CORS, and URLs from configured origins only. */
describe('security headers and public origins', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ remoteManifestFile: manifestFile, publicOrigins: ['http://localhost:3000', 'http://192.168.1.5:3000'] });
  });
  afterAll(() => ctx.close());

  const directives = (csp: string) => Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  it('sends CSP, frame protection, nosniff and Referrer-Policy; no HSTS on plain http', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/app-config.json', headers: { host: 'localhost:3000' } });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Scripts only from the school and its configured remotes (plus the embedded posts' widget).
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'http://localhost:3001', 'http://localhost:3006', "'wasm-unsafe-eval'"]));
    const remotes = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { remotes: { entry: string }[] }).remotes;
    const remoteOrigins = [...new Set(remotes.map((r) => new URL(r.entry.replace('{hostname}', 'localhost')).origin))];
    expect(csp['script-src'].filter((s: string) => /^https?:/.test(s))).toEqual([...remoteOrigins, 'https://platform.twitter.com']);
    expect(csp['worker-src']).toContain('blob:');
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('builds /remotes.json and the CSP from the configured origin the request names; a forged Host gets the canonical one', async () => {
    const lan = await ctx.app.inject({ method: 'GET', url: '/remotes.json', headers: { host: '192.168.1.5:3000' } });
    expect(lan.json<RemoteManifest>().remotes[0].entry).toBe('http://192.168.1.5:3001/remoteEntry.js');
    expect(directives(String(lan.headers['content-security-policy']))['script-src']).toContain('http://192.168.1.5:3001');
    for (const headers of [{ host: 'evil.example' }, { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/remotes.json', headers });
      expect(res.body).not.toContain('evil.example');
      expect(res.json<RemoteManifest>().remotes[0].entry).toBe('http://localhost:3001/remoteEntry.js');
      expect(String(res.headers['content-security-policy'])).not.toContain('evil.example');
    }
  });

  it('builds presigned and public project URLs from the configured origin, never from Host', async () => {
    const s = await loginAs(ctx.app, 'student1');
    const presign = await ctx.app.inject({
      method: 'GET',
      url: `${ApiPaths.filePresigned}?folder=covers&originalName=a.png`,
      headers: { ...s.auth, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(presign.statusCode).toBe(200);
    expect(presign.body.startsWith('http://localhost:3000/api/files/')).toBe(true);
    const projects = await ctx.app.inject({ method: 'GET', url: `/api/student/${s.userId}/project`, headers: { ...s.auth, host: 'evil.example' } });
    expect(projects.statusCode).toBe(200);
    expect(projects.body).not.toContain('evil.example');
  });

  it('answers CORS only for the configured origins', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('http://192.168.1.5:3000')).headers['access-control-allow-origin']).toBe('http://192.168.1.5:3000');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('behind TLS', () => {
  it('sends HSTS and upgrades insecure requests when the public origin is https', async () => {
    const tls = await buildTestApp({ publicOrigins: ['https://school.example.org'] });
    try {
      const res = await tls.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await tls.close();
    }
  });
});
