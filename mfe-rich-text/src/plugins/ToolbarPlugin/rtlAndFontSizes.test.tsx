/** @jest-environment jsdom */
import { $getRoot, $isElementNode, $isTextNode } from 'lexical';
import { act } from 'react';
import { documentJson, mountEditor, mountViewer, paragraphJson, textJson, type Mounted } from '../../lib/renderForTest';
import { RT } from '../../lib/texts';
import { FONT_SIZE_OPTIONS } from '../../lib/validators/fontSize';
import { visibleAlignment } from './useToolbarSync';

jest.mock('../../../../node_modules/react', () => jest.requireActual('react'));
jest.mock('../../../../node_modules/react/jsx-runtime', () => jest.requireActual('react/jsx-runtime'));
jest.mock('../../../../node_modules/react-dom', () => jest.requireActual('react-dom'));
jest.mock('../../../../node_modules/react-dom/client', () => jest.requireActual('react-dom/client'));
jest.mock('katex/dist/katex.min.css', () => ({}), { virtual: true });

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
Range.prototype.getBoundingClientRect = () => new DOMRect();
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

/**
 * jsdom has no layout: it computes no direction for Lexical's dir="auto" blocks. This stands in
 * for the browser's rule (the first strong letter decides) so $isParentElementRTL can read it.
 */
const realComputedStyle = window.getComputedStyle.bind(window);
const firstLetterIsRtl = (text: string) => /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(/\p{L}/u.exec(text)?.[0] ?? '');
beforeAll(() => {
  window.getComputedStyle = ((el: Element, pseudo?: string | null) => {
    const style = realComputedStyle(el, pseudo);
    const dir = el.getAttribute('dir');
    const rtl = dir === 'rtl' || (dir === 'auto' && firstLetterIsRtl(el.textContent ?? ''));
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'direction') return rtl ? 'rtl' : 'ltr';
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }) as typeof window.getComputedStyle;
});
afterAll(() => {
  window.getComputedStyle = realComputedStyle;
});

const mounted: Mounted[] = [];
afterEach(async () => {
  for (const m of mounted.splice(0)) await m.unmount();
});

const HEBREW = 'שלום עולם';
const ARABIC = 'مرحبا بالعالم';
const DOC = documentJson([paragraphJson([textJson('Привет')]), paragraphJson([textJson(HEBREW)]), paragraphJson([textJson(ARABIC)])]);

/** Selects characters [start, end) of the text in block `index`. */
async function select(m: Mounted, index: number, start: number, end: number) {
  await act(async () =>
    m.editor().update(
      () => {
        const block = $getRoot().getChildAtIndex(index);
        const text = $isElementNode(block) ? block.getFirstChild() : null;
        if ($isTextNode(text)) text.select(start, end);
      },
      { discrete: true },
    ),
  );
}
const control = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
const dirs = (m: Mounted) => [...m.host.querySelectorAll('.rt-content > p')].map((p) => p.getAttribute('dir'));

describe('right-to-left text (toolbar state RTL)', () => {
  it('every block lets the browser lay out its text by its first letter (dir="auto"), in the editor and the viewer', async () => {
    const m = await mountEditor(DOC);
    mounted.push(m);
    expect(dirs(m)).toEqual(['auto', 'auto', 'auto']);
    const v = await mountViewer(DOC);
    mounted.push(v);
    expect(dirs(v)).toEqual(['auto', 'auto', 'auto']);
  });

  it('the toolbar follows the selection’s direction: an RTL block’s own side is the right', async () => {
    const m = await mountEditor(DOC);
    mounted.push(m);
    await select(m, 1, 1, 1);
    expect(control<HTMLSelectElement>(RT.toolbar.align).value).toBe('right');
    await select(m, 0, 1, 1);
    expect(control<HTMLSelectElement>(RT.toolbar.align).value).toBe('left');
    await select(m, 2, 2, 2);
    expect(control<HTMLSelectElement>(RT.toolbar.align).value).toBe('right');
  });

  it('start and end swap sides with the direction', () => {
    expect(visibleAlignment('', true)).toBe('right');
    expect(visibleAlignment('start', false)).toBe('left');
    expect(visibleAlignment('end', true)).toBe('left');
    expect(visibleAlignment('center', true)).toBe('center');
  });
});

describe('the font size list (spec 9: 10-20px)', () => {
  it('offers 10 to 20 px and applies the chosen size to the selection', async () => {
    const m = await mountEditor(DOC);
    mounted.push(m);
    const list = control<HTMLSelectElement>(RT.toolbar.fontSizeList);
    const sizes = [...list.options].filter((o) => o.value).map((o) => Number(o.value));
    expect(sizes).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(sizes).toEqual([...FONT_SIZE_OPTIONS]);

    await select(m, 0, 0, 6);
    await act(async () => {
      list.value = '18';
      list.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const first = JSON.parse(m.saved.at(-1)!).root.children[0].children[0];
    expect(first.style).toBe('font-size: 18px;');
    expect(list.value).toBe('18');
    expect(control<HTMLInputElement>(RT.toolbar.fontSize).value).toBe('18');

    // A size the list does not hold: the numeric box shows it, the list shows none.
    // (jsdom keeps no DOM selection across updates: the word is selected again before each step.)
    for (let i = 0; i < 2; i++) {
      await select(m, 0, 0, 6);
      await act(async () => control<HTMLButtonElement>(RT.toolbar.fontSizeIncrease).click());
    }
    expect(control<HTMLInputElement>(RT.toolbar.fontSize).value).toBe('24');
    expect(list.value).toBe('');
  });
});
