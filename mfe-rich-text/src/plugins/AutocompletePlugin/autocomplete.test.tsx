/** @jest-environment jsdom */
import { $getRoot, $getSelection, $isElementNode, $isRangeSelection, KEY_ARROW_RIGHT_COMMAND, KEY_TAB_COMMAND } from 'lexical';
import { act } from 'react';
import * as autocomplete from '../../lib/autocomplete';
import { AUTOCOMPLETE_LATENCY_MS } from '../../lib/autocomplete';
import { mountEditor, type Mounted } from '../../lib/renderForTest';
import { $createAutocompleteNode, $isAutocompleteNode, AUTOCOMPLETE_NODE_TYPE, autocompleteSession } from '../../nodes/AutocompleteNode';

jest.mock('../../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });
// Every lookup the plugin starts is counted (the real one still answers).
jest.mock('../../lib/autocomplete', () => {
  const actual = jest.requireActual('../../lib/autocomplete');
  return { ...actual, requestCompletion: jest.fn(actual.requestCompletion) };
});

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
Range.prototype.getBoundingClientRect = () => new DOMRect();
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

const mounted: Mounted[] = [];
afterEach(async () => {
  for (const m of mounted.splice(0)) await m.unmount();
});

async function typeAtEnd(m: Mounted, text: string) {
  await act(async () =>
    m.editor().update(
      () => {
        const last = $getRoot().getLastDescendant();
        if (last && !$isAutocompleteNode(last)) last.selectEnd();
        const sel = $getSelection();
        if ($isRangeSelection(sel)) sel.insertText(text);
      },
      { discrete: true },
    ),
  );
}
/** The suggestion nodes in the editor's state, as [text, uuid]. */
const suggestions = (m: Mounted) =>
  m
    .editor()
    .getEditorState()
    .read(() => {
      const out: [string, string][] = [];
      const first = $getRoot().getFirstChild();
      if ($isElementNode(first)) for (const n of first.getChildren()) if ($isAutocompleteNode(n)) out.push([n.getSuggestion(), n.getUuid()]);
      return out;
    });
const hint = (m: Mounted) => m.host.querySelector('[data-testid="autocomplete-hint"]')?.textContent ?? null;
const wait = (ms: number) => act(async () => void (await new Promise((r) => setTimeout(r, ms))));

async function editorWithHint(): Promise<Mounted> {
  const m = await mountEditor('', { autocomplete: true });
  mounted.push(m);
  // Focused, as when typing: updates without an event read the caret from the page's selection.
  await act(async () => m.editor().getRootElement()!.focus());
  await typeAtEnd(m, 'Это algo');
  await wait(AUTOCOMPLETE_LATENCY_MS + 50);
  return m;
}

describe('autocomplete suggestion node (spec 3.8: text, uuid)', () => {
  it('is a node with the rest of the word and this editor session’s uuid, shown after the caret, never saved', async () => {
    const m = await editorWithHint();
    const uuid = autocompleteSession(m.editor());
    expect(uuid).toBeTruthy();
    expect(suggestions(m)).toEqual([['rithm', uuid]]);
    expect(hint(m)).toBe('rithm');
    expect(m.host.querySelector('.rt-content')?.textContent).toBe('Это algorithm');
    expect(m.saved.some((json) => json.includes(`"${AUTOCOMPLETE_NODE_TYPE}"`))).toBe(false);
    expect(m.editor().getEditorState().read(() => $getRoot().getTextContent())).toBe('Это algo');
  });

  it('Tab accepts it as text', async () => {
    const m = await editorWithHint();
    await act(async () => void m.editor().dispatchCommand(KEY_TAB_COMMAND, new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(suggestions(m)).toEqual([]);
    expect(JSON.parse(m.saved.at(-1)!).root.children[0].children.map((n: { text: string }) => n.text).join('')).toBe('Это algorithm');
  });

  it.each([
    ['Tab', KEY_TAB_COMMAND],
    ['ArrowRight', KEY_ARROW_RIGHT_COMMAND],
  ] as const)('an accepted completion (%s) does not start a new lookup', async (key, command) => {
    const m = await editorWithHint();
    const lookups = jest.mocked(autocomplete.requestCompletion);
    lookups.mockClear();
    await act(async () => void m.editor().dispatchCommand(command as typeof KEY_TAB_COMMAND, new KeyboardEvent('keydown', { key })));
    await wait(AUTOCOMPLETE_LATENCY_MS + 50);
    expect(m.editor().getEditorState().read(() => $getRoot().getTextContent())).toBe('Это algorithm');
    expect(lookups).not.toHaveBeenCalled();
    expect(suggestions(m)).toEqual([]);
    // A word typed next is looked up again.
    await typeAtEnd(m, ' data');
    expect(lookups).toHaveBeenCalledWith('data');
  });

  it('the right arrow accepts it; a typed letter removes it instead', async () => {
    const m = await editorWithHint();
    await act(async () => void m.editor().dispatchCommand(KEY_ARROW_RIGHT_COMMAND, new KeyboardEvent('keydown', { key: 'ArrowRight' })));
    expect(m.editor().getEditorState().read(() => $getRoot().getTextContent())).toBe('Это algorithm');

    const other = await editorWithHint();
    await typeAtEnd(other, 'x');
    expect(suggestions(other)).toEqual([]);
    expect(hint(other)).toBeNull();
    expect(other.editor().getEditorState().read(() => $getRoot().getTextContent())).toBe('Это algox');
  });

  it('a suggestion of another session (another editor on the page) is not drawn here', async () => {
    const a = await editorWithHint();
    const b = await mountEditor('', { autocomplete: true });
    mounted.push(b);
    expect(autocompleteSession(a.editor())).not.toBe(autocompleteSession(b.editor()));
    await act(async () =>
      b.editor().update(
        () => {
          const p = $getRoot().getFirstChild();
          if ($isElementNode(p)) p.append($createAutocompleteNode('rithm', autocompleteSession(a.editor())!));
        },
        { discrete: true },
      ),
    );
    expect(suggestions(b)).toHaveLength(1);
    expect(hint(b)).toBeNull();
  });
});
