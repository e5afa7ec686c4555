import { DecoratorNode, type LexicalNode, type SerializedLexicalNode } from 'lexical';

/** A page break: a marker line in the document, a page break when printed. */
export class PageBreakNode extends DecoratorNode<null> {
  static override getType(): string {
    return 'page-break';
  }
  static override clone(node: PageBreakNode): PageBreakNode {
    return new PageBreakNode(node.__key);
  }
  static override importJSON(_json: SerializedLexicalNode): PageBreakNode {
    return new PageBreakNode();
  }
  override createDOM(): HTMLElement {
    const el = document.createElement('figure');
    el.className = 'rt-page-break';
    el.setAttribute('type', 'page-break');
    return el;
  }
  override isInline(): boolean {
    return false;
  }
  override updateDOM(): boolean {
    return false;
  }
  override getTextContent(): string {
    return '\n';
  }
  override decorate(): null {
    return null;
  }
}

export const $createPageBreakNode = () => new PageBreakNode();
export const $isPageBreakNode = (n: LexicalNode | null | undefined): n is PageBreakNode => n instanceof PageBreakNode;
