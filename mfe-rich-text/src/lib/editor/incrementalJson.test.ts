import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, $isTextNode, type LexicalEditor } from 'lexical';
import { $createCollapsibleContainerNode, $createCollapsibleContentNode, $createCollapsibleTitleNode } from '../../nodes/CollapsibleNodes';
import { createTestEditor } from '../testEditor';
import { createIncrementalJson } from './incrementalJson';

function track(editor: LexicalEditor) {
  const json = createIncrementalJson();
  const emitted: string[] = [];
  editor.registerUpdateListener((u) => {
    if (u.dirtyElements.size === 0 && u.dirtyLeaves.size === 0) return;
    json.invalidate(u);
    emitted.push(json.stringify(u.editorState));
  });
  return emitted;
}

const full = (editor: LexicalEditor) => JSON.stringify(editor.getEditorState().toJSON());

it('matches the full export after edits deep inside a block, moves, removals and a state reload', () => {
  const editor = createTestEditor();
  const emitted = track(editor);
  const check = () => expect(emitted[emitted.length - 1]).toBe(full(editor));
  editor.update(
    () => {
      const root = $getRoot();
      for (let i = 0; i < 5; i++) root.append($createParagraphNode().append($createTextNode(`p${i}`)));
      root.append(
        $createCollapsibleContainerNode(true).append(
          $createCollapsibleTitleNode().append($createTextNode('title')),
          $createCollapsibleContentNode().append($createParagraphNode().append($createTextNode('inside'))),
        ),
      );
    },
    { discrete: true },
  );
  check();
  // Edit text nested three levels down: only the collapsible block is re-exported.
  editor.update(
    () => {
      const container = $getRoot().getLastChild();
      const inside = $isElementNode(container) ? container.getLastDescendant() : null;
      if ($isTextNode(inside)) inside.setTextContent('changed inside');
    },
    { discrete: true },
  );
  check();
  expect(emitted[emitted.length - 1]).toContain('changed inside');
  editor.update(
    () => {
      const [a, b] = $getRoot().getChildren();
      const text = $isElementNode(a) ? a.getFirstChild() : null;
      if (text && $isElementNode(b)) b.append(text);
      $getRoot().getChildAtIndex(3)?.remove();
    },
    { discrete: true },
  );
  check();
  const saved = editor.getEditorState();
  editor.update(() => $getRoot().getFirstChildOrThrow().remove(), { discrete: true });
  check();
  editor.setEditorState(saved);
  check();
});
