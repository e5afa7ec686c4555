/** @jest-environment jsdom */
import { makeStore } from '@school/api-client';
import { $getRoot, $isElementNode, $isTextNode, type LexicalEditor } from 'lexical';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { SettingsProvider } from '../context/SettingsContext';
import { RT } from '../lib/texts';
import { RichTextEditor } from './RichTextEditor';

// As in xss.test.tsx: one React for Lexical's bindings and this remote.
jest.mock('../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('../styles/rich-text.css', () => ({}), { virtual: true });
jest.mock('../styles/rich-text-blocks.css', () => ({}), { virtual: true });
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no layout: the floating editors place themselves at 0,0.
Range.prototype.getBoundingClientRect = () => new DOMRect();
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

type Node = { type: string; url?: string; text?: string; html?: string; children?: Node[] };
let host: HTMLDivElement;
let root: Root;
let saved: string[];

async function mount(content: string) {
  saved = [];
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <Provider store={makeStore()}>
        <SettingsProvider>
          <RichTextEditor initialContent={content} onChange={(json) => saved.push(json)} />
        </SettingsProvider>
      </Provider>,
    ),
  );
}

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const editorOf = () => (host.querySelector('[contenteditable]') as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;
const blocks = () => (JSON.parse(saved.at(-1)!) as { root: { children: Node[] } }).root.children;
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

/** Types into a React-controlled field the way a browser does. */
function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function selectWord(start: number, end: number) {
  await act(async () =>
    editorOf().update(
      () => {
        const paragraph = $getRoot().getFirstChild();
        const text = $isElementNode(paragraph) ? paragraph.getFirstChild() : null;
        if ($isTextNode(text)) text.select(start, end);
      },
      { discrete: true },
    ),
  );
}

describe('links from the toolbar (issue 31 item 2)', () => {
  it('the link button opens a field; a valid address links the selected words, a bad one is refused with a message', async () => {
    await mount('Привет мир');
    await selectWord(0, 6);
    await act(async () => button(RT.toolbar.link).click());
    const field = document.querySelector<HTMLInputElement>(`input[aria-label="${RT.link.url}"]`)!;
    expect(field).not.toBeNull();

    await act(async () => typeInto(field, 'javascript:alert(1)'));
    await act(async () => button(RT.link.save).click());
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(RT.link.invalid);
    expect(JSON.stringify(blocks())).not.toContain('"link"');

    // A bare host gets https:// in front.
    await act(async () => typeInto(field, 'example.ru/uroki'));
    await act(async () => button(RT.link.save).click());
    const [paragraph] = blocks();
    const link = paragraph.children!.find((n) => n.type === 'link')!;
    expect(link.url).toBe('https://example.ru/uroki');
    expect(link.children!.map((n) => n.text).join('')).toBe('Привет');
    expect(document.querySelector(`input[aria-label="${RT.link.url}"]`)).toBeNull();
  });

  it('with nothing selected the address becomes the link text; the link is edited and removed from its popup', async () => {
    await mount('Сайт: ');
    await selectWord(6, 6);
    await act(async () => button(RT.toolbar.link).click());
    const field = document.querySelector<HTMLInputElement>(`input[aria-label="${RT.link.url}"]`)!;
    await act(async () => typeInto(field, 'https://school.example.ru'));
    await act(async () => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    let link = blocks()[0].children!.find((n) => n.type === 'link')!;
    expect(link).toMatchObject({ url: 'https://school.example.ru', children: [expect.objectContaining({ text: 'https://school.example.ru' })] });

    // The caret inside the link: the popup shows it with edit and remove.
    await act(async () =>
      editorOf().update(
        () => {
          const p = $getRoot().getFirstChild();
          const l = $isElementNode(p) ? p.getChildren().find($isElementNode) : null;
          const t = $isElementNode(l) ? l.getFirstChild() : null;
          if ($isTextNode(t)) t.select(3, 3);
        },
        { discrete: true },
      ),
    );
    await act(async () => button(RT.link.edit).click());
    const edit = document.querySelector<HTMLInputElement>(`input[aria-label="${RT.link.url}"]`)!;
    expect(edit.value).toBe('https://school.example.ru');
    await act(async () => typeInto(edit, 'https://example.ru/novoe'));
    await act(async () => button(RT.link.save).click());
    link = blocks()[0].children!.find((n) => n.type === 'link')!;
    expect(link.url).toBe('https://example.ru/novoe');

    await act(async () => button(RT.link.remove).click());
    expect(blocks()[0].children!.some((n) => n.type === 'link')).toBe(false);
    expect(blocks()[0].children!.map((n) => n.text).join('')).toBe('Сайт: https://school.example.ru');
  });

  it('Escape closes the field without a link', async () => {
    await mount('Текст');
    await selectWord(0, 5);
    await act(async () => button(RT.toolbar.link).click());
    const field = document.querySelector<HTMLInputElement>(`input[aria-label="${RT.link.url}"]`)!;
    await act(async () => typeInto(field, 'https://example.ru'));
    await act(async () => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector(`input[aria-label="${RT.link.url}"]`)).toBeNull();
    expect(JSON.stringify(blocks())).not.toContain('"link"');
  });
});

describe("an HTML block from 'Вставить' (issue 31 item 2)", () => {
  it('opens exactly one dialog, whose button inserts the block', async () => {
    await mount('Текст');
    const insert = document.querySelector<HTMLSelectElement>(`select[aria-label="${RT.toolbar.insert}"]`)!;
    await act(async () => {
      insert.value = 'html';
      insert.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    const source = document.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${RT.html.source}"]`)!;
    const submit = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === RT.html.insert)!;
    expect(submit.disabled).toBe(true);
    await act(async () => typeInto(source, '<b>Жирный</b>'));
    expect(submit.disabled).toBe(false);
    await act(async () => submit.click());
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    expect(blocks().some((n) => n.type === 'html-block' && n.html === '<b>Жирный</b>')).toBe(true);
  });
});
