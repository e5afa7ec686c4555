import { $applyNodeReplacement, TextNode, type EditorConfig, type LexicalNode, type NodeKey, type SerializedTextNode } from 'lexical';

/** A highlighted congratulation word (spec 3.8 "keyword text"): a text entity with its own class. */
export class KeywordNode extends TextNode {
  static override getType(): string {
    return 'keyword';
  }
  static override clone(node: KeywordNode): KeywordNode {
    return new KeywordNode(node.__text, node.__key);
  }
  constructor(text = '', key?: NodeKey) {
    super(text, key);
  }
  static override importJSON(json: SerializedTextNode): KeywordNode {
    return $createKeywordNode().updateFromJSON(json);
  }
  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.classList.add('rt-keyword');
    return dom;
  }
  // Text typed next to the word goes into a plain sibling, so the highlight never spreads.
  override canInsertTextBefore(): boolean {
    return false;
  }
  override canInsertTextAfter(): boolean {
    return false;
  }
  override isTextEntity(): true {
    return true;
  }
}

export const $createKeywordNode = (text = '') => $applyNodeReplacement(new KeywordNode(text));
export const $isKeywordNode = (n: LexicalNode | null | undefined): n is KeywordNode => n instanceof KeywordNode;
