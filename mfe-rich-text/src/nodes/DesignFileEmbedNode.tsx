import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { EmbedBlock } from '../components/EmbedBlock';
import { FrameView } from '../components/FrameView';
import { designFileEmbedSrc, isDesignFileId, VIDEO_HEIGHT, VIDEO_WIDTH } from '../lib/validators/embedUrl';
import { httpsUrlOrEmpty, sizeOr } from './embedData';

export type SerializedDesignFileEmbedNode = Spread<{ documentID: string; url: string; width: string; height: string }, SerializedLexicalNode>;

const W = `${VIDEO_WIDTH}px`;
const H = `${VIDEO_HEIGHT}px`;

/** A Figma design file (spec 3.8): only a 22-128 character id is kept; the frame address is built from it. */
export class DesignFileEmbedNode extends DecoratorNode<JSX.Element> {
  __id: string;
  __url: string;
  __width: string;
  __height: string;
  static override getType(): string {
    return 'design-file';
  }
  static override clone(node: DesignFileEmbedNode): DesignFileEmbedNode {
    return new DesignFileEmbedNode(node.__id, node.__url, node.__width, node.__height, node.__key);
  }
  constructor(documentID: string, url = '', width: string = W, height: string = H, key?: NodeKey) {
    super(key);
    this.__id = isDesignFileId(documentID) ? documentID : '';
    this.__url = httpsUrlOrEmpty(url);
    this.__width = sizeOr(width, W);
    this.__height = sizeOr(height, H);
  }
  static override importJSON(json: SerializedDesignFileEmbedNode): DesignFileEmbedNode {
    return new DesignFileEmbedNode(json.documentID, json.url, json.width, json.height);
  }
  override exportJSON(): SerializedDesignFileEmbedNode {
    return { ...super.exportJSON(), documentID: this.__id, url: this.__url, width: this.__width, height: this.__height };
  }
  override createDOM(): HTMLElement {
    const el = document.createElement('div');
    el.className = 'rt-embed-host';
    return el;
  }
  override updateDOM(): boolean {
    return false;
  }
  override isInline(): boolean {
    return false;
  }
  override getTextContent(): string {
    return this.__url;
  }
  setSize(width: string, height: string): void {
    const w = this.getWritable();
    w.__width = sizeOr(width, w.__width);
    w.__height = sizeOr(height, w.__height);
  }
  override decorate(): JSX.Element {
    return (
      <EmbedBlock nodeKey={this.__key} kind="design-file" size={{ width: this.__width, height: this.__height }}>
        <FrameView src={this.__id ? designFileEmbedSrc(this.__id) : ''} width={this.__width} height={this.__height} title="Figma" />
      </EmbedBlock>
    );
  }
}

export const $createDesignFileEmbedNode = (documentID: string, url = '') => new DesignFileEmbedNode(documentID, url);
export const $isDesignFileEmbedNode = (n: LexicalNode | null | undefined): n is DesignFileEmbedNode => n instanceof DesignFileEmbedNode;
