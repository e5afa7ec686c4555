import { TextDecoder, TextEncoder } from 'node:util';

/**
 * What jsdom lacks and the remotes' code expects of a browser: TextEncoder, and the fetch API.
 * The network here is offline: every request is recorded and fails as a browser's would with no
 * connection (RTK Query then reports FETCH_ERROR, as it does for a student who lost the network).
 * Import this first.
 */
export const offlineRequests: { method: string; url: string }[] = [];

class OfflineHeaders {
  private readonly map = new Map<string, string>();
  constructor(init?: Record<string, string> | OfflineHeaders) {
    if (init instanceof OfflineHeaders) init.forEach((v, k) => this.set(k, v));
    else for (const [k, v] of Object.entries(init ?? {})) this.set(k, v);
  }
  get(name: string) {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string) {
    return this.map.has(name.toLowerCase());
  }
  set(name: string, value: string) {
    this.map.set(name.toLowerCase(), String(value));
  }
  delete(name: string) {
    this.map.delete(name.toLowerCase());
  }
  forEach(fn: (value: string, key: string) => void) {
    this.map.forEach(fn);
  }
}

class OfflineRequest {
  readonly method: string;
  constructor(
    readonly url: string,
    init: { method?: string } = {},
  ) {
    this.method = (init.method ?? 'GET').toUpperCase();
  }
}

// Layout calls jsdom leaves out (it has no layout): scrolling a log to its end does nothing here.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
g.Headers ??= OfflineHeaders;
g.Request ??= OfflineRequest;
g.fetch ??= (request: OfflineRequest) => {
  offlineRequests.push({ method: request.method, url: request.url });
  return Promise.reject(new TypeError('Failed to fetch'));
};
