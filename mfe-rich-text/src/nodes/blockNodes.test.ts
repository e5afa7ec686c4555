import { $getRoot, $isElementNode, type LexicalNode } from 'lexical';
import { createTestEditor } from '../lib/testEditor';
import { $escapeLayoutDown, registerLayoutRules } from '../plugins/LayoutPlugin';
import { $isStickyNode } from './StickyNode';

const text = (s: string) => ({ detail: 0, format: 0, mode: 'normal', style: '', text: s, type: 'text', version: 1 });
const para = (children: unknown[] = []) => ({ children, direction: null, format: '', indent: 0, type: 'paragraph', version: 1, textFormat: 0, textStyle: '' });
const el = (type: string, children: unknown[], extra: object = {}) => ({ children, direction: null, format: '', indent: 0, type, version: 1, ...extra });
const state = (children: unknown[]) => ({ root: el('root', children) });

function load(doc: object) {
  const editor = createTestEditor();
  editor.setEditorState(editor.parseEditorState(JSON.stringify(doc)));
  return editor;
}
const rootChildren = (editor: ReturnType<typeof createTestEditor>) =>
  (editor.getEditorState().toJSON().root.children as unknown as Record<string, unknown>[]);
const types = (editor: ReturnType<typeof createTestEditor>) =>
  editor.getEditorState().read(() => {
    const out: string[] = [];
    const visit = (n: LexicalNode) => {
      out.push(n.getType());
      if ($isElementNode(n)) n.getChildren().forEach(visit);
    };
    $getRoot().getChildren().forEach(visit);
    return out;
  });

const BLOCKS = [
  // Captions are nested editors' states (stickyAndInlineCaptions.test.tsx reads the old string form).
  { type: 'sticky', xOffset: 120, yOffset: 40, color: 'pink', caption: { editorState: state([para([text('Не забыть!')])]) }, version: 1 },
  el('layout-container', [el('layout-item', [para([text('Левая')])]), el('layout-item', [para([text('Правая')])])], { templateColumns: '1fr 3fr' }),
  { type: 'video', videoID: 'dQw4w9WgXcQ', url: 'https://youtu.be/dQw4w9WgXcQ', width: '640px', height: '360px', version: 1 },
  { type: 'design-file', documentID: 'a'.repeat(22), url: `https://www.figma.com/file/${'a'.repeat(22)}`, width: '560px', height: '315px', version: 1 },
  { type: 'tweet', id: '1234567890', version: 1 },
  { type: 'frame-embed', src: 'https://docs.google.com/presentation/d/x/embed', width: '100%', height: '400px', title: 'Слайды', allowFullscreen: false, version: 1 },
  para([
    text('до '),
    { type: 'inline-image', src: 'https://a.org/cat.png', altText: 'кот', position: 'right', width: 120, height: 80, showCaption: true, caption: { editorState: state([para([text('Кот')])]) }, version: 1 },
    { type: 'image', src: 'https://a.org/dog.png', altText: 'пёс', width: 300, height: 200, maxWidth: 1200, showCaption: true, caption: { editorState: state([para([text('Пёс')])]) }, version: 1 },
  ]),
];

