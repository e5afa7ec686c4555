/** @jest-environment jsdom */
import { $getRoot, $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import { act } from 'react';
import { documentJson, mountEditor, mountViewer, paragraphJson, textJson, type Mounted } from '../lib/renderForTest';
import { RT } from '../lib/texts';
import { createTestEditor } from '../lib/testEditor';
import { $isImageNode } from './ImageNode';
import { captionText } from './imageCaption';

jest.mock('../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SRC = 'https://example.com/cat.png';
const image = (caption: unknown) => ({ type: 'image', src: SRC, altText: 'Кот', width: 0, height: 0, maxWidth: 1200, showCaption: true, caption, version: 1 });
const OLD_DOC = documentJson([paragraphJson([image('Рыжий кот')])]);

type Caption = { editorState: { root: { children: { type: string; children: { text: string }[] }[] } } };
const storedCaption = (json: string): Caption =>
  (JSON.parse(json) as { root: { children: { children: { caption: Caption }[] }[] } }).root.children[0].children[0].caption;

const mounted: Mounted[] = [];
afterEach(async () => {
  for (const m of mounted.splice(0)) await m.unmount();
});

describe('image captions are nested editors (spec 3.8 "nested caption")', () => {
  it('an old string caption is read as one paragraph and saved as the nested editor’s state', () => {
    const editor = createTestEditor();
    editor.setEditorState(editor.parseEditorState(OLD_DOC));
    const caption = editor.getEditorState().read(() => {
      const node = $getRoot().getFirstDescendant();
      return $isImageNode(node) ? node.getCaption() : null;
    });
    expect(caption && captionText(caption)).toBe('Рыжий кот');
    const saved = storedCaption(JSON.stringify(editor.getEditorState().toJSON()));
    expect(saved.editorState.root.children).toHaveLength(1);
    expect(saved.editorState.root.children[0].type).toBe('paragraph');
    expect(saved.editorState.root.children[0].children[0].text).toBe('Рыжий кот');

    // The saved form reads back the same.
    const again = createTestEditor();
    again.setEditorState(again.parseEditorState(JSON.stringify(editor.getEditorState().toJSON())));
    expect(storedCaption(JSON.stringify(again.getEditorState().toJSON()))).toEqual(saved);
  });

  it('is edited in place in the editor (the document is saved with it) and shown read-only by the viewer', async () => {
    const m = await mountEditor(OLD_DOC);
    mounted.push(m);
    const field = m.host.querySelector<HTMLElement>(`[aria-label="${RT.blocks.imageCaption}"]`)!;
    expect(field.getAttribute('contenteditable')).toBe('true');
    expect(field.textContent).toBe('Рыжий кот');
    const nested = (field as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;
    expect(nested).not.toBe(m.editor());
    await act(async () =>
      nested.update(
        () => {
          $getRoot().selectEnd();
          const sel = $getSelection();
          if ($isRangeSelection(sel)) sel.insertText(' спит');
        },
        { discrete: true },
      ),
    );
    const saved = m.saved.at(-1)!;
    expect(storedCaption(saved).editorState.root.children[0].children.map((t) => t.text).join('')).toBe('Рыжий кот спит');

    const viewer = await mountViewer(saved);
    mounted.push(viewer);
    const shown = viewer.host.querySelector<HTMLElement>(`[aria-label="${RT.blocks.imageCaption}"]`)!;
    expect(shown.textContent).toBe('Рыжий кот спит');
    expect(shown.getAttribute('contenteditable')).toBe('false');
  });

  it('showCaption off hides it; the viewer leaves out an empty caption', async () => {
    const hidden = documentJson([paragraphJson([{ ...image('Подпись'), showCaption: false }, textJson(' ')])]);
    const m = await mountViewer(hidden);
    mounted.push(m);
    expect(m.host.querySelector(`[aria-label="${RT.blocks.imageCaption}"]`)).toBeNull();
    const empty = await mountViewer(documentJson([paragraphJson([image('')])]));
    mounted.push(empty);
    expect(empty.host.querySelector('[data-testid="image"]')).not.toBeNull();
    expect(empty.host.querySelector(`[aria-label="${RT.blocks.imageCaption}"]`)).toBeNull();
  });
});
