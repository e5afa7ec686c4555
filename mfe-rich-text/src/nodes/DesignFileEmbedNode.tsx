import type { LexicalNode, SerializedLexicalNode, Spread } from 'lexical';
import { designFileEmbedSrc, isDesignFileId } from '../lib/validators/embedUrl';
import { IdFrameEmbedNode, type IdFrameProvider } from './IdFrameEmbedNode';

export type SerializedDesignFileEmbedNode = Spread<{ documentID: string; url: string; width: string; height: string }, SerializedLexicalNode>;

const FIGMA: IdFrameProvider = { kind: 'design-file', title: 'Figma', isId: isDesignFileId, src: designFileEmbedSrc };

/** A Figma design file: only a 22-128 character id is kept. */
export class DesignFileEmbedNode extends IdFrameEmbedNode {
  protected override provider(): IdFrameProvider {
    return FIGMA;
  }
  static override getType(): string {
    return 'design-file';
  }
  static override clone(node: DesignFileEmbedNode): DesignFileEmbedNode {
    return new DesignFileEmbedNode(node.__id, node.__url, node.__width, node.__height, node.__key);
  }
  static override importJSON(json: SerializedDesignFileEmbedNode): DesignFileEmbedNode {
    return new DesignFileEmbedNode(json.documentID, json.url, json.width, json.height);
  }
  override exportJSON(): SerializedDesignFileEmbedNode {
    return { ...super.exportJSON(), documentID: this.__id, url: this.__url, width: this.__width, height: this.__height };
  }
}

export const $createDesignFileEmbedNode = (documentID: string, url = '') => new DesignFileEmbedNode(documentID, url);
export const $isDesignFileEmbedNode = (n: LexicalNode | null | undefined): n is DesignFileEmbedNode => n instanceof DesignFileEmbedNode;
