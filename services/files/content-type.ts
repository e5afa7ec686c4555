import { fromBuffer } from 'file-type';

/** How many leading bytes the type is decided from (file-type reads at most this many). */
export const SNIFF_BYTES = 4100;

const TEXT_BY_EXT: Record<string, string> = {
  json: 'application/json',
  txt: 'text/plain',
  py: 'text/plain',
  csv: 'text/csv',
  css: 'text/css',
  js: 'text/javascript',
  md: 'text/markdown',
};

const looksLikeText = (head: Buffer) => !head.includes(0);

/**
 * The stored type of an upload, decided from its first bytes (magic numbers, file-type), never
 * from the client's Content-Type. Text has no magic number: markup that a browser would run
 * (HTML, SVG, XML) is named as such so it is served safely (routes.ts); other text takes its
 * name's type (never an active one); anything unknown is application/octet-stream.
 */
export async function sniffMime(head: Buffer, name: string): Promise<string> {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  let detected: Awaited<ReturnType<typeof fromBuffer>>;
  try {
    detected = await fromBuffer(head);
  } catch {
    // A format's signature followed by too few bytes (a cut file): nothing recognised.
    detected = undefined;
  }
  if (detected) {
    // A Scratch project is a zip; keep its own type so the player recognises it.
    if (detected.mime === 'application/zip' && ext === 'sb3') return 'application/x.scratch.sb3';
    // file-type calls every XML document XML; a drawing is named as one (both are served safely).
    if (detected.mime === 'application/xml' && /<svg[\s>/]/i.test(head.toString('utf8'))) return 'image/svg+xml';
    return detected.mime;
  }
  if (!looksLikeText(head)) return 'application/octet-stream';
  const start = head.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (/<svg[\s>]/.test(start) || (start.startsWith('<?xml') && start.includes('<svg'))) return 'image/svg+xml';
  if (/^<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>]|<iframe[\s>]/.test(start)) return 'text/html';
  if (start.startsWith('<?xml')) return 'application/xml';
  return TEXT_BY_EXT[ext] ?? 'text/plain';
}

/**
 * Types served as they are, inline: none of them can run as a script, a style sheet or a page with
 * script on the school's origin (raster images, audio, video, PDF, plain text, JSON). Everything
 * else is either a document (below) or served as inert text or bytes.
 */
const INLINE_TYPES =
  /^(?:image\/(?:png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon|apng)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|application\/pdf|text\/plain|application\/json)$/;
/** Markup a browser renders as a page (with script): never a live page of the school. */
const DOCUMENT_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml']);
/** Text that is not one of the above: shown as text (code, styles, data), never run. */
const TEXT_TYPES = /^text\/|[/+](?:xml|json|javascript|ecmascript)$|^application\/(?:javascript|ecmascript|x-javascript)$/;

/**
 * The policy of every file answer: an opaque origin without script. Opened as a page, a file can
 * run nothing and reach nothing of the school (its token lives in the school origin's storage).
 */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'unsafe-inline'; frame-ancestors 'self'";
/**
 * A page (HTML, SVG) our own players frame in <iframe sandbox="allow-scripts">: it runs its own
 * script, but in an opaque origin (no allow-same-origin) and only inside the school's frames.
 */
export const FRAMED_DOCUMENT_CSP = "sandbox allow-scripts allow-popups; frame-ancestors 'self'";

export interface FileServing {
  /** The Content-Type sent (may differ from the stored type: never one a browser would run). */
  type: string;
  csp: string;
  /** Sent as a download (Content-Disposition: attachment) rather than shown. */
  attachment: boolean;
  /** The answer depends on Sec-Fetch-Dest (documents): caches must keep them apart. */
  varyByDest: boolean;
}

/**
 * How a stored file is served, from its stored type (decided from its bytes, content-type.ts) and
 * where the browser puts it (`dest`: the Sec-Fetch-Dest header, '' when absent):
 * - raster images, audio, video, PDF, plain text and JSON: as they are, inline;
 * - HTML and SVG: framed by our players (dest iframe) they render in an opaque origin that may run
 *   script (FRAMED_DOCUMENT_CSP); an SVG in <img> (dest image) is a picture, where SVG runs nothing;
 *   opened as a page (or fetched, or anything else) the staff's render without script, a student's
 *   download as plain text;
 * - any other text (JavaScript, CSS, XML, ...) is plain text and downloads, other bytes are
 *   application/octet-stream and download: with nosniff, `<script src>` and `<link rel=stylesheet>`
 *   refuse both, so an upload never runs as script or style on the school's origin. The players
 *   that need the bytes (Unity, Godot, Scratch) fetch them and run them in their sandboxed frames.
 * Every answer carries FILE_CSP (a sandbox without script) but the framed documents.
 * `fromStudent` is asked only for a document opened outside our frames (one query).
 */
export async function servingOf(mime: string, dest: string, fromStudent: () => Promise<boolean>): Promise<FileServing> {
  const base = mime.split(';')[0].trim().toLowerCase();
  if (INLINE_TYPES.test(base)) return { type: mime, csp: FILE_CSP, attachment: false, varyByDest: false };
  if (DOCUMENT_TYPES.has(base)) {
    if (base === 'image/svg+xml' && dest === 'image') return { type: base, csp: FILE_CSP, attachment: false, varyByDest: true };
    if (dest === 'iframe' || dest === 'frame') return { type: base, csp: FRAMED_DOCUMENT_CSP, attachment: false, varyByDest: true };
    if (await fromStudent()) return { type: 'text/plain; charset=utf-8', csp: FILE_CSP, attachment: true, varyByDest: true };
    return { type: base, csp: FILE_CSP, attachment: false, varyByDest: true };
  }
  if (TEXT_TYPES.test(base)) return { type: 'text/plain; charset=utf-8', csp: FILE_CSP, attachment: true, varyByDest: false };
  return { type: 'application/octet-stream', csp: FILE_CSP, attachment: true, varyByDest: false };
}

/** The Content-Disposition of a download, the stored name kept (any language). */
export const attachmentOf = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
