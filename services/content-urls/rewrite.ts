/**
 * Old file-host URLs in content are rewritten to the product's own files host (spec 5).
 * An old host is configured as `host[/path]` (scheme optional): `https://files.old.ru/storage/a.png`
 * with the entry `files.old.ru/storage` and the own base `/api/files` becomes `/api/files/a.png`.
 * Only whole hosts match (`files.old.ru.evil.com` does not), in plain text, HTML, markdown and
 * JSON-in-a-string (rich text) alike, since each is just text around the URL.
 */
export interface FileHostRule {
  /** One regular expression over every configured old host. */
  pattern: RegExp;
  /** The own files base the old prefix becomes ('' keeps URLs relative to the school's origin). */
  base: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parses OLD_FILE_HOSTS entries; null when nothing is configured (then nothing is walked at all). */
export function fileHostRule(oldHosts: readonly string[], ownBase: string): FileHostRule | null {
  const entries = oldHosts
    .map((h) => h.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^\/\//, '').replace(/\/+$/, ''))
    .filter((h) => /^[a-z0-9.-]+(:\d+)?(\/[^\s?#]*)?$/i.test(h));
  if (entries.length === 0) return null;
  // Longer entries first, so `old.ru/storage` wins over `old.ru`.
  const alternatives = [...new Set(entries)].sort((a, b) => b.length - a.length).map(escape).join('|');
  return {
    // A scheme or a protocol-relative start, the host (and path prefix), then a path end or delimiter.
    pattern: new RegExp(`(?:https?:)?\\/\\/(?:${alternatives})(?=[/?#"'\\s)<>\\\\]|$)`, 'gi'),
    base: ownBase.replace(/\/+$/, ''),
  };
}

export function rewriteText(text: string, rule: FileHostRule): string {
  rule.pattern.lastIndex = 0;
  return text.replace(rule.pattern, rule.base);
}

/** Rewrites every string in a JSON-like value; objects are copied only where something changed. */
export function rewriteDeep<T>(value: T, rule: FileHostRule): T {
  if (typeof value === 'string') return rewriteText(value, rule) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v: unknown) => {
      const r = rewriteDeep(v, rule);
      if (r !== v) changed = true;
      return r;
    });
    return (changed ? out : value) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value) as [string, unknown][]) {
      const r = rewriteDeep(v, rule);
      if (r !== v) changed = true;
      out[k] = r;
    }
    return (changed ? out : value) as T;
  }
  return value;
}
