import { TextNode, type EditorConfig, type LexicalNode, type NodeKey, type SerializedTextNode, type Spread } from 'lexical';

export type SerializedMentionNode = Spread<{ mentionName: string }, SerializedTextNode>;

/** A mention: one token of text that is selected and deleted as a whole. */
export class MentionNode extends TextNode {
  __mention: string;
  static override getType(): string {
    return 'mention';
  }
  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__mention, node.__text, node.__key);
  }
  constructor(mentionName: string, text?: string, key?: NodeKey) {
    super(text ?? `@${mentionName}`, key);
    this.__mention = mentionName;
  }
  static override importJSON(json: SerializedMentionNode): MentionNode {
    return $createMentionNode(typeof json.mentionName === 'string' ? json.mentionName : '').updateFromJSON(json);
  }
  override exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), mentionName: this.__mention };
  }
  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.className = 'rt-mention';
    return dom;
  }
  override isTextEntity(): true {
    return true;
  }
  override canInsertTextBefore(): boolean {
    return false;
  }
  override canInsertTextAfter(): boolean {
    return false;
  }
}

export function $createMentionNode(mentionName: string): MentionNode {
  return new MentionNode(mentionName).setMode('segmented').toggleDirectionless();
}
export const $isMentionNode = (n: LexicalNode | null | undefined): n is MentionNode => n instanceof MentionNode;
