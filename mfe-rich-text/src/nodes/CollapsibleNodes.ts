import {
  $createParagraphNode,
  $isElementNode,
  ElementNode,
  type DOMConversionMap,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedElementNode,
  type Spread,
} from 'lexical';
import { CollapsibleStructureError, COLLAPSIBLE_STRUCTURE_ERRORS } from '../lib/blocks/collapsibleErrors';

export type SerializedCollapsibleContainerNode = Spread<{ open: boolean }, SerializedElementNode>;

/** Collapsible container (spec 3.8): an open flag, a title and a content block. */
export class CollapsibleContainerNode extends ElementNode {
  __open: boolean;

  static override getType(): string {
    return 'collapsible-container';
  }
  static override clone(node: CollapsibleContainerNode): CollapsibleContainerNode {
    return new CollapsibleContainerNode(node.__open, node.__key);
  }
  constructor(open = true, key?: NodeKey) {
    super(key);
    this.__open = open;
  }
  override createDOM(): HTMLElement {
    const dom = document.createElement('details');
    dom.className = 'rt-collapsible';
    dom.open = this.__open;
    // The open state belongs to the editor: the native toggle is cancelled in the title's click.
    return dom;
  }
  override updateDOM(prev: CollapsibleContainerNode, dom: HTMLDetailsElement): boolean {
    if (prev.__open !== this.__open) dom.open = this.__open;
    return false;
  }
  static override importDOM(): DOMConversionMap | null {
    return { details: () => ({ conversion: (el) => ({ node: $createCollapsibleContainerNode((el as HTMLDetailsElement).open) }), priority: 1 }) };
  }
  static override importJSON(json: SerializedCollapsibleContainerNode): CollapsibleContainerNode {
    return $createCollapsibleContainerNode(json.open !== false).updateFromJSON(json);
  }
  override exportJSON(): SerializedCollapsibleContainerNode {
    return { ...super.exportJSON(), open: this.__open };
  }
  getOpen(): boolean {
    return this.getLatest().__open;
  }
  setOpen(open: boolean): this {
    const w = this.getWritable();
    w.__open = open;
    return w;
  }
  toggleOpen(): this {
    return this.setOpen(!this.getOpen());
  }
}

export class CollapsibleTitleNode extends ElementNode {
  static override getType(): string {
    return 'collapsible-title';
  }
  static override clone(node: CollapsibleTitleNode): CollapsibleTitleNode {
    return new CollapsibleTitleNode(node.__key);
  }
  override createDOM(_config: EditorConfig): HTMLElement {
    const dom = document.createElement('summary');
    dom.className = 'rt-collapsible-title';
    return dom;
  }
  override updateDOM(): boolean {
    return false;
  }
  static override importDOM(): DOMConversionMap | null {
    return { summary: () => ({ conversion: () => ({ node: $createCollapsibleTitleNode() }), priority: 1 }) };
  }
  static override importJSON(json: SerializedElementNode): CollapsibleTitleNode {
    return $createCollapsibleTitleNode().updateFromJSON(json);
  }
  /**
   * Enter in the title opens the block and moves into its content. A title out of place is a
   * developer error here (spec 8), as in Lexical's playground.
   */
  override insertNewAfter(): ElementNode | null {
    const container = this.getParent();
    if (!$isCollapsibleContainerNode(container)) throw new CollapsibleStructureError(COLLAPSIBLE_STRUCTURE_ERRORS.titleOutside);
    const content = this.getNextSibling();
    if (!$isCollapsibleContentNode(content)) throw new CollapsibleStructureError(COLLAPSIBLE_STRUCTURE_ERRORS.titleWithoutContent);
    container.setOpen(true);
    const first = content.getFirstChild();
    if ($isElementNode(first)) return first;
    const p = $createParagraphNode();
    content.append(p);
    return p;
  }
  override collapseAtStart(): boolean {
    this.getParentOrThrow().insertBefore($createParagraphNode());
    return true;
  }
}

export class CollapsibleContentNode extends ElementNode {
  static override getType(): string {
    return 'collapsible-content';
  }
  static override clone(node: CollapsibleContentNode): CollapsibleContentNode {
    return new CollapsibleContentNode(node.__key);
  }
  override createDOM(): HTMLElement {
    const dom = document.createElement('div');
    dom.className = 'rt-collapsible-content';
    return dom;
  }
  override updateDOM(): boolean {
    return false;
  }
  override isShadowRoot(): boolean {
    return true;
  }
  static override importJSON(json: SerializedElementNode): CollapsibleContentNode {
    return $createCollapsibleContentNode().updateFromJSON(json);
  }
}

export const $createCollapsibleContainerNode = (open = true) => new CollapsibleContainerNode(open);
export const $createCollapsibleTitleNode = () => new CollapsibleTitleNode();
export const $createCollapsibleContentNode = () => new CollapsibleContentNode();
export const $isCollapsibleContainerNode = (n: LexicalNode | null | undefined): n is CollapsibleContainerNode =>
  n instanceof CollapsibleContainerNode;
export const $isCollapsibleTitleNode = (n: LexicalNode | null | undefined): n is CollapsibleTitleNode =>
  n instanceof CollapsibleTitleNode;
export const $isCollapsibleContentNode = (n: LexicalNode | null | undefined): n is CollapsibleContentNode =>
  n instanceof CollapsibleContentNode;
