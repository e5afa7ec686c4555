/**
 * Frames (spec 3.8, 5): only https sources of known providers are rendered; they alone get a
 * sandbox that allows scripts, same-origin and popups. Anything else is never framed.
 */
export const FRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'rutube.ru',
  'vk.com',
  'vkvideo.ru',
  'www.figma.com',
  'embed.figma.com',
  'docs.google.com',
  'drive.google.com',
  'codepen.io',
  'scratch.mit.edu',
  'learningapps.org',
  'wordwall.net',
] as const;

export const TRUSTED_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

export const FRAME_DEFAULTS = { width: '100%', height: '400px', title: 'Embedded content', allowFullscreen: true } as const;

/** The normalized https address when the source may be framed, else null. */
export function checkFrameSrc(src: unknown): string | null {
  if (typeof src !== 'string' || /[\s<>"'`\\]/.test(src.trim())) return null;
  try {
    const u = new URL(src.trim());
    if (u.protocol !== 'https:' || u.username || u.password || u.port) return null;
    return (FRAME_HOSTS as readonly string[]).includes(u.hostname.toLowerCase()) ? u.href : null;
  } catch {
    return null;
  }
}

/** A frame size typed by the user: "560", "560px" or "1-100%"; null when invalid. */
export function parseFrameSize(value: unknown): string | null {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,4})\s*(px|%)?$/.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  if (m[2] === '%') return n >= 1 && n <= 100 ? `${n}%` : null;
  return n >= 20 && n <= 4000 ? `${n}px` : null;
}

/** Titles become plain text of bounded length. */
export function normalizeFrameTitle(title: unknown): string {
  return typeof title === 'string' && title.trim() ? title.trim().slice(0, 200) : FRAME_DEFAULTS.title;
}
