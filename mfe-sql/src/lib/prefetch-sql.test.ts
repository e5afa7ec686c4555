/** @jest-environment jsdom */
import { prefetchSqlFiles } from './prefetch-sql';

describe('prefetching sql.js’s wasm for the next SQL task', () => {
  const WASM = 'http://localhost:3009/sqljs-0123456789ab/sql-wasm.wasm';

  it('adds one CORS prefetch link for the wasm, once however often it is asked', () => {
    prefetchSqlFiles(document, WASM);
    prefetchSqlFiles(document, WASM);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => [l.href, l.crossOrigin])).toEqual([[WASM, 'anonymous']]);
  });

  it('does nothing outside the build (no wasm URL: jest and Node read sql.js’s file from disk)', () => {
    document.head.innerHTML = '';
    prefetchSqlFiles(document, null);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
