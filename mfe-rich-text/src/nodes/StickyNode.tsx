import { type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { BlockDecoratorNode } from './BlockDecoratorNode';
import { StickyView } from '../components/StickyView';
import { normalizeOffset, normalizeStickyCaption, normalizeStickyColor, toggleStickyColor, type StickyColor } from '../lib/blocks/sticky';

export type SerializedStickyNode = Spread<{ xOffset: number; yOffset: number; color: StickyColor; caption: string }, SerializedLexicalNode>;

/** A sticky note drawn over the editor at (xOffset, yOffset); its host element takes no space. */
export class StickyNode extends BlockDecoratorNode {
  __x: number;
  __y: number;
  __color: StickyColor;
  __caption: string;

  static override getType(): string {
    return 'sticky';
  }
  static override clone(node: StickyNode): StickyNode {
    return new StickyNode(node.__x, node.__y, node.__color, node.__caption, node.__key);
  }
  constructor(x: number, y: number, color: StickyColor, caption = '', key?: NodeKey) {
    super(key);
    this.__x = normalizeOffset(x);
    this.__y = normalizeOffset(y);
    this.__color = normalizeStickyColor(color);
    this.__caption = normalizeStickyCaption(caption);
  }
  static override importJSON(json: SerializedStickyNode): StickyNode {
    return new StickyNode(json.xOffset, json.yOffset, json.color, json.caption);
  }
  override exportJSON(): SerializedStickyNode {
    return { ...super.exportJSON(), xOffset: this.__x, yOffset: this.__y, color: this.__color, caption: this.__caption };
  }
  protected override hostClass(): string {
    return 'rt-sticky-host';
  }
  override getTextContent(): string {
    return '';
  }
  getColor(): StickyColor {
    return this.getLatest().__color;
  }
  getCaption(): string {
    return this.getLatest().__caption;
  }
  setPosition(x: number, y: number): void {
    const w = this.getWritable();
    w.__x = normalizeOffset(x);
    w.__y = normalizeOffset(y);
  }
  toggleColor(): void {
    const w = this.getWritable();
    w.__color = toggleStickyColor(w.__color);
  }
  setCaption(caption: string): void {
    this.getWritable().__caption = normalizeStickyCaption(caption);
  }
  override decorate(): JSX.Element {
    return <StickyView nodeKey={this.__key} x={this.__x} y={this.__y} color={this.__color} caption={this.__caption} />;
  }
}

export const $createStickyNode = (x: number, y: number, color: StickyColor = 'yellow', caption = '') => new StickyNode(x, y, color, caption);
export const $isStickyNode = (n: LexicalNode | null | undefined): n is StickyNode => n instanceof StickyNode;
