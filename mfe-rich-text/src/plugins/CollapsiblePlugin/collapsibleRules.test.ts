import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, type LexicalNode } from 'lexical';
import { createTestEditor } from '../../lib/testEditor';
import { $createCollapsibleContainerNode, $createCollapsibleContentNode, $createCollapsibleTitleNode } from '../../nodes/CollapsibleNodes';
import { registerCollapsibleRules } from './collapsibleRules';

const text = (s: string) => ({ detail: 0, format: 0, mode: 'normal', style: '', text: s, type: 'text', version: 1 });
const el = (type: string, children: unknown[], extra: object = {}) => ({ children, direction: null, format: '', indent: 0, type, version: 1, ...extra });
const para = (children: unknown[] = []) => el('paragraph', children, { textFormat: 0, textStyle: '' });
const title = (children: unknown[]) => el('collapsible-title', children);
const content = (children: unknown[]) => el('collapsible-content', children);
const container = (children: unknown[]) => el('collapsible-container', children, { open: true });

/** The rules on loaded content: the read-only viewer's behaviour unless `editable`. */
function loadWithRules(children: unknown[], editable = false) {
  const editor = createTestEditor();
  editor.setEditable(editable);
  editor.setEditorState(editor.parseEditorState(JSON.stringify({ root: el('root', children) })));
  const unregister = registerCollapsibleRules(editor);
  editor.update(() => undefined, { discrete: true });
  return { editor, unregister };
}
/** Node types depth-first with the text of each text node: "paragraph", "text:a". */
const tree = (editor: ReturnType<typeof createTestEditor>) =>
  editor.getEditorState().read(() => {
    const out: string[] = [];
    const visit = (n: LexicalNode) => {
      out.push($isElementNode(n) ? n.getType() : `${n.getType()}:${n.getTextContent()}`);
      if ($isElementNode(n)) n.getChildren().forEach(visit);
    };
    $getRoot().getChildren().forEach(visit);
    return out;
  });

describe('collapsible structure rules', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps a well-formed block', () => {
    const { editor, unregister } = loadWithRules([container([title([text('Тема')]), content([para([text('текст')])])])]);
    expect(tree(editor)).toEqual(['collapsible-container', 'collapsible-title', 'text:Тема', 'collapsible-content', 'paragraph', 'text:текст']);
    unregister();
  });

  it('removes an empty title, which unwraps the block and keeps its content', () => {
    const { editor, unregister } = loadWithRules([container([title([]), content([para([text('a')]), para([text('b')])])])]);
    expect(tree(editor)).toEqual(['paragraph', 'text:a', 'paragraph', 'text:b']);
    unregister();
  });

  it('viewer: logs a title or content found outside a container and unwraps it (spec 8)', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { editor, unregister } = loadWithRules([title([text('Сирота')]), content([para([text('внутри')])]), para([text('после')])]);
    expect(tree(editor)).toEqual(['paragraph', 'text:Сирота', 'paragraph', 'text:внутри', 'paragraph', 'text:после']);
    expect(logged.mock.calls.map(([message]) => message).sort()).toEqual([
      'rich-text viewer: CollapsibleContentNode expects to be child of CollapsibleContainerNode; repaired',
      'rich-text viewer: CollapsibleTitleNode expects to be child of CollapsibleContainerNode; repaired',
    ]);
    logged.mockRestore();
    unregister();
  });

  it('viewer: logs a title without content and unwraps its container; extra blocks are unwrapped quietly', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { editor, unregister } = loadWithRules([
      container([title([text('Один')])]),
      container([title([text('Два')]), content([para([text('x')])]), para([text('лишний')])]),
    ]);
    expect(tree(editor)).toEqual(['paragraph', 'text:Один', 'paragraph', 'text:Два', 'paragraph', 'text:x', 'paragraph', 'text:лишний']);
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'rich-text viewer: CollapsibleTitleNode expects to have CollapsibleContentNode sibling; repaired',
    ]);
    logged.mockRestore();
    unregister();
  });

  it('editor: a part outside a container or a title without content raises the developer error (spec 8)', () => {
    expect(() => loadWithRules([title([text('Сирота')])], true)).toThrow('CollapsibleTitleNode expects to be child of CollapsibleContainerNode');
    expect(() => loadWithRules([content([para([text('x')])])], true)).toThrow('CollapsibleContentNode expects to be child of CollapsibleContainerNode');
    expect(() => loadWithRules([container([title([text('Один')])])], true)).toThrow('CollapsibleTitleNode expects to have CollapsibleContentNode sibling');
    // An edit that would leave a title on its own is refused the same way.
    const { editor, unregister } = loadWithRules([container([title([text('Тема')]), content([para([text('текст')])])])], true);
    expect(() => editor.update(() => $getRoot().append($createCollapsibleTitleNode().append($createTextNode('лишний'))), { discrete: true })).toThrow(
      'CollapsibleTitleNode expects to be child of CollapsibleContainerNode',
    );
    unregister();
  });

  it('editor: Enter in a title out of place raises the developer error', () => {
    const editor = createTestEditor();
    expect(() =>
      editor.update(
        () => {
          const orphan = $createCollapsibleTitleNode().append($createTextNode('Сирота'));
          $getRoot().append(orphan);
          orphan.insertNewAfter();
        },
        { discrete: true },
      ),
    ).toThrow('CollapsibleTitleNode expects to be child of CollapsibleContainerNode');
    expect(() =>
      editor.update(
        () => {
          const lonely = $createCollapsibleTitleNode().append($createTextNode('Без содержимого'));
          $getRoot().append($createCollapsibleContainerNode(true).append(lonely));
          lonely.insertNewAfter();
        },
        { discrete: true },
      ),
    ).toThrow('CollapsibleTitleNode expects to have CollapsibleContentNode sibling');
  });

  it('keeps an empty title while the caret is in it and removes it once the caret leaves', () => {
    const editor = createTestEditor();
    const unregister = registerCollapsibleRules(editor);
    editor.update(
      () => {
        const t = $createCollapsibleTitleNode();
        const block = $createCollapsibleContainerNode(true).append(t, $createCollapsibleContentNode().append($createParagraphNode().append($createTextNode('c'))));
        $getRoot().append(block, $createParagraphNode().append($createTextNode('ниже')));
        t.select();
      },
      { discrete: true },
    );
    expect(tree(editor)).toEqual(['collapsible-container', 'collapsible-title', 'collapsible-content', 'paragraph', 'text:c', 'paragraph', 'text:ниже']);
    // The caret moves within the title (kept), then out of it: the empty title goes.
    editor.update(() => $getRoot().getFirstDescendant()?.selectEnd(), { discrete: true });
    editor.update(() => $getRoot().getLastDescendant()?.selectEnd(), { discrete: true });
    editor.update(() => undefined, { discrete: true });
    expect(tree(editor)).toEqual(['paragraph', 'text:c', 'paragraph', 'text:ниже']);
    unregister();
  });
});
