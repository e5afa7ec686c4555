import {
  DecoratorNode,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { DrawingView } from '../components/DrawingView';
import { EMPTY_DRAWING_DATA, parseDrawingSize, type DrawingSize } from '../lib/drawing/drawingData';

export type SerializedDrawingNode = Spread<{ data: string; width: DrawingSize; height: DrawingSize }, SerializedLexicalNode>;

/** An Excalidraw drawing (spec 3.8): data (JSON of appState, elements, files), width, height. */
export class DrawingNode extends DecoratorNode<JSX.Element> {
  __data: string;
  __width: DrawingSize;
  __height: DrawingSize;

  static override getType(): string {
    return 'excalidraw';
  }
  static override clone(node: DrawingNode): DrawingNode {
    return new DrawingNode(node.__data, node.__width, node.__height, node.__key);
  }
  constructor(data = EMPTY_DRAWING_DATA, width: DrawingSize = 'inherit', height: DrawingSize = 'inherit', key?: NodeKey) {
    super(key);
    this.__data = data;
    this.__width = width;
    this.__height = height;
  }
  static override importJSON(json: SerializedDrawingNode): DrawingNode {
    return new DrawingNode(
      typeof json.data === 'string' ? json.data : EMPTY_DRAWING_DATA,
      parseDrawingSize(json.width),
      parseDrawingSize(json.height),
    );
  }
  override exportJSON(): SerializedDrawingNode {
    return { ...super.exportJSON(), data: this.__data, width: this.__width, height: this.__height };
  }
  override createDOM(_config: EditorConfig): HTMLElement {
    const el = document.createElement('div');
    el.className = 'rt-drawing';
    return el;
  }
  override updateDOM(): boolean {
    return false;
  }
  override exportDOM(): DOMExportOutput {
    const el = document.createElement('span');
    el.setAttribute('data-lexical-excalidraw-json', this.__data);
    return { element: el };
  }
  override isInline(): boolean {
    return false;
  }
  getData(): string {
    return this.getLatest().__data;
  }
  setData(data: string): this {
    const w = this.getWritable();
    w.__data = data;
    return w;
  }
  override decorate(): JSX.Element {
    return <DrawingView nodeKey={this.__key} data={this.__data} width={this.__width} height={this.__height} />;
  }
}

export const $createDrawingNode = (data = EMPTY_DRAWING_DATA) => new DrawingNode(data);
export const $isDrawingNode = (n: LexicalNode | null | undefined): n is DrawingNode => n instanceof DrawingNode;
