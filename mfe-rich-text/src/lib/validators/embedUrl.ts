/** Embed URL parsing (spec 5): video id of 11 characters, design-file id of 22-128 alphanumerics. */
export type EmbedMatch =
  | { type: 'video'; id: string; url: string }
  | { type: 'designFile'; id: string; url: string }
  | { type: 'tweet'; id: string; url: string };

export function parseVideoUrl(url: string): EmbedMatch | null {
  const m = /^.*(youtu\.be\/|v\/|u\/\w\/|embed\/|watch\?v=|&v=)([^#&?]*).*/.exec(url);
  const id = m?.[2];
  return id && id.length === 11 ? { type: 'video', id, url } : null;
}

export function parseDesignFileUrl(url: string): EmbedMatch | null {
  const m = /https:\/\/([\w.-]+\.)?figma\.com\/(file|proto|design)\/([0-9a-zA-Z]{22,128})(?:\/.*)?$/.exec(url);
  return m ? { type: 'designFile', id: m[3], url } : null;
}

export function parseTweetUrl(url: string): EmbedMatch | null {
  const m = /^https:\/\/(twitter|x)\.com\/(#!\/)?(\w+)\/status(es)*\/(\d+)/.exec(url);
  return m ? { type: 'tweet', id: m[5], url } : null;
}

export function parseEmbedUrl(url: string): EmbedMatch | null {
  return parseVideoUrl(url) ?? parseDesignFileUrl(url) ?? parseTweetUrl(url);
}

export const EMBED_PARSE_DEBOUNCE_MS = 200;
