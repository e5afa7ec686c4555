import { remoteCorsOrigins } from './remote-cors';

describe('CORS of the remote servers', () => {
  const allows = (origins: (string | RegExp)[], origin: string) => origins.some((o) => (typeof o === 'string' ? o === origin : o.test(origin)));

  it('allows only the configured public origins', () => {
    const origins = remoteCorsOrigins('https://school.example.org, http://192.168.1.5:3000/');
    expect(origins).toEqual(['https://school.example.org', 'http://192.168.1.5:3000']);
    expect(allows(origins, 'https://evil.example')).toBe(false);
  });

  it('allows shells on this machine when no public origin is configured (npm start, e2e)', () => {
    const origins = remoteCorsOrigins(undefined);
    expect(allows(origins, 'http://localhost:4000')).toBe(true);
    expect(allows(origins, 'http://127.0.0.1:3000')).toBe(true);
    expect(allows(origins, 'http://localhost.evil.example')).toBe(false);
    expect(allows(origins, 'https://evil.example')).toBe(false);
  });
});
