import { makeStore } from '@school/api-client';
import type { LexicalEditor } from 'lexical';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { SettingsProvider, type Settings } from '../context/SettingsContext';
import { RichTextEditor } from '../components/RichTextEditor';
import { RichTextViewer } from '../components/RichTextViewer';

/**
 * jsdom rendering of the real editor and viewer for tests (the test file mocks React's copies
 * and the style sheets, as xss.test.tsx explains). Unmount what you mount.
 */
export interface Mounted {
  host: HTMLDivElement;
  /** Every JSON the editor emitted, in order. */
  saved: string[];
  editor(): LexicalEditor;
  unmount(): Promise<void>;
}

const lexicalEditorOf = (host: HTMLElement): LexicalEditor =>
  (host.querySelector('.rt-content[contenteditable]') as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;

async function mount(render: (saved: string[]) => ReactElement): Promise<Mounted> {
  const saved: string[] = [];
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root: Root = createRoot(host);
  // The store: poll voters and collaboration names read the signed-in user.
  await act(async () => root.render(<Provider store={makeStore()}>{render(saved)}</Provider>));
  return {
    host,
    saved,
    editor: () => lexicalEditorOf(host),
    unmount: async () => {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

export const mountEditor = (content: string, settings: Partial<Settings> = {}) =>
  mount((saved) => (
    <SettingsProvider initial={settings}>
      <RichTextEditor initialContent={content} onChange={(json) => saved.push(json)} />
    </SettingsProvider>
  ));

export const mountViewer = (content: string) => mount(() => <RichTextViewer content={content} />);

/** Serialized pieces for stored documents in tests. */
export const textJson = (s: string) => ({ detail: 0, format: 0, mode: 'normal', style: '', text: s, type: 'text', version: 1 });
export const paragraphJson = (children: unknown[]) => ({ children, direction: null, format: '', indent: 0, type: 'paragraph', version: 1, textFormat: 0, textStyle: '' });
export const documentJson = (children: unknown[]) => JSON.stringify({ root: { children, direction: null, format: '', indent: 0, type: 'root', version: 1 } });
