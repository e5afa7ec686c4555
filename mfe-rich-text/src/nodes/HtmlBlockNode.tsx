import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { HtmlBlockView } from '../components/HtmlBlockView';

export type SerializedHtmlBlockNode = Spread<{ html: string }, SerializedLexicalNode>;

/** Raw HTML block: stored as typed, always rendered through DOMPurify. */
export class HtmlBlockNode extends DecoratorNode<JSX.Element> {
  __html: string;
  static override getType(): string {
    return 'html-block';
  }
  static override clone(node: HtmlBlockNode): HtmlBlockNode {
    return new HtmlBlockNode(node.__html, node.__key);
  }
  constructor(html: string, key?: NodeKey) {
    super(key);
    this.__html = html;
  }
  static override importJSON(json: SerializedHtmlBlockNode): HtmlBlockNode {
    return new HtmlBlockNode(typeof json.html === 'string' ? json.html : '');
  }
  override exportJSON(): SerializedHtmlBlockNode {
    return { ...super.exportJSON(), html: this.__html };
  }
  override createDOM(): HTMLElement {
    const el = document.createElement('div');
    el.className = 'rt-html-host';
    return el;
  }
  override isInline(): boolean {
    return false;
  }
  override updateDOM(): boolean {
    return false;
  }
  setHtml(html: string): void {
    this.getWritable().__html = html;
  }
  override decorate(): JSX.Element {
    return <HtmlBlockView html={this.__html} nodeKey={this.__key} />;
  }
}

export const $createHtmlBlockNode = (html: string) => new HtmlBlockNode(html);
export const $isHtmlBlockNode = (n: LexicalNode | null | undefined): n is HtmlBlockNode => n instanceof HtmlBlockNode;
