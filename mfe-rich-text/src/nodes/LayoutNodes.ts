import {
  ElementNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedElementNode,
  type Spread,
} from 'lexical';
import { normalizeTemplateColumns } from '../lib/blocks/layoutTemplates';

export type SerializedLayoutContainerNode = Spread<{ templateColumns: string }, SerializedElementNode>;

/** Layout container (spec 3.8): a CSS grid of layout items; the column widths are validated. */
export class LayoutContainerNode extends ElementNode {
  __templateColumns: string;

  static override getType(): string {
    return 'layout-container';
  }
  static override clone(node: LayoutContainerNode): LayoutContainerNode {
    return new LayoutContainerNode(node.__templateColumns, node.__key);
  }
  constructor(templateColumns: string, key?: NodeKey) {
    super(key);
    this.__templateColumns = normalizeTemplateColumns(templateColumns);
  }
  override createDOM(): HTMLElement {
    const dom = document.createElement('div');
    dom.className = 'rt-layout';
    dom.style.gridTemplateColumns = this.__templateColumns;
    return dom;
  }
  override updateDOM(prev: LayoutContainerNode, dom: HTMLElement): boolean {
    if (prev.__templateColumns !== this.__templateColumns) dom.style.gridTemplateColumns = this.__templateColumns;
    return false;
  }
  override exportDOM(): DOMExportOutput {
    const element = document.createElement('div');
    element.setAttribute('data-layout-columns', this.__templateColumns);
    element.style.display = 'grid';
    element.style.gridTemplateColumns = this.__templateColumns;
    return { element };
  }
  static override importDOM(): DOMConversionMap | null {
    return {
      div: (el: HTMLElement) =>
        el.hasAttribute('data-layout-columns')
          ? { conversion: () => ({ node: $createLayoutContainerNode(el.getAttribute('data-layout-columns') ?? '') }), priority: 2 }
          : null,
    };
  }
  static override importJSON(json: SerializedLayoutContainerNode): LayoutContainerNode {
    return $createLayoutContainerNode(json.templateColumns).updateFromJSON(json);
  }
  override exportJSON(): SerializedLayoutContainerNode {
    return { ...super.exportJSON(), templateColumns: this.__templateColumns };
  }
  override isShadowRoot(): boolean {
    return true;
  }
  override canBeEmpty(): boolean {
    return false;
  }
  getTemplateColumns(): string {
    return this.getLatest().__templateColumns;
  }
  setTemplateColumns(templateColumns: string): this {
    const w = this.getWritable();
    w.__templateColumns = normalizeTemplateColumns(templateColumns);
    return w;
  }
}

/** One column of a layout container. */
export class LayoutItemNode extends ElementNode {
  static override getType(): string {
    return 'layout-item';
  }
  static override clone(node: LayoutItemNode): LayoutItemNode {
    return new LayoutItemNode(node.__key);
  }
  override createDOM(): HTMLElement {
    const dom = document.createElement('div');
    dom.className = 'rt-layout-item';
    return dom;
  }
  override updateDOM(): boolean {
    return false;
  }
  override exportDOM(): DOMExportOutput {
    const element = document.createElement('div');
    element.setAttribute('data-layout-item', 'true');
    return { element };
  }
  static override importDOM(): DOMConversionMap | null {
    return {
      div: (el: HTMLElement) =>
        el.hasAttribute('data-layout-item') ? { conversion: () => ({ node: $createLayoutItemNode() }), priority: 2 } : null,
    };
  }
  static override importJSON(json: SerializedElementNode): LayoutItemNode {
    return $createLayoutItemNode().updateFromJSON(json);
  }
  override isShadowRoot(): boolean {
    return true;
  }
}

export const $createLayoutContainerNode = (templateColumns: string) => new LayoutContainerNode(templateColumns);
export const $createLayoutItemNode = () => new LayoutItemNode();
export const $isLayoutContainerNode = (n: LexicalNode | null | undefined): n is LayoutContainerNode => n instanceof LayoutContainerNode;
export const $isLayoutItemNode = (n: LexicalNode | null | undefined): n is LayoutItemNode => n instanceof LayoutItemNode;
