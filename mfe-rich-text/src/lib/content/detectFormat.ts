/** Content format detection (spec 5): editor JSON needs an object with a root object; delta needs an ops array. */
export type ContentFormat =
  | { kind: 'editorState'; json: { root: Record<string, unknown> } }
  | { kind: 'delta'; ops: unknown[] }
  | { kind: 'markdown'; text: string }
  /** Looked like JSON but did not parse: shown as it is, never read as markdown. */
  | { kind: 'plainText'; text: string };

export function detectFormat(content: string): ContentFormat {
  const trimmed = content.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const o = parsed as Record<string, unknown>;
        if (o.root && typeof o.root === 'object' && !Array.isArray(o.root)) {
          return { kind: 'editorState', json: o as { root: Record<string, unknown> } };
        }
        if (Array.isArray(o.ops)) return { kind: 'delta', ops: o.ops };
      }
    } catch (err) {
      console.warn('rich-text: content looks like JSON but does not parse; shown as text', err);
      return { kind: 'plainText', text: content };
    }
  }
  return { kind: 'markdown', text: content };
}
