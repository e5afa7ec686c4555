import { $applyNodeReplacement, TextNode, type EditorConfig, type LexicalNode, type NodeKey, type SerializedTextNode, type Spread } from 'lexical';

export type SerializedEmojiNode = Spread<{ className: string }, SerializedTextNode>;

/** Spec 3.8: an emoji keeps a className (its kind, for styling) beside its text. */
export class EmojiNode extends TextNode {
  __className: string;
  static override getType(): string {
    return 'emoji';
  }
  static override clone(node: EmojiNode): EmojiNode {
    return new EmojiNode(node.__className, node.__text, node.__key);
  }
  constructor(className: string, text: string, key?: NodeKey) {
    super(text, key);
    this.__className = className;
  }
  static override importJSON(json: SerializedEmojiNode): EmojiNode {
    return $createEmojiNode(typeof json.className === 'string' ? json.className : EMOJI_CLASS, json.text).updateFromJSON(json);
  }
  override exportJSON(): SerializedEmojiNode {
    return { ...super.exportJSON(), className: this.getClassName() };
  }
  getClassName(): string {
    return this.getLatest().__className;
  }
  override createDOM(config: EditorConfig): HTMLElement {
    // The text lives in an inner span so the class styles a box around it (Lexical's own layout).
    const dom = document.createElement('span');
    const inner = super.createDOM(config);
    dom.className = this.__className;
    inner.className = 'rt-emoji-inner';
    dom.appendChild(inner);
    return dom;
  }
  override updateDOM(prevNode: this, dom: HTMLElement, config: EditorConfig): boolean {
    const inner = dom.firstChild;
    if (!(inner instanceof HTMLElement)) return true;
    if (prevNode.__className !== this.__className) dom.className = this.__className;
    super.updateDOM(prevNode, inner, config);
    return false;
  }
}

/** The class every emoji carries; a text shortcut adds its own kind (emoji happysmile, …). */
export const EMOJI_CLASS = 'emoji';

/** A token: the emoji is selected and deleted as one piece. */
export function $createEmojiNode(className: string, text: string): EmojiNode {
  return $applyNodeReplacement(new EmojiNode(className, text).setMode('token'));
}
export const $isEmojiNode = (n: LexicalNode | null | undefined): n is EmojiNode => n instanceof EmojiNode;
