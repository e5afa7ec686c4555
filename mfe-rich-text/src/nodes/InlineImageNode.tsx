import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { InlineImageView } from '../components/InlineImageView';
import { normalizeInlinePosition, type InlineImagePosition } from '../lib/blocks/imageSize';
import { isLocalFileSrc, isSafeImageSrc } from '../lib/validators/linkUrl';
import { IMAGE_MAX_WIDTH, imageDimension } from './ImageNode';

export interface InlineImagePayload {
  src: string;
  altText: string;
  position?: InlineImagePosition;
  width?: number;
  height?: number;
  showCaption?: boolean;
  caption?: string;
}

export type SerializedInlineImageNode = Spread<Required<InlineImagePayload>, SerializedLexicalNode>;

const safeSrc = (src: unknown) => (typeof src === 'string' && !isLocalFileSrc(src) && isSafeImageSrc(src) ? src : '');

/** Stored data is re-validated: a local or unsafe src is dropped, sizes and texts are bounded. */
export function normalizeInlineImage(p: InlineImagePayload): Required<InlineImagePayload> {
  return {
    src: safeSrc(p.src),
    altText: typeof p.altText === 'string' ? p.altText.slice(0, 500) : '',
    position: normalizeInlinePosition(p.position),
    width: imageDimension(p.width),
    height: imageDimension(p.height),
    showCaption: p.showCaption === true,
    caption: typeof p.caption === 'string' ? p.caption.slice(0, 2000) : '',
  };
}

/** An image inside a line of text, floated left or right or taking the full width (spec 3.8). */
export class InlineImageNode extends DecoratorNode<JSX.Element> {
  __p: Required<InlineImagePayload>;
  static override getType(): string {
    return 'inline-image';
  }
  static override clone(node: InlineImageNode): InlineImageNode {
    return new InlineImageNode(node.__p, node.__key);
  }
  constructor(p: InlineImagePayload, key?: NodeKey) {
    super(key);
    this.__p = normalizeInlineImage(p);
  }
  static override importJSON(json: SerializedInlineImageNode): InlineImageNode {
    return new InlineImageNode(json);
  }
  override exportJSON(): SerializedInlineImageNode {
    return { ...super.exportJSON(), ...this.__p };
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
  getPayload(): Required<InlineImagePayload> {
    return this.getLatest().__p;
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
  setCaption(caption: string): void {
    const w = this.getWritable();
    w.__p = { ...w.__p, caption: caption.slice(0, 2000) };
  }
  override decorate(): JSX.Element {
    return <InlineImageView nodeKey={this.__key} {...this.__p} maxWidth={IMAGE_MAX_WIDTH} />;
  }
}

export const $createInlineImageNode = (p: InlineImagePayload) => new InlineImageNode(p);
export const $isInlineImageNode = (n: LexicalNode | null | undefined): n is InlineImageNode => n instanceof InlineImageNode;
