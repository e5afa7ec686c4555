import { expect, test, type Page } from '../support/test';
import { login, sessionApi, sessionToken, sessionUserId } from '../support/session';

/**
 * Someone else's Python project (Fun Space player, public link) runs in the code remote's sandbox
 * frame, an opaque origin: the program cannot reach the visitor's token, IndexedDB drafts or the
 * school's API, yet it still asks for input and draws with the turtle. The program below reports
 * what it could reach; in the school's origin it would print the origin, open IndexedDB and get
 * an answer from the API.
 */
test.use({ viewport: { width: 1440, height: 900 } });

function probe(schoolOrigin: string): string {
  return `import js
print("origin:", js.self.origin)
try:
    print("ls:", js.localStorage.getItem("school.session"))
except Exception as e:
    print("ls: blocked", type(e).__name__)
try:
    js.indexedDB.open("school-drafts-probe")
    print("idb: open")
except Exception as e:
    print("idb: blocked", type(e).__name__)
try:
    xhr = js.XMLHttpRequest.new()
    xhr.open("GET", "${schoolOrigin}/api/auth/me", False)
    xhr.send()
    print("xhr:", xhr.status, xhr.responseText[:200])
except Exception as e:
    print("xhr: blocked", type(e).__name__)
name = input("Как тебя зовут? ")
print("Привет,", name)
import turtle
t = turtle.Turtle()
t.speed(0)
for _ in range(4):
    t.forward(120)
    t.left(90)
print("нарисовано")
`;
}

/** Runs the player's program (Run, unless it starts by itself) to its input, answers it, and returns the console's text at the end. */
async function playToEnd(page: Page, { autoRun = false } = {}): Promise<string> {
  const console = page.getByTestId('python-console');
  if (!autoRun) {
    await expect(page.getByTestId('python-state')).not.toContainText('Загружаем', { timeout: 60_000 });
    await page.getByTestId('python-run').click();
  }
  await expect(page.getByTestId('python-input')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('python-input').fill('Петя');
  await page.getByTestId('python-input').press('Enter');
  await expect(console).toContainText('нарисовано', { timeout: 30_000 });
  return (await console.textContent()) ?? '';
}

test("someone else's Python project runs in an opaque origin: no token, drafts or API; input and turtle work", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  await login(page, 'student1');
  const authorId = await sessionUserId(page);
  const created = await sessionApi(page, 'POST', `/api/student/${authorId}/project`, {
    title: `Пробный проект ${Date.now()}`,
    projectType: 2,
    accessType: 2,
    projectText: [{ windowId: 2, text: probe(origin) }],
  });
  expect(created.status(), await created.text()).toBe(200);
  const body = (await created.json()) as { data?: { id: number; publicUrl: string }; id?: number; publicUrl?: string };
  const { id, publicUrl } = (body.data ?? body) as { id: number; publicUrl: string };

  // Another student opens it in Fun Space's player.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await login(visitor, 'student2');
  const visitorToken = await sessionToken(visitor);
  await visitor.goto(`/funspace/player/${id}`);
  await expect(visitor.getByTestId('python-editor')).toContainText('js.self.origin', { timeout: 30_000 });
  const text = await playToEnd(visitor);
  await visitor.screenshot({ path: test.info().outputPath('funspace-python-isolated.png'), fullPage: true });

  expect(text).toContain('origin: null');
  expect(text).toMatch(/ls: blocked/);
  expect(text).toMatch(/idb: blocked/);
  expect(text).toMatch(/xhr: blocked/);
  expect(text).not.toContain(visitorToken);
  expect(text).not.toContain('school.session');
  expect(text).toContain('Привет, Петя');
  // The turtle drew on the visitor's canvas (the workbench shows it once drawn).
  await expect(visitor.locator('.py-workbench__canvas--drawn')).toBeVisible();
  const inked = await visitor.getByTestId('turtle-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 1]! < 128 && data[i + 2]! < 128) dark++;
    return dark;
  });
  expect(inked).toBeGreaterThan(200);

  // The program ran in the remote's sandbox frame: scripts only, never the school's origin.
  const frame = visitor.locator('iframe[data-testid="python-sandbox"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  expect(await frame.getAttribute('src')).toMatch(/\/sandbox\/python-run\.html$/);

  await visitorContext.close();

  // A visitor who is not logged in, through the public link with isAutoRun: the same wall.
  const anonContext = await browser.newContext();
  const anon = await anonContext.newPage();
  await anon.goto(`${new URL(publicUrl).pathname}?isAutoRun=true`);
  await expect(anon.getByTestId('python-editor')).toContainText('js.self.origin', { timeout: 30_000 });
  const anonText = await playToEnd(anon, { autoRun: true });
  expect(anonText).toContain('origin: null');
  expect(anonText).toMatch(/idb: blocked/);
  expect(anonText).toMatch(/xhr: blocked/);
  await anonContext.close();
});

test('Stop ends a framed Python project at once, and it runs again', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'student1');
  const authorId = await sessionUserId(page);
  const created = await sessionApi(page, 'POST', `/api/student/${authorId}/project`, {
    title: `Бесконечный цикл ${Date.now()}`,
    projectType: 2,
    accessType: 2,
    // Prints now and then (output is sent in batches), never ends.
    projectText: [{ windowId: 2, text: 'i = 0\nwhile True:\n    i += 1\n    if i % 200000 == 0:\n        print("старт", i)\n' }],
  });
  expect(created.status(), await created.text()).toBe(200);
  const body = (await created.json()) as { data?: { id: number }; id?: number };
  const id = (body.data ?? body).id!;
  await page.goto(`/funspace/player/${id}`);
  await expect(page.getByTestId('python-state')).not.toContainText('Загружаем', { timeout: 60_000 });
  await page.getByTestId('python-run').click();
  await expect(page.getByTestId('python-console')).toContainText('старт', { timeout: 30_000 });
  const started = Date.now();
  await page.getByTestId('python-stop').click();
  await expect(page.getByTestId('python-run')).toBeVisible();
  expect(Date.now() - started).toBeLessThan(2000);
  await page.getByTestId('python-run').click();
  await expect(page.getByTestId('python-stop')).toBeVisible();
  await expect(page.getByTestId('python-console')).toContainText('старт', { timeout: 30_000 });
  await page.getByTestId('python-stop').click();
  await expect(page.getByTestId('python-run')).toBeVisible();
});
