/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SettingsProvider } from '../context/SettingsContext';
import { parseDrawingData } from '../lib/drawing/drawingData';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { RichTextEditor } from './RichTextEditor';
import { RichTextViewer } from './RichTextViewer';

// Lexical's React bindings resolve the repository's hoisted React 18; the page shares one React
// (this remote's 19) through Module Federation, so the test points both at the same copy.
jest.mock('../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('../styles/rich-text.css', () => ({}), { virtual: true });
jest.mock('../styles/rich-text-blocks.css', () => ({}), { virtual: true });
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<a href="javascript:window.__xss=1">x</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div style="background:url(javascript:alert(1))" onclick="window.__xss=1">c</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
];

const text = (s: string) => ({ detail: 0, format: 0, mode: 'normal', style: '', text: s, type: 'text', version: 1 });
const para = (children: unknown[]) => ({ children, direction: null, format: '', indent: 0, type: 'paragraph', version: 1, textFormat: 0, textStyle: '' });
const state = (children: unknown[]) =>
  JSON.stringify({ root: { children, direction: null, format: '', indent: 0, type: 'root', version: 1 } });

const JS = 'javascript:window.__xss=1';

/** Sticky notes, layouts, embeds, frames and images with hostile fields. */
function blockDocuments(p: string): string[] {
  const item = (children: unknown[]) => ({ type: 'layout-item', children, direction: null, format: '', indent: 0, version: 1 });
  return [
    state([{ type: 'sticky', xOffset: `1;${p}`, yOffset: p, color: `pink" onmouseover="window.__xss=1`, caption: p, version: 1 }, para([text('a')])]),
    state([{ type: 'layout-container', templateColumns: `1fr;background:url(${JS})`, children: [item([para([text(p)])])], direction: null, format: '', indent: 0, version: 1 }]),
    state([{ type: 'video', videoID: `"><img src=x onerror=window.__xss=1>`, url: JS, width: `1px" onload="window.__xss=1`, height: p, version: 1 }]),
    state([{ type: 'video', videoID: 'x" onload=1', url: 'https://youtu.be/x', version: 1 }]),
    state([{ type: 'design-file', documentID: `${'a'.repeat(22)}"><script>window.__xss=1</script>`, url: JS, version: 1 }]),
    state([{ type: 'tweet', id: `1"><img src=x onerror=window.__xss=1>`, version: 1 }]),
    state([{ type: 'tweet', id: JS, version: 1 }]),
    state([{ type: 'frame-embed', src: JS, width: '100%', height: '400px', title: p, allowFullscreen: true, version: 1 }]),
    state([{ type: 'frame-embed', src: 'data:text/html,<script>parent.__xss=1</script>', title: p, version: 1 }]),
    state([{ type: 'frame-embed', src: 'https://evil.example/phish', title: p, version: 1 }]),
    state([{ type: 'frame-embed', src: 'https://docs.google.com.evil.example/x', version: 1 }]),
    state([para([{ type: 'inline-image', src: JS, altText: p, position: `left" onclick="window.__xss=1`, showCaption: true, caption: p, version: 1 }])]),
    state([para([{ type: 'inline-image', src: 'file:///C:/Users/a.png', altText: p, position: 'full', version: 1 }])]),
    state([para([{ type: 'image', src: 'x" onerror="window.__xss=1', altText: p, showCaption: true, caption: p, version: 1 }])]),
    state([para([{ type: 'image', src: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+', altText: p, version: 1 }])]),
    state([para([{ type: 'image', src: '/Users/anna/cat.png', altText: p, version: 1 }])]),
    state([{ type: 'excalidraw', data: hostileDrawing(p), width: `1px" onload="window.__xss=1`, height: p, version: 1 }]),
    state([{ type: 'excalidraw', data: p, version: 1 }]),
    state([
      {
        type: 'collapsible-container',
        open: true,
        children: [el('collapsible-title', [text(p)]), el('collapsible-content', [para([text(p)])])],
        direction: null,
        format: '',
        indent: 0,
        version: 1,
      },
    ]),
    state([para([{ ...text(p), type: 'keyword' }])]),
  ];
}

const el = (type: string, children: unknown[]) => ({ type, children, direction: null, format: '', indent: 0, version: 1 });

/** Excalidraw scene data with a script link, a markup text, an HTML "file" and a hostile colour. */
function hostileDrawing(p: string): string {
  const base = { id: 'r', type: 'rectangle', x: 0, y: 0, width: 50, height: 30, angle: 0, isDeleted: false, version: 1 };
  return JSON.stringify({
    elements: [
      { ...base, link: JS },
      { ...base, id: 't', type: 'text', text: p, originalText: p, link: ` ${JS}` },
      { ...base, id: 'i', type: 'image', fileId: 'f' },
    ],
    appState: { viewBackgroundColor: `#fff"><script>window.__xss=1</script>` },
    files: { f: { id: 'f', mimeType: 'text/html', dataURL: `data:text/html,${p}` }, g: { id: 'g', mimeType: 'image/png', dataURL: JS } },
  });
}

/** The new blocks in the formats that can carry them: markdown and delta hold images and sections. */
function blockTextFormats(p: string): string[] {
  return [
    `![${p}](${JS})\n\n![x](x" onerror="window.__xss=1)\n\n:::details ${p}\n${p}\n:::\n\n:::tip\n${p}\n:::`,
    JSON.stringify({
      ops: [
        { insert: { image: `x" onerror="window.__xss=1` }, attributes: { alt: p } },
        { insert: { image: 'data:text/html,<script>window.__xss=1</script>' } },
        { insert: { image: 'file:///C:/a.png' }, attributes: { alt: p } },
        { insert: p, attributes: { header: 2, bold: true, link: JS } },
        { insert: '\n' },
      ],
    }),
  ];
}

/** Every content format and block that can carry a payload. */
function documents(p: string): string[] {
  return [
    p,
    `# ${p}\n\n[link](javascript:window.__xss=1)\n\n![alt](javascript:window.__xss=1)\n\n| ${p} |\n| --- |\n| a |\n\n:::note\n${p}\n:::\n\n$${p}$`,
    JSON.stringify({ ops: [{ insert: p }, { insert: { image: 'javascript:window.__xss=1' } }, { insert: '\n', attributes: { header: 1 } }] }),
    state([{ type: 'html-block', html: p, version: 1 }]),
    state([para([{ type: 'link', url: 'javascript:window.__xss=1', rel: null, target: null, title: null, children: [text('l')], direction: null, format: '', indent: 0, version: 1 }])]),
    state([para([{ type: 'image', src: 'javascript:window.__xss=1', altText: p, width: 0, height: 0, maxWidth: 1200, showCaption: true, caption: p, version: 1 }])]),
    state([para([{ type: 'equation', equation: `\\href{javascript:alert(1)}{x} ${p}`, inline: true, version: 1 }])]),
    state([{ type: 'poll', question: p, options: [{ text: p, uid: 'abcde', votes: [] }], version: 1 }]),
    state([{ type: 'code', language: 'html', children: [text(p)], direction: null, format: '', indent: 0, version: 1 }]),
    ...blockDocuments(p),
    ...blockTextFormats(p),
  ];
}

function assertClean(root: HTMLElement) {
  expect(root.querySelector('script, iframe, object, embed, form, style')).toBeNull();
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.startsWith('on')).toBe(false);
      if (['href', 'src', 'action', 'xlink:href'].includes(attr.name)) {
        expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data:text)/);
      }
    }
  });
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
}

