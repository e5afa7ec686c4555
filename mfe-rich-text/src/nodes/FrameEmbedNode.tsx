import { type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { BlockDecoratorNode } from './BlockDecoratorNode';
import { EmbedBlock } from '../components/EmbedBlock';
import { FrameView } from '../components/FrameView';
import { checkFrameSrc, FRAME_DEFAULTS, normalizeFrameTitle } from '../lib/validators/frameEmbed';
import { sizeOr } from './embedData';

export interface FramePayload {
  src: string;
  width?: string;
  height?: string;
  title?: string;
  allowFullscreen?: boolean;
}

export type SerializedFrameEmbedNode = Spread<Required<FramePayload>, SerializedLexicalNode>;

/** A frame embed (spec 3.8): src must be an https page of a known provider, else it is dropped. */
export class FrameEmbedNode extends BlockDecoratorNode {
  __p: Required<FramePayload>;
  static override getType(): string {
    return 'frame-embed';
  }
  static override clone(node: FrameEmbedNode): FrameEmbedNode {
    return new FrameEmbedNode(node.__p, node.__key);
  }
  constructor(p: FramePayload, key?: NodeKey) {
    super(key);
    this.__p = {
      src: checkFrameSrc(p.src) ?? '',
      width: sizeOr(p.width, FRAME_DEFAULTS.width),
      height: sizeOr(p.height, FRAME_DEFAULTS.height),
      title: normalizeFrameTitle(p.title),
      allowFullscreen: p.allowFullscreen !== false,
    };
  }
  static override importJSON(json: SerializedFrameEmbedNode): FrameEmbedNode {
    return new FrameEmbedNode(json);
  }
  override exportJSON(): SerializedFrameEmbedNode {
    return { ...super.exportJSON(), ...this.__p };
  }
  getSize(): { width: string; height: string } {
    const { width, height } = this.getLatest().__p;
    return { width, height };
  }
  setSize(width: string, height: string): void {
    const w = this.getWritable();
    w.__p = { ...w.__p, width: sizeOr(width, w.__p.width), height: sizeOr(height, w.__p.height) };
  }
  override getTextContent(): string {
    return this.__p.src;
  }
  override decorate(): JSX.Element {
    const p = this.__p;
    return (
      <EmbedBlock nodeKey={this.__key} kind="frame" size={{ width: p.width, height: p.height }}>
        <FrameView src={p.src} width={p.width} height={p.height} title={p.title} allowFullscreen={p.allowFullscreen} />
      </EmbedBlock>
    );
  }
}

export const $createFrameEmbedNode = (p: FramePayload) => new FrameEmbedNode(p);
export const $isFrameEmbedNode = (n: LexicalNode | null | undefined): n is FrameEmbedNode => n instanceof FrameEmbedNode;
