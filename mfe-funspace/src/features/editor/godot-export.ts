/**
 * A Godot web export's page carries the engine config as `const GODOT_CONFIG = {...};`. The
 * project keeps it (pretty-printed JSON) in its first text window (spec 5: non-empty JSON config);
 * the page itself is not uploaded: our sandboxed player replaces it.
 */
export function godotConfigFromExportPage(html: string): string | null {
  const m = /GODOT_CONFIG\s*=\s*(\{[\s\S]*?\})\s*;\s*(?:\n|const|let|var|<\/script>)/.exec(html);
  if (!m) return null;
  try {
    const parsed: unknown = JSON.parse(m[1]);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.keys(parsed).length === 0) return null;
    return JSON.stringify(parsed, null, 2);
  } catch {
    return null;
  }
}

/** The export's page, whose config is read instead of uploading it. */
export const isExportPage = (name: string) => /\.html?$/i.test(name);
