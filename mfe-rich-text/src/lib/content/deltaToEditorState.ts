import { isLocalFileSrc, isSafeImageSrc } from '../validators/linkUrl';

/** Lexical text format bits. */
const FORMAT = { bold: 1, italic: 2, strike: 4, underline: 8, code: 16 } as const;

interface DeltaOp {
  insert?: unknown;
  attributes?: Record<string, unknown>;
}

type JsonNode = Record<string, unknown> & { type: string };

const textNode = (text: string, format: number): JsonNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});

const imageNode = (src: string, altText: string): JsonNode => ({
  type: 'image',
  src,
  altText,
  width: 0,
  height: 0,
  maxWidth: 1200,
  showCaption: false,
  caption: '',
  version: 1,
});

function formatOf(attrs: Record<string, unknown> | undefined): number {
  if (!attrs) return 0;
  let f = 0;
  for (const [key, bit] of Object.entries(FORMAT)) if (attrs[key]) f |= bit;
  return f;
}

function blockOf(children: JsonNode[], attrs: Record<string, unknown> | undefined): JsonNode {
  const header = Number(attrs?.header);
  const base = { children, direction: null, format: '', indent: 0, version: 1 };
  if (Number.isInteger(header) && header >= 1 && header <= 6) return { ...base, type: 'heading', tag: `h${header}` };
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '' };
}

/**
 * Converts a rich-text delta ({ ops }) to serialized editor state. Line attributes (header 1-6)
 * ride on the newline that ends the line, as in the delta format; unknown inserts are skipped.
 */
export function deltaToEditorState(ops: unknown[]): { root: JsonNode } {
  const blocks: JsonNode[] = [];
  let line: JsonNode[] = [];
  for (const raw of ops) {
    if (!raw || typeof raw !== 'object') continue;
    const op = raw as DeltaOp;
    if (typeof op.insert === 'string') {
      const parts = op.insert.split('\n');
      parts.forEach((part, i) => {
        if (part) line.push(textNode(part, formatOf(op.attributes)));
        if (i < parts.length - 1) {
          blocks.push(blockOf(line, op.attributes));
          line = [];
        }
      });
    } else if (op.insert && typeof op.insert === 'object') {
      const src = (op.insert as Record<string, unknown>).image;
      if (typeof src === 'string' && isSafeImageSrc(src) && !isLocalFileSrc(src)) {
        const alt = typeof op.attributes?.alt === 'string' ? op.attributes.alt : '';
        line.push(imageNode(src, alt));
      }
    }
  }
  if (line.length) blocks.push(blockOf(line, undefined));
  if (!blocks.length) blocks.push(blockOf([], undefined));
  return { root: { type: 'root', children: blocks, direction: null, format: '', indent: 0, version: 1 } };
}
