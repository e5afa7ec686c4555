const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'sms:', 'tel:']);

/** Link protocols whitelist (spec 5): anything else becomes about:blank. Relative URLs stay. */
export function sanitizeUrl(url: string): string {
  const trimmed = url.trim();
  // Control characters and whitespace can hide a protocol ("java\nscript:").
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const compact = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  try {
    const parsed = new URL(compact);
    return ALLOWED.has(parsed.protocol) ? trimmed : 'about:blank';
  } catch {
    return /^[a-z][a-z0-9+.-]*:/i.test(compact) ? 'about:blank' : trimmed;
  }
}

/** Image sources: http(s), site-relative and data:image (not SVG) only; local-file addresses are refused. */
export function isSafeImageSrc(src: string): boolean {
  const s = src.trim();
  if (!s) return false;
  // Any image type (spec 5: dropped or pasted images of any type), except SVG, which can carry script.
  if (/^data:image\/[a-z0-9.+-]+;/i.test(s)) return !/^data:image\/svg/i.test(s);
  if (/^(https?:)?\/\//i.test(s)) return true;
  if (/^\/(?!\/)/.test(s)) return true;
  return false;
}

/** Local-file addresses (file:, blob:, C:\..., /Users/..., \\share) are not imported as images. */
export function isLocalFileSrc(src: string): boolean {
  const s = src.trim();
  return /^(file:|blob:|[a-z]:[\\/]|\\\\|~\/)/i.test(s) || /^\/(Users|home|tmp|private|Volumes|mnt|var|root)\//i.test(s);
}

/**
 * What a person typed into the link editor, as a link address, or null when it cannot be one.
 * A bare host ("example.com/page") gets https:// in front; addresses with an allowed protocol
 * need a host (http, https) or a target (mailto, sms, tel); any other protocol is refused
 * (sanitizeUrl would turn it into about:blank, which Lexical's link check rejects anyway).
 */
export function normalizeLinkInput(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const withProtocol = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : /^[^/?#]+\.[^/?#]{2,}/.test(text) ? `https://${text}` : null;
  if (!withProtocol || sanitizeUrl(withProtocol) === 'about:blank') return null;
  try {
    const url = new URL(withProtocol);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname.includes('.') || url.hostname === 'localhost' ? withProtocol : null;
    return url.pathname.length > 0 ? withProtocol : null;
  } catch {
    return null;
  }
}
