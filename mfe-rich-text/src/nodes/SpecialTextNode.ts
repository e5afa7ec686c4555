import { $applyNodeReplacement, TextNode, type EditorConfig, type LexicalNode, type NodeKey, type SerializedTextNode } from 'lexical';

/** The CSS class of a special text (styles/rich-text.css). */
export const SPECIAL_TEXT_CLASS = 'rt-special-text';

/**
 * Spec 3.8 "special text": words typed in square brackets, `[like this]`, become one highlighted
 * piece stored as its own node type; the brackets only mark it while typing and are not kept.
 */
export class SpecialTextNode extends TextNode {
  static override getType(): string {
    return 'specialText';
  }
  static override clone(node: SpecialTextNode): SpecialTextNode {
    return new SpecialTextNode(node.__text, node.__key);
  }
  constructor(text = '', key?: NodeKey) {
    super(text, key);
  }
  static override importJSON(json: SerializedTextNode): SpecialTextNode {
    return $createSpecialTextNode().updateFromJSON(json);
  }
  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.classList.add(SPECIAL_TEXT_CLASS);
    return dom;
  }
  override updateDOM(prevNode: this, dom: HTMLElement, config: EditorConfig): boolean {
    const replaced = super.updateDOM(prevNode, dom, config);
    // TextNode rewrites the class for format changes: keep the highlight on.
    dom.classList.add(SPECIAL_TEXT_CLASS);
    return replaced;
  }
  // Text typed right after it goes into a plain sibling, so the highlight never spreads.
  override canInsertTextAfter(): boolean {
    return false;
  }
  override isTextEntity(): true {
    return true;
  }
}

export const $createSpecialTextNode = (text = '') => $applyNodeReplacement(new SpecialTextNode(text));
export const $isSpecialTextNode = (n: LexicalNode | null | undefined): n is SpecialTextNode => n instanceof SpecialTextNode;
