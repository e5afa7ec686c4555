/** @jest-environment jsdom */
import { $getRoot } from 'lexical';
import { act } from 'react';
import { mountEditor, type Mounted } from '../../lib/renderForTest';
import { RT } from '../../lib/texts';
import { SPEECH_REPORT_MS } from '../../lib/timings';
import { SPEECH_LANG } from '.';

jest.mock('../../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
Range.prototype.getBoundingClientRect = () => new DOMRect();
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

type Result = { isFinal: boolean; 0: { transcript: string } };
/** The browser's SpeechRecognition as jsdom lacks it: records what the plugin asks of it. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  continuous = false;
  interimResults = false;
  lang = '';
  started = false;
  onresult: ((e: { resultIndex: number; results: Result[] }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.started = false;
  }
  hear(transcript: string, isFinal: boolean) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript } }] });
  }
}

const w = window as unknown as { SpeechRecognition?: unknown };
let m: Mounted | null = null;
afterEach(async () => {
  await m?.unmount();
  m = null;
  delete w.SpeechRecognition;
});

const toolbarButton = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')].find((b) => b.textContent?.includes(text)) ?? null;
const report = () => document.querySelector('[role="status"]')?.textContent ?? null;
const wait = (ms: number) => act(async () => void (await new Promise((r) => setTimeout(r, ms))));

describe('speech to text (spec 4.8, 9)', () => {
  it('toggles the browser’s recognizer in Russian, reports what it hears for 1000 ms and inserts final phrases at the caret', async () => {
    w.SpeechRecognition = FakeRecognition;
    m = await mountEditor('Начало');
    await act(async () => m!.editor().update(() => void $getRoot().selectEnd(), { discrete: true }));
    await act(async () => toolbarButton(RT.speech.start)!.click());
    const rec = FakeRecognition.last!;
    expect(rec.started).toBe(true);
    expect(rec.lang).toBe(SPEECH_LANG);
    expect(SPEECH_LANG).toBe('ru-RU');
    expect(toolbarButton(RT.speech.stop)?.getAttribute('aria-pressed')).toBe('true');

    await act(async () => rec.hear('привет', false));
    expect(report()).toBe('привет');
    expect(m.editor().getEditorState().read(() => $getRoot().getTextContent())).toBe('Начало');
    await act(async () => rec.hear(' привет мир', true));
    expect(report()).toBe(' привет мир');
    expect(m.editor().getEditorState().read(() => $getRoot().getTextContent())).toBe('Началопривет мир ');
    await wait(SPEECH_REPORT_MS + 100);
    expect(report()).toBeNull();

    await act(async () => toolbarButton(RT.speech.stop)!.click());
    expect(rec.started).toBe(false);
    expect(toolbarButton(RT.speech.start)?.getAttribute('aria-pressed')).toBe('false');
  });

  it('is absent where the browser has no speech recognition', async () => {
    m = await mountEditor('Текст');
    expect(document.querySelector('[role="toolbar"]')).not.toBeNull();
    expect(toolbarButton(RT.speech.start)).toBeNull();
  });
});
