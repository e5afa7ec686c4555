import { $getRoot, $isElementNode, type LexicalNode } from 'lexical';
import { createTestEditor } from '../testEditor';
import { detectFormat } from './detectFormat';
import { deltaToEditorState } from './deltaToEditorState';
import { closeAllCollapsibles, exportMarkdown, loadContent, serializeEditor } from './loadContent';

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

describe('detectFormat', () => {
  it('editor JSON only with a root object', () => {
    expect(detectFormat('{"root":{"children":[]}}').kind).toBe('editorState');
    expect(detectFormat('{"root":[1]}').kind).toBe('markdown');
    expect(detectFormat('{"root":"x"}').kind).toBe('markdown');
  });
  it('delta only with an ops array', () => {
    expect(detectFormat('{"ops":[{"insert":"a\\n"}]}').kind).toBe('delta');
    expect(detectFormat('{"ops":{}}').kind).toBe('markdown');
  });
  it('broken JSON falls back to plain text (never markdown) and is logged', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(detectFormat('{"root": ').kind).toBe('plainText');
    expect(warn).toHaveBeenCalled();
    // Markdown-looking lines inside it stay text: no list, heading or bold is made of them.
    const editor = createTestEditor();
    const broken = '{"root":\n# не заголовок\n- не список\n**не жирный**';
    loadContent(editor, broken);
    expect(types(editor)).toEqual(['paragraph', 'text', 'paragraph', 'text', 'paragraph', 'text', 'paragraph', 'text']);
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toContain('**не жирный**');
    warn.mockRestore();
  });
});

describe('delta import', () => {
  it('keeps formats and headers on lines', () => {
    const state = deltaToEditorState([
      { insert: 'Title' },
      { insert: '\n', attributes: { header: 2 } },
      { insert: 'bold', attributes: { bold: true, italic: true } },
      { insert: ' plain ' },
      { insert: 'code', attributes: { code: true, underline: true, strike: true } },
      { insert: '\n' },
      { insert: { image: 'https://example.com/a.png' } },
      { insert: { image: 'javascript:alert(1)' } },
      { insert: '\n' },
    ]);
    const editor = createTestEditor();
    loadContent(editor, JSON.stringify({ ops: (state as unknown as { ops?: unknown }).ops ?? [] }));
    editor.setEditorState(editor.parseEditorState(JSON.stringify(state)));
    const json = JSON.parse(serializeEditor(editor));
    const [h, p, img] = json.root.children;
    expect(h.type).toBe('heading');
    expect(h.tag).toBe('h2');
    expect(p.children.map((c: { format: number }) => c.format)).toEqual([3, 0, 4 | 8 | 16]);
    expect(img.children).toHaveLength(1);
    expect(img.children[0].src).toBe('https://example.com/a.png');
  });
  it('loads a delta string through loadContent', () => {
    const editor = createTestEditor();
    loadContent(editor, JSON.stringify({ ops: [{ insert: 'Hello' }, { insert: '\n', attributes: { header: 1 } }] }));
    expect(types(editor)).toEqual(['heading', 'text']);
  });
});

describe('editor JSON fallback', () => {
  it('JSON with unknown nodes becomes plain text, not an exception', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const editor = createTestEditor();
    const bad = '{"root":{"type":"root","children":[{"type":"no-such-node","version":1}]}}';
    expect(() => loadContent(editor, bad)).not.toThrow();
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toContain('no-such-node');
    warn.mockRestore();
  });
  it('round-trips its own JSON', () => {
    const editor = createTestEditor();
    loadContent(editor, '# Hi\n\nsome **bold** text');
    const json = serializeEditor(editor);
    const other = createTestEditor();
    loadContent(other, json);
    expect(serializeEditor(other)).toBe(json);
  });
});

