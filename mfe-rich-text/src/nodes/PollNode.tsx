import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { JSX } from 'react';
import { PollView } from '../components/PollView';
import { createPollOption, normalizePollOptions, normalizePollQuestion, type PollOption } from '../lib/validators/poll';

export type SerializedPollNode = Spread<{ question: string; options: PollOption[] }, SerializedLexicalNode>;

/** A poll: a question and options with per-voter votes. */
export class PollNode extends DecoratorNode<JSX.Element> {
  __question: string;
  __options: PollOption[];
  static override getType(): string {
    return 'poll';
  }
  static override clone(node: PollNode): PollNode {
    return new PollNode(node.__question, node.__options, node.__key);
  }
  constructor(question: string, options: PollOption[], key?: NodeKey) {
    super(key);
    this.__question = question;
    this.__options = options;
  }
  static override importJSON(json: SerializedPollNode): PollNode {
    return new PollNode(normalizePollQuestion(json.question), normalizePollOptions(json.options));
  }
  override exportJSON(): SerializedPollNode {
    return { ...super.exportJSON(), question: this.__question, options: this.__options };
  }
  override createDOM(): HTMLElement {
    const el = document.createElement('div');
    el.className = 'rt-poll-host';
    return el;
  }
  override isInline(): boolean {
    return false;
  }
  override updateDOM(): boolean {
    return false;
  }
  override getTextContent(): string {
    return `${this.__question}\n`;
  }
  setOptions(options: PollOption[]): void {
    this.getWritable().__options = options;
  }
  getOptions(): PollOption[] {
    return this.getLatest().__options;
  }
  override decorate(): JSX.Element {
    return <PollView question={this.__question} options={this.__options} nodeKey={this.__key} />;
  }
}

/** A new poll: the question and two empty options. */
export const $createPollNode = (question: string) => new PollNode(question, [createPollOption(), createPollOption()]);
export const $isPollNode = (n: LexicalNode | null | undefined): n is PollNode => n instanceof PollNode;
