import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { ImageView } from '../components/ImageView';
import { isLocalFileSrc, isSafeImageSrc } from '../lib/validators/linkUrl';

export const IMAGE_MAX_WIDTH = 1200;

export interface ImagePayload {
  src: string;
  altText: string;
  width?: number;
  height?: number;
  maxWidth?: number;
  showCaption?: boolean;
  caption?: string;
}

export type SerializedImageNode = Spread<Required<ImagePayload>, SerializedLexicalNode>;

/** An image (inline in its paragraph): src is checked on import and on render. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __p: Required<ImagePayload>;
  static override getType(): string {
    return 'image';
  }
  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__p, node.__key);
  }
  constructor(p: ImagePayload, key?: NodeKey) {
    super(key);
    this.__p = {
      width: 0,
      height: 0,
      maxWidth: IMAGE_MAX_WIDTH,
      showCaption: false,
      caption: '',
      ...p,
    };
  }
  static override importJSON(json: SerializedImageNode): ImageNode {
    const src = typeof json.src === 'string' && !isLocalFileSrc(json.src) && isSafeImageSrc(json.src) ? json.src : '';
    return new ImageNode({
      src,
      altText: String(json.altText ?? ''),
      width: Number(json.width) || 0,
      height: Number(json.height) || 0,
      maxWidth: Number(json.maxWidth) || IMAGE_MAX_WIDTH,
      showCaption: json.showCaption === true,
      caption: typeof json.caption === 'string' ? json.caption : '',
    });
  }
  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), ...this.__p };
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
  override decorate(): JSX.Element {
    return <ImageView {...this.__p} />;
  }
}

export const $createImageNode = (p: ImagePayload) => new ImageNode(p);
export const $isImageNode = (n: LexicalNode | null | undefined): n is ImageNode => n instanceof ImageNode;
