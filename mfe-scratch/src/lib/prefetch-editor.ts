import { editorFrameUrl } from './frame-url';

/** The scripts an editor page loads, as absolute URLs (the patched scratch-gui bundle among them). */
export function editorScripts(html: string, pageUrl: string): string[] {
  return [...html.matchAll(/<script\s+src="([^"]+)"/g)].map((m) => new URL(m[1]!, pageUrl).href);
}

let started = false;

/**
 * Fetches the Scratch editor's scripts into the browser's HTTP cache at low priority, so the
 * Scratch task the student opens next starts warm. The bundle's name carries its content hash and
 * only the editor page knows it, so the page is read first (it is small and revalidated anyway).
 * No `crossorigin`: the editor frame loads these scripts with plain requests. Once per page.
 */
export async function prefetchScratchEditor(doc: Document = document, load: typeof fetch = fetch): Promise<void> {
  if (started) return;
  started = true;
  try {
    const page = editorFrameUrl();
    const res = await load(page);
    if (!res.ok) throw new Error(`editor page: ${res.status}`);
    const present = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href));
    for (const href of editorScripts(await res.text(), page)) {
      if (present.has(href)) continue;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      doc.head.appendChild(link);
    }
  } catch {
    // A bonus only: the task still opens (cold); a later call may try again.
    started = false;
  }
}
