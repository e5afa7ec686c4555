import type { AddressInfo } from 'node:net';
import { baseApi, loggedIn, makeStore } from '@school/api-client';
import type { TokenPayload } from '@school/contracts';
import { buildTestApp } from '../test/test-app';

/**
 * The real client (shared/api-client: base query and auth slice) against the real gateway over
 * HTTP: with rotating refresh tokens the client must keep the new one, or its second refresh fails.
 */
describe('client refresh with rotating refresh tokens', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const NativeRequest = globalThis.Request;
  beforeAll(async () => {
    ctx = await buildTestApp({ accessTokenTtlS: 1 });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    // The client calls same-origin paths ('/api/...'), as in the browser; Node needs an origin.
    globalThis.Request = class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, base) : input, init);
      }
    };
  });
  afterAll(async () => {
    globalThis.Request = NativeRequest;
    await ctx.close();
  });

  const expire = () => new Promise((r) => setTimeout(r, 2100));

  it('refreshes twice in a row: the rotated refresh token is stored and used', async () => {
    const store = makeStore();
    const session = await store.dispatch(baseApi.endpoints.login.initiate({ login: 'student1', password: 'student123' })).unwrap();
    store.dispatch(loggedIn(session));
    const userId = (JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()) as TokenPayload).user_id;
    const groups = () => store.dispatch(baseApi.endpoints.getGroups.initiate({ userId }, { forceRefetch: true }));

    await expire();
    expect((await groups()).isSuccess).toBe(true);
    const first = store.getState().auth.refreshToken;
    expect(first).not.toBe(session.refreshToken);

    await expire();
    expect((await groups()).isSuccess).toBe(true);
    const second = store.getState().auth.refreshToken;
    expect(second).not.toBe(first);
    expect(store.getState().auth.token).not.toBeNull();
  }, 20_000);
});
