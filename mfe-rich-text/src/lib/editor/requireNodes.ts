import type { Klass, LexicalEditor, LexicalNode } from 'lexical';

/**
 * Spec 8: a plugin used in an editor that lacks its nodes is a developer error, raised at once
 * instead of failing later on the first insert or load.
 */
export function requireNodes(editor: LexicalEditor, plugin: string, nodes: readonly Klass<LexicalNode>[]): void {
  for (const node of nodes) {
    // getType, not the class name: class names are minified in the production build.
    if (!editor.hasNodes([node])) throw new Error(`${plugin}: node '${node.getType()}' not registered on editor`);
  }
}
