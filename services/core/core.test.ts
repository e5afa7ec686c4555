import { buildTestApp } from '../test/test-app';

describe('gateway core', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('reports a healthy database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { db: 'ok', redis: 'off' } });
  });

  it('serves the OpenAPI document with every API route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/student/profile/{userId}',
        '/api/student/{userId}/group',
        '/api/student/{userId}/group/archive',
      ]),
    );
  });

  it('documents every API route in the OpenAPI document, from the route schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    const missing = ctx.app.accessTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .filter((r) => !doc.paths[toOpenApi(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // Shapes come from the contracts' TypeBox schemas (bounds included).
    const login = doc.paths['/api/auth/login'].post as { requestBody: { content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }> } };
    expect(login.requestBody.content['application/json'].schema.properties.login.maxLength).toBe(100);
  });

  it('answers unknown API paths with JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('runtime config', () => {
  it('serves the brand mode chosen by configuration', async () => {
    const online = await buildTestApp({ brandMode: 'online' });
    try {
      const res = await online.app.inject({ method: 'GET', url: '/app-config.json' });
      expect(res.json()).toEqual({ brandMode: 'online', remoteManifestUrl: '/remotes.json' });
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await online.close();
    }
  });
});
