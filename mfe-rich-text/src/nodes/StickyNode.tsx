import { type LexicalEditor, type LexicalNode, type NodeKey, type SerializedEditor, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { BlockDecoratorNode } from './BlockDecoratorNode';
import { StickyView } from '../components/StickyView';
import { normalizeOffset, normalizeStickyColor, toggleStickyColor, type StickyColor } from '../lib/blocks/sticky';
import { createCaptionEditor } from './imageCaption';

/** `caption` is the nested editor's state; documents of before kept a string (read as one paragraph). */
export type SerializedStickyNode = Spread<{ xOffset: number; yOffset: number; color: StickyColor; caption: SerializedEditor | string }, SerializedLexicalNode>;

const CAPTION_NAMESPACE = 'rich-text-sticky-caption';

/**
 * A sticky note drawn over the editor at (xOffset, yOffset); its host element takes no space. Its
 * caption is a nested editor (as an image's is); clones share it.
 */
export class StickyNode extends BlockDecoratorNode {
  __x: number;
  __y: number;
  __color: StickyColor;
  __caption: LexicalEditor;

  static override getType(): string {
    return 'sticky';
  }
  static override clone(node: StickyNode): StickyNode {
    return new StickyNode(node.__x, node.__y, node.__color, node.__caption, node.__key);
  }
  /** `caption`: the nested editor, or a stored caption (its state, or an old string). */
  constructor(x: number, y: number, color: StickyColor, caption: LexicalEditor | unknown = '', key?: NodeKey) {
    super(key);
    this.__x = normalizeOffset(x);
    this.__y = normalizeOffset(y);
    this.__color = normalizeStickyColor(color);
    this.__caption = isEditor(caption) ? caption : createCaptionEditor(caption, CAPTION_NAMESPACE);
  }
  static override importJSON(json: SerializedStickyNode): StickyNode {
    return new StickyNode(json.xOffset, json.yOffset, json.color, json.caption);
  }
  override exportJSON(): SerializedStickyNode {
    return { ...super.exportJSON(), xOffset: this.__x, yOffset: this.__y, color: this.__color, caption: this.__caption.toJSON() };
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
  getCaption(): LexicalEditor {
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
  override decorate(): JSX.Element {
    return <StickyView nodeKey={this.__key} x={this.__x} y={this.__y} color={this.__color} caption={this.__caption} />;
  }
}

export const $createStickyNode = (x: number, y: number, color: StickyColor = 'yellow', caption = '') => new StickyNode(x, y, color, caption);
const isEditor = (v: unknown): v is LexicalEditor => typeof v === 'object' && v !== null && typeof (v as LexicalEditor).getEditorState === 'function';
export const $isStickyNode = (n: LexicalNode | null | undefined): n is StickyNode => n instanceof StickyNode;
