import { JSDOM } from 'jsdom';
import { composePage } from './compose-page';
import { parseFrontendCheck } from './frontend-check-parse';
import { runPageCheck, PAGE_RUNNER_SOURCE, type PageCheckResult } from './frontend-runner';
import { pageVerdict } from './frontend-verdict';
import { parseFrontendConfig } from './frontend-config';

/** Builds a page in jsdom (no scripts run here: behaviour is wired by the test itself). */
function page(html: string, css = '') {
  const { window } = new JSDOM(composePage({ html, css, js: '' }));
  return { document: window.document, window };
}

function check(doc: unknown, win: unknown, text: string): PageCheckResult {
  let out: PageCheckResult | null = null;
  runPageCheck(doc, win, parseFrontendCheck(text), (next) => next(), (r) => (out = r));
  if (!out) throw new Error('runner did not finish synchronously');
  return out;
}

describe('page check language', () => {
  it('parses commands, quoted selectors and reports the author line on a bad one', () => {
    const parsed = parseFrontendCheck('# comment\nexists h1\ncount "ul li" >= 3\nstyle .card background-color = #fff\nattr img alt');
    expect(parsed).toEqual({
      ok: true,
      mode: 'steps',
      steps: [
        { kind: 'exists', sel: 'h1' },
        { kind: 'count', sel: 'ul li', op: '>=', n: 3 },
        { kind: 'style', sel: '.card', prop: 'background-color', value: '#fff' },
        { kind: 'attr', sel: 'img', name: 'alt', value: null },
      ],
    });
    const bad = parseFrontendCheck('exists h1\ncount li lots');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toContain('строка 2');
    expect(parseFrontendCheck('return document.title === "x";')).toMatchObject({ ok: true, mode: 'script' });
  });

  it('passes a right page and names each failed expectation in Russian', () => {
    const text = 'exists h1\ntext h1 = Мой сайт\ncount li >= 2\nstyle .card background-color = yellow\nstyle h1 color = #ff0000';
    const good = page('<h1>Мой   сайт</h1><ul><li>a</li><li>b</li></ul><div class="card">c</div>', '.card { background: #ffff00; } body h1 { color: red }');
    expect(pageVerdict(check(good.document, good.window, text))).toEqual({ passed: true, messages: [], broken: false });

    const bad = page('<h2>Мой сайт</h2><ul><li>a</li></ul><div class="card" style="background-color: blue">c</div>', '.card { background-color: yellow !important }');
    const verdict = pageVerdict(check(bad.document, bad.window, text));
    expect(verdict.passed).toBe(false);
    expect(verdict.messages).toEqual([
      'На странице нет элемента h1.',
      'На странице нет элемента h1.',
      'Элементов li должно быть >= 2, а сейчас 1.',
      'На странице нет элемента h1.',
    ]);
  });

  it('uses the cascade: specificity, inline style, inheritance and headings being bold', () => {
    const p = page('<div id="box" class="b" style="color: green"><p>t</p></div><h1>x</h1>', '#box { color: red } .b { color: blue } p { font-size: 20px }');
    const r = check(p.document, p.window, 'style p color = green\nstyle p font-size = 20px\nstyle h1 font-weight = bold\nstyle .b margin-top');
    expect(pageVerdict(r).messages).toEqual(['Задай элементу .b свойство margin-top.']);
  });

  it('checks behaviour after a click', () => {
    const p = page('<button id="b">Нажми</button><p id="out">Привет</p>');
    p.document.getElementById('b')!.addEventListener('click', () => {
      p.document.getElementById('out')!.textContent = 'Пока';
    });
    expect(pageVerdict(check(p.document, p.window, 'click #b\ntext #out = Пока')).passed).toBe(true);
    const q = page('<button id="b">Нажми</button><p id="out">Привет</p>');
    expect(pageVerdict(check(q.document, q.window, 'click #b\ntext #out = Пока')).messages).toEqual([
      'После нажатия на #b: текст элемента #out должен быть «Пока», а сейчас «Привет».',
    ]);
  });

  it('treats an invalid selector or an uncompilable script as a broken check', () => {
    const p = page('<p>x</p>');
    expect(pageVerdict(check(p.document, p.window, 'exists p[[')).broken).toBe(true);
    expect(pageVerdict(check(p.document, p.window, 'return (;')).broken).toBe(true);
    const script = check(p.document, p.window, 'assert(document.querySelector("h1"), "Нужен заголовок");');
    expect(pageVerdict(script).messages).toEqual(['Нужен заголовок']);
  });

  it('ships a self-contained runner source that evaluates on its own', () => {
    const p = page('<h1>A</h1>');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates the shipped runner source as the sandbox does
    const run = (new Function(`return (${PAGE_RUNNER_SOURCE});`) as () => typeof runPageCheck)();
    let out: PageCheckResult | null = null;
    run(p.document, p.window, parseFrontendCheck('text h1 = A'), (n) => n(), (r) => (out = r));
    expect(out).toEqual({ failures: [], broken: null });
  });
});

describe('frontend config (window 12)', () => {
  it('reads JSON and the plain list, defaulting to every tab', () => {
    expect(parseFrontendConfig('{"tabs":["HTML","CSS"],"noOverlay":true}')).toEqual({ tabs: ['HTML', 'CSS'], noOverlay: true });
    expect(parseFrontendConfig('html, js, noOverlay')).toEqual({ tabs: ['HTML', 'JS'], noOverlay: true });
    expect(parseFrontendConfig('')).toEqual({ tabs: ['HTML', 'CSS', 'JS'], noOverlay: false });
    expect(parseFrontendConfig('{broken')).toEqual({ tabs: ['HTML', 'CSS', 'JS'], noOverlay: false });
  });
});

describe('composePage', () => {
  it('puts CSS in the head and JS at the end of the body, for a fragment or a whole document', () => {
    const html = composePage({ html: '<p>x</p>', css: 'p{}', js: 'let a = "</script>";' });
    expect(html).toMatch(/<style>\np\{\}\n<\/style>\n<\/head>/);
    expect(html).toMatch(/<p>x<\/p>[\s\S]*<script>\nlet a = "<\\\/script>";\n<\/script>\n<\/body>/);
    const doc = composePage({ html: '<html><body><h1>a</h1></body></html>', css: '', js: 'x()' });
    expect(doc).toContain('<head><meta charset="utf-8"></head><body><h1>a</h1><script>');
  });
});
