import type { BrowserContext, Page, Request } from '@playwright/test';

/** One visit of a page: time to ready and what came over the network (the HTTP cache's answers excluded). */
export interface Visit {
  ms: number;
  /** Bytes received from the network (headers and bodies as sent, compressed), 0 for cache hits. */
  networkBytes: number;
  /** Requests answered by the network, and by the browser's HTTP cache. */
  fromNetwork: number;
  fromCache: number;
  /** The largest downloads of the visit (url, bytes). */
  largest: { url: string; bytes: number }[];
}

/**
 * Opens `url` in a new page of `context` and times until `ready(page)` resolves. The first visit
 * of a new context is a cold one (empty HTTP cache); a later visit in the same context is warm.
 * Requests of the page's dedicated workers are counted too (Chromium reports them on the page).
 * No routing: Playwright turns the HTTP cache off while a route is set.
 */
export async function measureVisit(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<Visit> {
  const page = await context.newPage();
  const sizes: Promise<{ url: string; bytes: number; cached: boolean }>[] = [];
  const finished = (request: Request) => {
    sizes.push(
      (async () => {
        const response = await request.response();
        const s = await request.sizes();
        // Chromium reports a response from its cache with no bytes on the wire (a 304 only has headers).
        const bytes = s.responseBodySize + s.responseHeadersSize;
        const cached = bytes <= 0 && (response?.status() ?? 0) !== 0;
        return { url: request.url(), bytes: Math.max(0, bytes), cached };
      })(),
    );
  };
  page.on('requestfinished', finished);
  const started = performance.now();
  await page.goto(url);
  await ready(page);
  const ms = performance.now() - started;
  page.off('requestfinished', finished);
  const all = await Promise.all(sizes);
  await page.close();
  return {
    ms,
    networkBytes: all.reduce((sum, x) => sum + x.bytes, 0),
    fromNetwork: all.filter((x) => !x.cached).length,
    fromCache: all.filter((x) => x.cached).length,
    largest: all
      .filter((x) => !x.cached)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4)
      .map(({ url: u, bytes }) => ({ url: u, bytes })),
  };
}

export const mb = (bytes: number) => bytes / 1024 / 1024;
