import { ElementNode, type LexicalNode, type NodeKey, type SerializedElementNode, type Spread } from 'lexical';

export const CALLOUT_VARIANTS = ['note', 'tip', 'danger', 'info', 'caution'] as const;
export type CalloutVariant = (typeof CALLOUT_VARIANTS)[number];
export const isCalloutVariant = (v: unknown): v is CalloutVariant => CALLOUT_VARIANTS.includes(v as CalloutVariant);

export type SerializedCalloutNode = Spread<{ variant: CalloutVariant }, SerializedElementNode>;

/** A highlighted box (note, tip, danger, info, caution) holding blocks. */
export class CalloutNode extends ElementNode {
  __variant: CalloutVariant;
  static override getType(): string {
    return 'callout';
  }
  static override clone(node: CalloutNode): CalloutNode {
    return new CalloutNode(node.__variant, node.__key);
  }
  constructor(variant: CalloutVariant = 'note', key?: NodeKey) {
    super(key);
    this.__variant = variant;
  }
  override createDOM(): HTMLElement {
    const dom = document.createElement('aside');
    dom.className = `rt-callout rt-callout-${this.__variant}`;
    dom.setAttribute('data-callout', this.__variant);
    return dom;
  }
  override updateDOM(prev: CalloutNode): boolean {
    return prev.__variant !== this.__variant;
  }
  static override importJSON(json: SerializedCalloutNode): CalloutNode {
    return $createCalloutNode(isCalloutVariant(json.variant) ? json.variant : 'note').updateFromJSON(json);
  }
  override exportJSON(): SerializedCalloutNode {
    return { ...super.exportJSON(), variant: this.__variant };
  }
  getVariant(): CalloutVariant {
    return this.getLatest().__variant;
  }
}

export const $createCalloutNode = (variant: CalloutVariant) => new CalloutNode(variant);
export const $isCalloutNode = (n: LexicalNode | null | undefined): n is CalloutNode => n instanceof CalloutNode;
