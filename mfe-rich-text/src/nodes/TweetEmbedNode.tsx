import { type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { BlockDecoratorNode } from './BlockDecoratorNode';
import { EmbedBlock } from '../components/EmbedBlock';
import { TweetView } from '../components/TweetView';
import { isTweetId } from '../lib/validators/embedUrl';

export type SerializedTweetEmbedNode = Spread<{ id: string }, SerializedLexicalNode>;

/** A failed widget load is reported here; the view then shows a plain link to the tweet. */
const onTweetError = (error: Error) => console.warn('tweet embed:', error.message);

/** A tweet (spec 3.8): only a numeric id is kept. */
export class TweetEmbedNode extends BlockDecoratorNode {
  __id: string;
  static override getType(): string {
    return 'tweet';
  }
  static override clone(node: TweetEmbedNode): TweetEmbedNode {
    return new TweetEmbedNode(node.__id, node.__key);
  }
  constructor(id: string, key?: NodeKey) {
    super(key);
    this.__id = isTweetId(id) ? id : '';
  }
  static override importJSON(json: SerializedTweetEmbedNode): TweetEmbedNode {
    return new TweetEmbedNode(json.id);
  }
  override exportJSON(): SerializedTweetEmbedNode {
    return { ...super.exportJSON(), id: this.__id };
  }
  getId(): string {
    return this.__id;
  }
  override getTextContent(): string {
    return this.__id ? `https://x.com/i/status/${this.__id}` : '';
  }
  override decorate(): JSX.Element {
    return (
      <EmbedBlock nodeKey={this.__key} kind="tweet">
        <TweetView id={this.__id} onError={onTweetError} />
      </EmbedBlock>
    );
  }
}

export const $createTweetEmbedNode = (id: string) => new TweetEmbedNode(id);
export const $isTweetEmbedNode = (n: LexicalNode | null | undefined): n is TweetEmbedNode => n instanceof TweetEmbedNode;
