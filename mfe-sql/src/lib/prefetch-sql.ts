import { sqlWasmUrl } from './sql-engine';

/**
 * Fetches sql.js's WebAssembly into the browser's HTTP cache at idle time, so the SQL task the
 * student opens next runs its first query without waiting for it (the kind declares `warmAhead`;
 * mfe-courses calls the workspace module's `prefetch` export). `crossorigin` makes the request the
 * same CORS request sql.js's fetch makes from the shell's page, so the cached answer is the one it
 * gets. The glue code needs nothing: it is in this module's own chunk. Once per page.
 */
export function prefetchSqlFiles(doc: Document = document, href: string | null = sqlWasmUrl()): void {
  if (!href) return;
  const present = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((l) => l.href === href);
  if (present) return;
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  link.crossOrigin = 'anonymous';
  doc.head.appendChild(link);
}
