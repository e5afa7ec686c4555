/** @jest-environment jsdom */
import { $getRoot, $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import { act } from 'react';
import { documentJson, mountEditor, mountViewer, paragraphJson, textJson, type Mounted } from '../lib/renderForTest';
import { RT } from '../lib/texts';
import { createTestEditor } from '../lib/testEditor';
import { $isInlineImageNode } from './InlineImageNode';
import { $isStickyNode } from './StickyNode';
import { captionText } from './imageCaption';

jest.mock('../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const inlineImage = (caption: unknown) => ({ type: 'inline-image', src: 'https://example.com/cat.png', altText: 'Кот', position: 'left', width: 0, height: 0, showCaption: true, caption, version: 1 });
const sticky = (caption: unknown) => ({ type: 'sticky', xOffset: 10, yOffset: 20, color: 'pink', caption, version: 1 });
const INLINE_DOC = documentJson([paragraphJson([textJson('Смотри: '), inlineImage('Рыжий кот')])]);
const STICKY_DOC = documentJson([sticky('Не забыть!'), paragraphJson([textJson('Текст')])]);

type Caption = { editorState: { root: { children: { type: string; children: { text: string }[] }[] } } };
const captionWords = (caption: Caption) => caption.editorState.root.children.map((p) => p.children.map((t) => t.text).join('')).join('\n');
type Doc = { root: { children: { type: string; caption?: Caption; children?: { type: string; caption?: Caption }[] }[] } };
const inlineCaptionOf = (json: string) => (JSON.parse(json) as Doc).root.children[0].children!.find((n) => n.type === 'inline-image')!.caption!;
const stickyCaptionOf = (json: string) => (JSON.parse(json) as Doc).root.children.find((n) => n.type === 'sticky')!.caption!;

const mounted: Mounted[] = [];
afterEach(async () => {
  for (const m of mounted.splice(0)) await m.unmount();
});

async function typeInto(field: HTMLElement, text: string) {
  const nested = (field as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;
  await act(async () =>
    nested.update(
      () => {
        $getRoot().selectEnd();
        const sel = $getSelection();
        if ($isRangeSelection(sel)) sel.insertText(text);
      },
      { discrete: true },
    ),
  );
  return nested;
}

describe('inline-image and sticky-note captions are nested editors (spec 3.8, as the image caption)', () => {
  it('old string captions are read as one paragraph and saved as the nested editor’s state', () => {
    const editor = createTestEditor();
    editor.setEditorState(editor.parseEditorState(documentJson([sticky('Не забыть!'), paragraphJson([inlineImage('Рыжий кот')])])));
    const [note, image] = editor.getEditorState().read(() => {
      const first = $getRoot().getFirstChild();
      const img = $getRoot().getLastDescendant();
      return [$isStickyNode(first) ? first.getCaption() : null, $isInlineImageNode(img) ? img.getCaption() : null];
    });
    expect(note && captionText(note)).toBe('Не забыть!');
    expect(image && captionText(image)).toBe('Рыжий кот');
    const saved = JSON.stringify(editor.getEditorState().toJSON());
    expect(captionWords(stickyCaptionOf(saved))).toBe('Не забыть!');
    const again = createTestEditor();
    again.setEditorState(again.parseEditorState(saved));
    expect(JSON.stringify(again.getEditorState().toJSON())).toBe(saved);
  });

  it('the inline image’s caption is edited in place and saved with the document; the viewer shows it read-only', async () => {
    const m = await mountEditor(INLINE_DOC);
    mounted.push(m);
    const field = m.host.querySelector<HTMLElement>(`[aria-label="${RT.blocks.imageCaption}"]`)!;
    expect(field.getAttribute('contenteditable')).toBe('true');
    const nested = await typeInto(field, ' спит');
    expect(nested).not.toBe(m.editor());
    const saved = m.saved.at(-1)!;
    expect(captionWords(inlineCaptionOf(saved))).toBe('Рыжий кот спит');

    const viewer = await mountViewer(saved);
    mounted.push(viewer);
    const shown = viewer.host.querySelector<HTMLElement>(`[aria-label="${RT.blocks.imageCaption}"]`)!;
    expect(shown.textContent).toBe('Рыжий кот спит');
    expect(shown.getAttribute('contenteditable')).toBe('false');
  });

  it('the sticky note’s text is a nested editor too, saved with the document', async () => {
    const m = await mountEditor(STICKY_DOC);
    mounted.push(m);
    const field = m.host.querySelector<HTMLElement>(`[aria-label="${RT.blocks.stickyCaption}"]`)!;
    expect(field.tagName).not.toBe('TEXTAREA');
    expect(field.getAttribute('contenteditable')).toBe('true');
    await typeInto(field, ' Купить хлеб.');
    const saved = m.saved.at(-1)!;
    expect(captionWords(stickyCaptionOf(saved))).toBe('Не забыть! Купить хлеб.');

    const viewer = await mountViewer(saved);
    mounted.push(viewer);
    const shown = viewer.host.querySelector<HTMLElement>(`[aria-label="${RT.blocks.stickyCaption}"]`)!;
    expect(shown.textContent).toBe('Не забыть! Купить хлеб.');
    expect(shown.getAttribute('contenteditable')).toBe('false');
  });
});
