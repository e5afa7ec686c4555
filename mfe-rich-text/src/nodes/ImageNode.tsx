import { DecoratorNode, type LexicalEditor, type LexicalNode, type NodeKey, type SerializedEditor, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { ImageView } from '../components/ImageView';
import { isLocalFileSrc, isSafeImageSrc } from '../lib/validators/linkUrl';
import { createCaptionEditor } from './imageCaption';

export const IMAGE_MAX_WIDTH = 1200;

/** Stored pixel sizes: finite, non-negative, bounded; 0 means natural size. */
export const imageDimension = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), 10000) : 0;
};

export interface ImagePayload {
  src: string;
  altText: string;
  width?: number;
  height?: number;
  maxWidth?: number;
  showCaption?: boolean;
  /** The caption's first text (a new image); a stored image brings its nested editor's state. */
  caption?: string;
}

type ImageFields = Required<Omit<ImagePayload, 'caption'>>;
export type SerializedImageNode = Spread<ImageFields & { caption: SerializedEditor }, SerializedLexicalNode>;

/**
 * An image (inline in its paragraph): src is checked on import and on render. Its caption is a
 * nested editor (spec 3.8 "nested caption"), shown when showCaption is on; clones share it.
 */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __p: ImageFields;
  __caption: LexicalEditor;
  static override getType(): string {
    return 'image';
  }
  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__p, node.__caption, node.__key);
  }
  constructor(p: ImagePayload, caption?: LexicalEditor, key?: NodeKey) {
    super(key);
    const { caption: text, ...fields } = p;
    this.__p = { width: 0, height: 0, maxWidth: IMAGE_MAX_WIDTH, showCaption: false, ...fields };
    this.__caption = caption ?? createCaptionEditor(text ?? '');
  }
  static override importJSON(json: SerializedImageNode): ImageNode {
    const src = typeof json.src === 'string' && !isLocalFileSrc(json.src) && isSafeImageSrc(json.src) ? json.src : '';
    const fields = {
      src,
      altText: String(json.altText ?? ''),
      width: imageDimension(json.width),
      height: imageDimension(json.height),
      maxWidth: Math.min(Number(json.maxWidth) || IMAGE_MAX_WIDTH, IMAGE_MAX_WIDTH),
      showCaption: json.showCaption === true,
    };
    // Old documents stored the caption as a string: it becomes the nested editor's one paragraph.
    return new ImageNode(fields, createCaptionEditor(json.caption));
  }
  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), ...this.__p, caption: this.__caption.toJSON() };
  }
  getCaption(): LexicalEditor {
    return this.getLatest().__caption;
  }
  override createDOM(): HTMLElement {
    const el = document.createElement('span');
    el.className = 'rt-image';
    return el;
  }
  override updateDOM(): boolean {
    return false;
  }
  override isInline(): boolean {
    return true;
  }
  getSrc(): string {
    return this.__p.src;
  }
  getAltText(): string {
    return this.__p.altText;
  }
  override getTextContent(): string {
    return this.__p.altText;
  }
  setWidthAndHeight(width: number, height: number): void {
    const w = this.getWritable();
    w.__p = { ...w.__p, width: Math.max(0, Math.round(width)), height: Math.max(0, Math.round(height)) };
  }
  setShowCaption(showCaption: boolean): void {
    const w = this.getWritable();
    w.__p = { ...w.__p, showCaption };
  }
  override decorate(): JSX.Element {
    return <ImageView nodeKey={this.__key} {...this.__p} captionEditor={this.__caption} />;
  }
}

export const $createImageNode = (p: ImagePayload) => new ImageNode(p);
export const $isImageNode = (n: LexicalNode | null | undefined): n is ImageNode => n instanceof ImageNode;
