import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { EmbedBlock } from '../components/EmbedBlock';
import { FrameView } from '../components/FrameView';
import { isVideoId, VIDEO_HEIGHT, VIDEO_WIDTH, videoEmbedSrc } from '../lib/validators/embedUrl';
import { httpsUrlOrEmpty, sizeOr } from './embedData';

export type SerializedVideoEmbedNode = Spread<{ videoID: string; url: string; width: string; height: string }, SerializedLexicalNode>;

const W = `${VIDEO_WIDTH}px`;
const H = `${VIDEO_HEIGHT}px`;

/** A YouTube video (spec 3.8): only an 11-character id is kept; the frame address is built from it. */
export class VideoEmbedNode extends DecoratorNode<JSX.Element> {
  __id: string;
  __url: string;
  __width: string;
  __height: string;
  static override getType(): string {
    return 'video';
  }
  static override clone(node: VideoEmbedNode): VideoEmbedNode {
    return new VideoEmbedNode(node.__id, node.__url, node.__width, node.__height, node.__key);
  }
  constructor(videoID: string, url = '', width: string = W, height: string = H, key?: NodeKey) {
    super(key);
    this.__id = isVideoId(videoID) ? videoID : '';
    this.__url = httpsUrlOrEmpty(url);
    this.__width = sizeOr(width, W);
    this.__height = sizeOr(height, H);
  }
  static override importJSON(json: SerializedVideoEmbedNode): VideoEmbedNode {
    return new VideoEmbedNode(json.videoID, json.url, json.width, json.height);
  }
  override exportJSON(): SerializedVideoEmbedNode {
    return { ...super.exportJSON(), videoID: this.__id, url: this.__url, width: this.__width, height: this.__height };
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
      <EmbedBlock nodeKey={this.__key} kind="video" size={{ width: this.__width, height: this.__height }}>
        <FrameView src={this.__id ? videoEmbedSrc(this.__id) : ''} width={this.__width} height={this.__height} title="YouTube video" />
      </EmbedBlock>
    );
  }
}

export const $createVideoEmbedNode = (videoID: string, url = '') => new VideoEmbedNode(videoID, url);
export const $isVideoEmbedNode = (n: LexicalNode | null | undefined): n is VideoEmbedNode => n instanceof VideoEmbedNode;
