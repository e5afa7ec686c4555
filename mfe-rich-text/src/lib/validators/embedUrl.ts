/** Embed URL parsing (spec 5): video id of 11 characters, design-file id of 22-128 alphanumerics. */
export type EmbedMatch =
  | { type: 'video'; id: string; url: string }
  | { type: 'designFile'; id: string; url: string }
  | { type: 'tweet'; id: string; url: string };

const VIDEO_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);

export const isVideoId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{11}$/.test(id);
export const isDesignFileId = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-zA-Z]{22,128}$/.test(id);
export const isTweetId = (id: unknown): id is string => typeof id === 'string' && /^\d{1,25}$/.test(id);

function httpsUrl(url: string): URL | null {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}

/** watch?v=ID, youtu.be/ID and embed/ID links of YouTube hosts. */
export function parseVideoUrl(url: string): EmbedMatch | null {
  const u = httpsUrl(url);
  if (!u || !VIDEO_HOSTS.has(u.hostname.toLowerCase())) return null;
  let id: string | null = null;
  if (u.hostname.toLowerCase() === 'youtu.be') id = u.pathname.split('/')[1] ?? null;
  else if (u.pathname === '/watch') id = u.searchParams.get('v');
  else id = /^\/(embed|shorts|v)\/([^/?#]+)/.exec(u.pathname)?.[2] ?? null;
  return isVideoId(id) ? { type: 'video', id, url: u.href } : null;
}

export function parseDesignFileUrl(url: string): EmbedMatch | null {
  const m = /^https:\/\/([\w-]+\.)?figma\.com\/(file|proto|design)\/([0-9a-zA-Z]{22,128})(?:[/?#].*)?$/.exec(url.trim());
  return m ? { type: 'designFile', id: m[3], url: url.trim() } : null;
}

export function parseTweetUrl(url: string): EmbedMatch | null {
  const m = /^https:\/\/(www\.|mobile\.)?(twitter|x)\.com\/(#!\/)?\w+\/status(es)?\/(\d{1,25})(?:[/?#].*)?$/.exec(url.trim());
  return m ? { type: 'tweet', id: m[5], url: url.trim() } : null;
}

export function parseEmbedUrl(url: string): EmbedMatch | null {
  return parseVideoUrl(url) ?? parseDesignFileUrl(url) ?? parseTweetUrl(url);
}

export const EMBED_PARSE_DEBOUNCE_MS = 200;

/** Embed sizes of spec 9. */
export const VIDEO_WIDTH = 560;
export const VIDEO_HEIGHT = 315;
export const TWEET_WIDTH = 550;

export const videoEmbedSrc = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
export const designFileEmbedSrc = (id: string) =>
  `https://www.figma.com/embed?embed_host=school&url=${encodeURIComponent(`https://www.figma.com/file/${id}`)}`;
