import { DecoratorNode } from 'lexical';
import type { JSX } from 'react';

/**
 * A block-level decorator: Lexical keeps an empty host element of `hostClass` that React fills through
 * `decorate`; the host is never updated in place and never flows inline with text.
 */
export abstract class BlockDecoratorNode extends DecoratorNode<JSX.Element> {
  protected hostClass(): string {
    return 'rt-embed-host';
  }
  override createDOM(): HTMLElement {
    const el = document.createElement('div');
    el.className = this.hostClass();
    return el;
  }
  override updateDOM(): boolean {
    return false;
  }
  override isInline(): boolean {
    return false;
  }
}
