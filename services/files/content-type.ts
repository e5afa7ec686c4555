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

/** Types a browser may run as a document on our origin (HTML, SVG, XML and the like). */
export function isActiveContent(mime: string): boolean {
  return /html|xml|svg|javascript|ecmascript/i.test(mime);
}
