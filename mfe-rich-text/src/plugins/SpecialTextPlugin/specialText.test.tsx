/** @jest-environment jsdom */
import { $getRoot, $getSelection, $isRangeSelection } from 'lexical';
import { act } from 'react';
import { exportMarkdown } from '../../lib/content/loadContent';
import { mountEditor, mountViewer, type Mounted } from '../../lib/renderForTest';
import { SPECIAL_TEXT_CLASS } from '../../nodes/SpecialTextNode';

// One React for Lexical's bindings and this remote (see components/xss.test.tsx).
jest.mock('../../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Node = { type: string; text?: string; children?: Node[] };
const mounted: Mounted[] = [];
afterEach(async () => {
  for (const m of mounted.splice(0)) await m.unmount();
});

async function typeAtEnd(m: Mounted, text: string) {
  await act(async () =>
    m.editor().update(
      () => {
        $getRoot().selectEnd();
        const sel = $getSelection();
        if ($isRangeSelection(sel)) sel.insertText(text);
      },
      { discrete: true },
    ),
  );
}
const inlineNodes = (json: string) => (JSON.parse(json) as { root: { children: Node[] } }).root.children[0].children ?? [];

describe('special text (spec 3.8): [text] typed in square brackets', () => {
  it('becomes a highlighted node of its own type, saved and read back by the viewer', async () => {
    const editor = await mountEditor('');
    mounted.push(editor);
    await typeAtEnd(editor, 'Это [важно] слово');
    const nodes = inlineNodes(editor.saved.at(-1)!);
    expect(nodes.map((n) => [n.type, n.text])).toEqual([
      ['text', 'Это '],
      ['specialText', 'важно'],
      ['text', ' слово'],
    ]);
    expect(editor.host.querySelector(`.${SPECIAL_TEXT_CLASS}`)?.textContent).toBe('важно');

    // Text typed right after it is plain text, not more highlight.
    await typeAtEnd(editor, ' и [ещё]');
    await typeAtEnd(editor, '!');
    const after = inlineNodes(editor.saved.at(-1)!);
    expect(after.filter((n) => n.type === 'specialText').map((n) => n.text)).toEqual(['важно', 'ещё']);
    expect(after.at(-1)).toMatchObject({ type: 'text', text: '!' });

    const viewer = await mountViewer(editor.saved.at(-1)!);
    mounted.push(viewer);
    expect([...viewer.host.querySelectorAll(`.${SPECIAL_TEXT_CLASS}`)].map((e) => e.textContent)).toEqual(['важно', 'ещё']);
  });

  it('leaves brackets alone when the option is off, and empty brackets always', async () => {
    const off = await mountEditor('', { bracketHighlighting: false });
    mounted.push(off);
    await typeAtEnd(off, 'a [b] c []');
    expect(inlineNodes(off.saved.at(-1)!).map((n) => n.type)).toEqual(['text']);

    const on = await mountEditor('');
    mounted.push(on);
    await typeAtEnd(on, 'массив []');
    expect(inlineNodes(on.saved.at(-1)!).map((n) => n.type)).toEqual(['text']);
  });

  it('keeps its brackets in markdown, and markdown brackets come back as special text (links stay links)', async () => {
    const editor = await mountEditor('');
    mounted.push(editor);
    await typeAtEnd(editor, 'Это [важно] слово');
    expect(exportMarkdown(editor.editor())).toBe('Это [важно] слово');

    const fromMarkdown = await mountEditor('Снова [важно] и [ссылка](https://example.org)');
    mounted.push(fromMarkdown);
    const nodes = inlineNodes(fromMarkdown.saved.at(-1) ?? JSON.stringify(fromMarkdown.editor().getEditorState().toJSON()));
    expect(nodes.map((n) => n.type)).toEqual(['text', 'specialText', 'text', 'link']);
    expect(exportMarkdown(fromMarkdown.editor())).toBe('Снова [важно] и [ссылка](https://example.org)');
  });
});
