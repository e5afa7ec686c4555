import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, $isTextNode } from 'lexical';
import { createTestEditor } from '../../lib/testEditor';
import { registerKeywords } from '.';

const leaves = (editor: ReturnType<typeof createTestEditor>) =>
  editor.getEditorState().read(() =>
    $getRoot()
      .getChildren()
      .flatMap((p) => ($isElementNode(p) ? p.getChildren() : []))
      .map((n) => `${n.getType()}:${n.getTextContent()}`),
  );

it('highlights congratulation words as keyword nodes and survives JSON', () => {
  const editor = createTestEditor();
  const unregister = registerKeywords(editor);
  editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('Ура, ты молодец! Это культура.'))), { discrete: true });
  expect(leaves(editor)).toEqual(['keyword:Ура', 'text:, ты ', 'keyword:молодец', 'text:! Это культура.']);

  const copy = createTestEditor();
  copy.setEditorState(copy.parseEditorState(JSON.stringify(editor.getEditorState().toJSON())));
  expect(leaves(copy)).toEqual(leaves(editor));

  // Editing a keyword into another word turns it back into plain text.
  editor.update(
    () => {
      const first = $getRoot().getFirstDescendant();
      if ($isTextNode(first)) first.setTextContent('Урал');
    },
    { discrete: true },
  );
  expect(leaves(editor)[0]).toBe('text:Урал, ты ');
  unregister();
});
