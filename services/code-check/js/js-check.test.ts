import { checkServiceForTests, judgedPage as checkPage } from '../test-support';
import { checkJsProgram } from './js-verifier';

/** The check service as the gateway starts it: a separate process, code in sandboxes. */
const service = checkServiceForTests();

describe('JS re-check in QuickJS', () => {
  const check = 'assert(sum(2, 3) === 5, "sum(2, 3) должно быть 5");\nassert(output.includes("готово"), "Выведи «готово»");';

  it('passes a right program and sees its functions and console output', async () => {
    const verdict = await checkJsProgram(service.client, 'const sum = (a, b) => a + b;\nconsole.log("готово", { a: 1 });', check);
    expect(verdict).toEqual({ passed: true });
  });

  it('a failed assertion is a wrong answer with the check message', async () => {
    const verdict = await checkJsProgram(service.client, 'function sum(a, b) { return a - b; }\nconsole.log("готово");', check);
    expect(verdict).toEqual({ passed: false, message: 'sum(2, 3) должно быть 5' });
  });

  it('reports the program error with its line, and a broken check as the author problem', async () => {
    expect(await checkJsProgram(service.client, 'let a = 1;\nfoo();', check)).toEqual({
      passed: false,
      message: "Ошибка в программе (строка 2): ReferenceError: 'foo' is not defined",
    });
    const broken = await checkJsProgram(service.client, 'function sum(a, b) { return a + b; }', 'assert(undefinedThing() === 1);');
    expect(broken).toMatchObject({ passed: false, broken: true });
  });

  it('stops an infinite loop and a memory hog, and a program cannot replace the check harness', async () => {
    const started = Date.now();
    expect(await checkJsProgram(service.client, 'while (true) {}', check)).toMatchObject({
      passed: false,
      message: expect.stringContaining('слишком долго') as unknown,
    });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await checkJsProgram(service.client, 'const a = []; while (true) a.push("xxxxxxxxxxxxxxxx" + a.length);', check)).toMatchObject({
      passed: false,
    });
    const forged = await checkJsProgram(service.client, 'globalThis.assert = () => {}; var assert = () => {}; function sum() { return 0; }', check);
    expect(forged.passed).toBe(false);
    expect(await checkJsProgram(service.client, 'typeof require + typeof process', 'assert(typeof require === "undefined" && typeof process === "undefined");')).toEqual({ passed: true });
  });
});

describe('Frontend re-check: linkedom inside QuickJS', () => {
  const source = (html: string, css = '', js = '') => ({ html, css, js });

  it('checks elements, texts, styles and behaviour after a click', async () => {
    const check = 'exists h1\ntext h1 = Привет\nstyle .card background-color = #ffeeaa\nclick #btn\ntext #out = Нажато';
    const good = source(
      '<h1>Привет</h1><div class="card">x</div><button id="btn">Жми</button><p id="out">—</p>',
      '.card { background: #ffeeaa; padding: 8px }',
      'document.getElementById("btn").addEventListener("click", () => { setTimeout(() => { document.querySelector("#out").textContent = "Нажато"; }, 10); });',
    );
    expect(await checkPage(service.client, good, check)).toEqual({ passed: true, messages: [], broken: false });
    const bad = source('<h1>Привет</h1><div class="card">x</div><button id="btn">Жми</button><p id="out">—</p>', '.card { background: white }');
    expect((await checkPage(service.client, bad, check)).messages).toEqual([
      'У элемента .card свойство background-color должно быть #ffeeaa, а сейчас rgb(255, 255, 255).',
      'После нажатия на #btn: текст элемента #out должен быть «Нажато», а сейчас «—».',
    ]);
  });

  it('stops an endless page script and refuses a script that rewrites the DOM API', async () => {
    const loop = await checkPage(service.client, source('<h1>x</h1>', '', 'while (true) {}'), 'exists h1');
    expect(loop).toMatchObject({ passed: false, messages: [expect.stringContaining('слишком долго')] });
    const forged = await checkPage(service.client, source('<p>x</p>', '', 'try { Element.prototype.matches = () => true; document.querySelectorAll = () => [document.body]; } catch (e) {}'), 'exists h1');
    expect(forged.passed).toBe(false);
  });
});