describe('markdown', () => {
  const sample = [
    '# Заголовок',
    '',
    'Text with **bold**, *italic*, ~~strike~~ and `code`.',
    '',
    '- one',
    '- two',
    '',
    '> quote',
    '',
    '```js',
    'const a = 1;',
    '```',
    '',
    '| a | b |',
    '| --- | --- |',
    '| 1 | 2 |',
    '',
    ':::tip',
    'A tip with $x^2$ inside.',
    ':::',
    '',
    ':::details More',
    'Hidden text',
    ':::',
    '',
    '$$\\frac{1}{2}$$',
    '',
    '![cat](https://example.com/cat.png)',
  ].join('\n');

  it('imports every block', () => {
    const editor = createTestEditor();
    loadContent(editor, sample);
    const t = types(editor);
    for (const type of ['heading', 'list', 'quote', 'code', 'table', 'callout', 'collapsible-container', 'equation', 'image']) {
      expect(t).toContain(type);
    }
  });

  it('round-trips markdown', () => {
    const editor = createTestEditor();
    loadContent(editor, sample);
    const once = exportMarkdown(editor);
    const again = createTestEditor();
    loadContent(again, once);
    expect(exportMarkdown(again)).toBe(once);
    expect(once).toContain('| a | b |');
    expect(once).toContain(':::tip');
    expect(once).toContain(':::details More');
    expect(once).toContain('$$\\frac{1}{2}$$');
    expect(once).toContain('**bold**');
  });

  it('drops local-file images and images without alt text', () => {
    const editor = createTestEditor();
    loadContent(editor, '![a](file:///etc/passwd) ![](https://x.org/a.png)');
    expect(types(editor)).not.toContain('image');
  });

  it('closes collapsibles for the viewer', () => {
    const editor = createTestEditor();
    loadContent(editor, ':::details T\nbody\n:::');
    closeAllCollapsibles(editor);
    const json = JSON.parse(serializeEditor(editor));
    expect(json.root.children[0].open).toBe(false);
  });
});

describe('loading content with collapsible parts out of place (spec 8)', () => {
  it('logs each structural error and repairs, in the editor as in the viewer', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = (type: string, children: unknown[], extra: object = {}) => ({ children, direction: null, format: '', indent: 0, type, version: 1, ...extra });
    const text = (s: string) => ({ detail: 0, format: 0, mode: 'normal', style: '', text: s, type: 'text', version: 1 });
    const stored = JSON.stringify({
      root: el('root', [
        el('collapsible-title', [text('Сирота')]),
        el('collapsible-container', [el('collapsible-title', [text('Один')])], { open: true }),
      ]),
    });
    const editor = createTestEditor();
    loadContent(editor, stored);
    expect(types(editor)).toEqual(['paragraph', 'text', 'paragraph', 'text']);
    expect(logged.mock.calls.map(([message]) => message).sort()).toEqual([
      'rich-text: CollapsibleTitleNode expects to be child of CollapsibleContainerNode; repaired',
      'rich-text: CollapsibleTitleNode expects to have CollapsibleContentNode sibling; repaired',
    ]);
    logged.mockRestore();
  });
});

describe('stored JSON that parses but does not fit the editor (spec 4.8)', () => {
  const paragraphText = (editor: ReturnType<typeof createTestEditor>) =>
    editor.getEditorState().read(() => $getRoot().getChildren().map((n) => `${n.getType()}:${n.getTextContent()}`));

  it.each([
    ['an empty root', '{"root":{"type":"root","children":[]}}'],
    ['a root of another type', '{"root":{"type":"paragraph","children":[]}}'],
    ['an unknown node', '{"root":{"type":"root","children":[{"type":"no-such-node","version":1}]}}'],
    ['text straight in the root', '{"root":{"type":"root","children":[{"type":"text","text":"a","version":1}]}}'],
  ])('%s: shown as a plain-text paragraph, logged', (_name, stored) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const editor = createTestEditor();
    loadContent(editor, stored);
    expect(paragraphText(editor)).toEqual([`paragraph:${stored}`]);
    expect(warn).toHaveBeenCalledWith('rich-text: stored JSON does not fit the editor; shown as plain text', expect.anything());
    warn.mockRestore();
  });

  it('a document that fits is loaded as it is', () => {
    const editor = createTestEditor();
    const para = { type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Привет', version: 1, detail: 0, format: 0, mode: 'normal', style: '' }] };
    loadContent(editor, JSON.stringify({ root: { type: 'root', version: 1, children: [para] } }));
    expect(paragraphText(editor)).toEqual(['paragraph:Привет']);
  });
});