describe('XSS payloads', () => {
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps harmless HTML', () => {
    expect(sanitizeHtml('<b onclick="x()">bold</b><a href="https://a.org">a</a>')).toBe('<b>bold</b><a href="https://a.org">a</a>');
  });

  it.each(PAYLOADS)('sanitizeHtml removes %s', (p) => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(p);
    assertClean(div);
  });

  it('frames only known https providers, sandboxed, and shows the new blocks read-only', async () => {
    const doc = state([
      { type: 'video', videoID: 'dQw4w9WgXcQ', url: 'https://youtu.be/dQw4w9WgXcQ', version: 1 },
      { type: 'frame-embed', src: 'https://evil.example/', version: 1 },
      { type: 'sticky', xOffset: 5, yOffset: 5, color: 'pink', caption: 'Заметка', version: 1 },
      {
        type: 'layout-container',
        templateColumns: '1fr 3fr',
        children: [1, 2].map((n) => ({ type: 'layout-item', children: [para([text(`col${n}`)])], direction: null, format: '', indent: 0, version: 1 })),
        direction: null,
        format: '',
        indent: 0,
        version: 1,
      },
    ]);
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    await act(async () => root.render(<RichTextViewer content={doc} />));
    const frames = host.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frames[0].getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    expect(host.querySelector('.rt-frame-blocked')).not.toBeNull();
    expect(host.querySelector('[data-testid="sticky-note"]')?.textContent).toBe('Заметка');
    expect(host.querySelector('textarea, button')).toBeNull();
    expect((host.querySelector('.rt-layout') as HTMLElement).style.gridTemplateColumns).toBe('1fr 3fr');
    await act(async () => root.unmount());
    host.remove();
  });

  it('drops hostile parts of drawing data before Excalidraw sees them', () => {
    const scene = parseDrawingData(hostileDrawing('<img src=x onerror=1>'));
    expect(scene.elements.map((e) => e.link ?? null)).toEqual([null, null, null]);
    expect(scene.elements[1].text).toBe('<img src=x onerror=1>');
    expect(scene.files).toEqual({});
    expect(scene.appState).toEqual({});
    const kept = parseDrawingData(
      JSON.stringify({
        elements: [{ id: 'a', type: 'rectangle', link: 'https://example.org/' }],
        appState: { viewBackgroundColor: '#ffc9c9' },
        files: { f: { id: 'f', mimeType: 'image/png', dataURL: 'data:image/png;base64,iVBORw0KGgo=' } },
      }),
    );
    expect(kept.elements[0].link).toBe('https://example.org/');
    expect(kept.appState).toEqual({ viewBackgroundColor: '#ffc9c9' });
    expect(Object.keys(kept.files)).toEqual(['f']);
  });

  it.each(PAYLOADS)('the editor loads %s in every format harmlessly', async (p) => {
    for (const doc of documents(p)) {
      const host = document.createElement('div');
      document.body.appendChild(host);
      const root = createRoot(host);
      await act(async () =>
        root.render(
          <SettingsProvider>
            <RichTextEditor initialContent={doc} />
          </SettingsProvider>,
        ),
      );
      const content = host.querySelector<HTMLElement>('.rt-content')!;
      expect(content.childElementCount).toBeGreaterThan(0);
      assertClean(content);
      await act(async () => root.unmount());
      host.remove();
    }
  });

  it.each(PAYLOADS)('the viewer renders %s in every format harmlessly', async (p) => {
    for (const doc of documents(p)) {
      const host = document.createElement('div');
      document.body.appendChild(host);
      const root = createRoot(host);
      await act(async () => root.render(<RichTextViewer content={doc} />));
      expect(host.querySelector('.rt-content')?.childElementCount).toBeGreaterThan(0);
      assertClean(host);
      await act(async () => root.unmount());
      host.remove();
    }
  });
});
