import DOMPurify from 'dompurify';

/** Raw HTML from stored content, cleaned before it reaches the page: no script, handlers, frames or forms. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
  });
}
