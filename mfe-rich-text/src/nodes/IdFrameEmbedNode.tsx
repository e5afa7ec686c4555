import type { NodeKey } from 'lexical';
import type { JSX } from 'react';
import { EmbedBlock } from '../components/EmbedBlock';
import { FrameView } from '../components/FrameView';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from '../lib/validators/embedUrl';
import { BlockDecoratorNode } from './BlockDecoratorNode';
import { httpsUrlOrEmpty, sizeOr } from './embedData';

const W = `${VIDEO_WIDTH}px`;
const H = `${VIDEO_HEIGHT}px`;

/** What tells one provider's framed embed from another: which ids it keeps and where its frame points. */
export interface IdFrameProvider {
  /** The EmbedBlock kind (class name and test id). */
  kind: string;
  title: string;
  isId(id: string): boolean;
  src(id: string): string;
}

/**
 * A resizable frame of a known provider that keeps only the provider's id (the frame address is built
 * from it, so no stored address can point elsewhere) and the https page it was pasted from.
 */
export abstract class IdFrameEmbedNode extends BlockDecoratorNode {
  __id: string;
  __url: string;
  __width: string;
  __height: string;

  protected abstract provider(): IdFrameProvider;

  constructor(id: string, url = '', width: string = W, height: string = H, key?: NodeKey) {
    super(key);
    this.__id = this.provider().isId(id) ? id : '';
    this.__url = httpsUrlOrEmpty(url);
    this.__width = sizeOr(width, W);
    this.__height = sizeOr(height, H);
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
    const p = this.provider();
    return (
      <EmbedBlock nodeKey={this.__key} kind={p.kind} size={{ width: this.__width, height: this.__height }}>
        <FrameView src={this.__id ? p.src(this.__id) : ''} width={this.__width} height={this.__height} title={p.title} />
      </EmbedBlock>
    );
  }
}
