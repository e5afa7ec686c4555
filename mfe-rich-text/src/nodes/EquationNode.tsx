import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { EquationView } from '../components/EquationView';

export type SerializedEquationNode = Spread<{ equation: string; inline: boolean }, SerializedLexicalNode>;

/** A KaTeX formula, inline or as a block. */
export class EquationNode extends DecoratorNode<JSX.Element> {
  __equation: string;
  __inline: boolean;
  static override getType(): string {
    return 'equation';
  }
  static override clone(node: EquationNode): EquationNode {
    return new EquationNode(node.__equation, node.__inline, node.__key);
  }
  constructor(equation: string, inline = false, key?: NodeKey) {
    super(key);
    this.__equation = equation;
    this.__inline = inline;
  }
  static override importJSON(json: SerializedEquationNode): EquationNode {
    return $createEquationNode(typeof json.equation === 'string' ? json.equation : '', json.inline === true);
  }
  override exportJSON(): SerializedEquationNode {
    return { ...super.exportJSON(), equation: this.__equation, inline: this.__inline };
  }
  override createDOM(): HTMLElement {
    const el = document.createElement(this.__inline ? 'span' : 'div');
    el.className = 'rt-equation';
    return el;
  }
  override updateDOM(prev: EquationNode): boolean {
    return prev.__inline !== this.__inline;
  }
  /** Always inline: a display equation sits alone in its paragraph and renders as a block. */
  override isInline(): boolean {
    return true;
  }
  getInline(): boolean {
    return this.getLatest().__inline;
  }
  override getTextContent(): string {
    return this.__inline ? `$${this.__equation}$` : `$$${this.__equation}$$\n`;
  }
  getEquation(): string {
    return this.getLatest().__equation;
  }
  setEquation(equation: string): void {
    this.getWritable().__equation = equation;
  }
  override decorate(): JSX.Element {
    return <EquationView equation={this.__equation} inline={this.__inline} nodeKey={this.__key} />;
  }
}

export const $createEquationNode = (equation = '', inline = false) => new EquationNode(equation, inline);
export const $isEquationNode = (n: LexicalNode | null | undefined): n is EquationNode => n instanceof EquationNode;