describe('block nodes', () => {
  it('round-trip through JSON unchanged', () => {
    const editor = load(state(BLOCKS));
    const again = load(editor.getEditorState().toJSON());
    expect(again.getEditorState().toJSON()).toEqual(editor.getEditorState().toJSON());
    expect(rootChildren(editor)).toMatchObject(BLOCKS);
    expect(types(editor)).toEqual(
      expect.arrayContaining(['sticky', 'layout-container', 'layout-item', 'video', 'design-file', 'tweet', 'frame-embed', 'inline-image', 'image']),
    );
  });

  it('applies defaults: frame 100% x 400px, Embedded content, fullscreen; video 560x315', () => {
    const editor = load(state([{ type: 'frame-embed', src: 'https://player.vimeo.com/video/1', version: 1 }, { type: 'video', videoID: 'dQw4w9WgXcQ', version: 1 }]));
    expect(rootChildren(editor)).toMatchObject([
      { type: 'frame-embed', width: '100%', height: '400px', title: 'Embedded content', allowFullscreen: true },
      { type: 'video', width: '560px', height: '315px', url: '' },
    ]);
  });

  it('drops unsafe data on import', () => {
    const editor = load(
      state([
        { type: 'sticky', xOffset: 'x', yOffset: -3, color: 'red', caption: { evil: 1 }, version: 1 },
        { type: 'video', videoID: '"><script>1', url: 'javascript:alert(1)', width: '1px;x', height: 9, version: 1 },
        { type: 'design-file', documentID: 'short', url: 'https://evil/', version: 1 },
        { type: 'tweet', id: '1" onload="x', version: 1 },
        { type: 'frame-embed', src: 'javascript:alert(1)', width: 'expression(x)', title: '', version: 1 },
        el('layout-container', [el('layout-item', [para()])], { templateColumns: '1fr;color:red' }),
        para([{ type: 'inline-image', src: 'file:///C:/a.png', altText: 'a', position: 'top', version: 1 }]),
        para([{ type: 'image', src: '/Users/anna/a.png', altText: 'b', version: 1 }]),
      ]),
    );
    expect(rootChildren(editor)).toMatchObject([
      { type: 'sticky', xOffset: 0, yOffset: 0, color: 'yellow', caption: { editorState: { root: { children: [{ type: 'paragraph', children: [] }] } } } },
      { type: 'video', videoID: '', url: '', width: '560px', height: '315px' },
      { type: 'design-file', documentID: '', url: 'https://evil/' },
      { type: 'tweet', id: '' },
      { type: 'frame-embed', src: '', width: '100%', title: 'Embedded content' },
      { type: 'layout-container', templateColumns: '1fr 1fr' },
      { children: [{ type: 'inline-image', src: '', position: 'left' }] },
      { children: [{ type: 'image', src: '' }] },
    ]);
  });

  it('toggles the sticky colour and moves it', () => {
    const editor = load(state([{ type: 'sticky', xOffset: 1, yOffset: 2, color: 'yellow', caption: '', version: 1 }, para()]));
    editor.update(
      () => {
        const sticky = $getRoot().getFirstChild();
        if (!$isStickyNode(sticky)) throw new Error('no sticky');
        sticky.toggleColor();
        sticky.setPosition(30.4, 50);
      },
      { discrete: true },
    );
    expect(rootChildren(editor)[0]).toMatchObject({ color: 'pink', xOffset: 30, yOffset: 50 });
    editor.update(() => ($getRoot().getFirstChild() as unknown as { toggleColor(): void }).toggleColor(), { discrete: true });
    expect(rootChildren(editor)[0]).toMatchObject({ color: 'yellow' });
  });
});

describe('layout rules', () => {
  it('removes empty containers, fills empty items and unwraps stray items', () => {
    const editor = load(
      state([
        el('layout-container', [], { templateColumns: '1fr 1fr' }),
        el('layout-container', [el('layout-item', []), el('layout-item', [para([text('b')])])], { templateColumns: '1fr 1fr' }),
        el('layout-item', [para([text('stray')])]),
      ]),
    );
    const unregister = registerLayoutRules(editor);
    editor.update(() => undefined, { discrete: true });
    expect(types(editor)).toEqual(['layout-container', 'layout-item', 'paragraph', 'layout-item', 'paragraph', 'text', 'paragraph', 'text']);
    // Removing the last item removes the container.
    editor.update(
      () => {
        const container = $getRoot().getFirstChild();
        if ($isElementNode(container)) container.getChildren().forEach((c) => c.remove());
      },
      { discrete: true },
    );
    expect(types(editor)).toEqual(['paragraph', 'text']);
    unregister();
  });

  it('ArrowDown at the end of a final layout adds a paragraph below it', () => {
    const editor = load(state([el('layout-container', [el('layout-item', [para([text('a')])]), el('layout-item', [para([text('b')])])], { templateColumns: '1fr 1fr' })]));
    let escaped: boolean[] = [];
    editor.update(
      () => {
        const lastText = $getRoot().getLastDescendant();
        if (!lastText) throw new Error('empty');
        lastText.selectStart();
        escaped.push($escapeLayoutDown());
        lastText.selectEnd();
        escaped.push($escapeLayoutDown());
      },
      { discrete: true },
    );
    expect(escaped).toEqual([false, true]);
    expect(rootChildren(editor).map((c) => c.type)).toEqual(['layout-container', 'paragraph']);
    escaped = [];
  });
});
