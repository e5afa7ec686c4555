import { createHeadlessEditor } from '@lexical/headless';
import { RICH_TEXT_NODES } from '../nodes';

/** A headless editor with every node, for tests and tools that run outside the browser. */
export function createTestEditor() {
  return createHeadlessEditor({
    namespace: 'rich-text-test',
    nodes: RICH_TEXT_NODES,
    onError: (err) => {
      throw err;
    },
  });
}
