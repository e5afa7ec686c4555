import { DecoratorNode, type LexicalEditor, type LexicalNode, type NodeKey, type SerializedEditor, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { InlineImageView } from '../components/InlineImageView';
import { normalizeInlinePosition, type InlineImagePosition } from '../lib/blocks/imageSize';
import { isLocalFileSrc, isSafeImageSrc } from '../lib/validators/linkUrl';
import { IMAGE_MAX_WIDTH, imageDimension } from './ImageNode';
import { createCaptionEditor } from './imageCaption';

export interface InlineImagePayload {
  src: string;
  altText: string;
  position?: InlineImagePosition;
  width?: number;
  height?: number;
  showCaption?: boolean;
  /** The caption's first text (a new image); a stored image brings its nested editor's state. */
  caption?: string;
}

type InlineImageFields = Required<Omit<InlineImagePayload, 'caption'>>;
/** `caption` is the nested editor's state; documents of before kept a string (read as one paragraph). */
export type SerializedInlineImageNode = Spread<InlineImageFields & { caption: SerializedEditor | string }, SerializedLexicalNode>;
const CAPTION_NAMESPACE = 'rich-text-inline-image-caption';

const safeSrc = (src: unknown) => (typeof src === 'string' && !isLocalFileSrc(src) && isSafeImageSrc(src) ? src : '');

/** Stored data is re-validated: a local or unsafe src is dropped, sizes and texts are bounded. */
export function normalizeInlineImage(p: Omit<InlineImagePayload, 'caption'>): InlineImageFields {
  return {
    src: safeSrc(p.src),
    altText: typeof p.altText === 'string' ? p.altText.slice(0, 500) : '',
    position: normalizeInlinePosition(p.position),
    width: imageDimension(p.width),
    height: imageDimension(p.height),
    showCaption: p.showCaption === true,
  };
}

/**
 * An image inside a line of text, floated left or right or taking the full width (spec 3.8). Its
 * caption is a nested editor, as the image's is; clones share it.
 */
export class InlineImageNode extends DecoratorNode<JSX.Element> {
  __p: InlineImageFields;
  __caption: LexicalEditor;
  static override getType(): string {
    return 'inline-image';
  }
  static override clone(node: InlineImageNode): InlineImageNode {
    return new InlineImageNode(node.__p, node.__caption, node.__key);
  }
  constructor(p: InlineImagePayload, caption?: LexicalEditor, key?: NodeKey) {
    super(key);
    const { caption: text, ...fields } = p;
    this.__p = normalizeInlineImage(fields);
    this.__caption = caption ?? createCaptionEditor(text ?? '', CAPTION_NAMESPACE);
  }
  static override importJSON(json: SerializedInlineImageNode): InlineImageNode {
    const { caption, ...fields } = json;
    return new InlineImageNode(fields, createCaptionEditor(caption, CAPTION_NAMESPACE));
  }
  override exportJSON(): SerializedInlineImageNode {
    return { ...super.exportJSON(), ...this.__p, caption: this.__caption.toJSON() };
  }
  override createDOM(): HTMLElement {
    const el = document.createElement('span');
    el.className = `rt-inline-image rt-inline-image--${this.__p.position}`;
    return el;
  }
  override updateDOM(prev: InlineImageNode, dom: HTMLElement): boolean {
    if (prev.__p.position !== this.__p.position) dom.className = `rt-inline-image rt-inline-image--${this.__p.position}`;
    return false;
  }
  override isInline(): boolean {
    return true;
  }
  override getTextContent(): string {
    return this.__p.altText;
  }
  getPayload(): InlineImageFields {
    return this.getLatest().__p;
  }
  getCaption(): LexicalEditor {
    return this.getLatest().__caption;
  }
  setOptions(p: Partial<Pick<InlineImagePayload, 'altText' | 'position' | 'showCaption'>>): void {
    const w = this.getWritable();
    w.__p = normalizeInlineImage({ ...w.__p, ...p });
  }
  setWidthAndHeight(width: number, height: number): void {
    const w = this.getWritable();
    w.__p = { ...w.__p, width: imageDimension(width), height: imageDimension(height) };
  }
  setShowCaption(showCaption: boolean): void {
    this.setOptions({ showCaption });
  }
  override decorate(): JSX.Element {
    return <InlineImageView nodeKey={this.__key} {...this.__p} captionEditor={this.__caption} maxWidth={IMAGE_MAX_WIDTH} />;
  }
}

export const $createInlineImageNode = (p: InlineImagePayload) => new InlineImageNode(p);
export const $isInlineImageNode = (n: LexicalNode | null | undefined): n is InlineImageNode => n instanceof InlineImageNode;
