import { expect, test, type Page } from '../support/test';
import { login } from '../support/session';

/** A valid empty WebAssembly module: the magic number and version. */
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

// Small stand-ins for a real export: the engine script records what it was given and fetches its
// files by the names a real engine asks for; the page shows it inside the sandboxed frame.
const GODOT_PAGE = `<!DOCTYPE html><html><body><script src="index.js"></script><script>
const GODOT_CONFIG = {"args":[],"executable":"index","fileSizes":{"index.pck":9,"index.wasm":8},"focusCanvas":true};
const engine = new Engine(GODOT_CONFIG);
</script></body></html>`;
const GODOT_ENGINE = `class Engine { constructor(c) { this.c = c; }
  async startGame() {
    const wasm = await (await fetch(this.c.executable + '.wasm')).arrayBuffer();
    const pck = await (await fetch(this.c.executable + '.pck')).text();
    let origin = 'unknown'; try { origin = String(window.origin); } catch (e) { origin = 'blocked'; }
    document.body.insertAdjacentHTML('beforeend', '<p id="ok">godot ' + wasm.byteLength + ' ' + pck + ' ' + origin + '</p>');
  } }`;
const UNITY_LOADER = `function createUnityInstance(canvas, cfg) {
  return Promise.all([fetch(cfg.dataUrl).then((r) => r.text()), fetch(cfg.codeUrl).then((r) => r.arrayBuffer())]).then(([data, wasm]) => {
    const s = document.createElement('script'); s.src = cfg.frameworkUrl; document.body.appendChild(s);
    document.body.insertAdjacentHTML('beforeend', '<p id="ok">unity ' + data + ' ' + wasm.byteLength + '</p>');
  }); }`;

const file = (name: string, body: string | Buffer, mimeType = 'application/octet-stream') => ({ name, mimeType, buffer: Buffer.isBuffer(body) ? body : Buffer.from(body) });

async function createFromEnginePage(page: Page, path: '/unity' | '/godot', files: ReturnType<typeof file>[]): Promise<number> {
  await page.goto(path);
  await page.getByRole('button', { name: path === '/unity' ? 'Создать проект Unity' : 'Создать проект Godot' }).click();
  await expect(page).toHaveURL(/\/project\?.*projectType=(4|5)/);
  await page.getByTestId('project-file-input').setInputFiles(files);
  await expect(page.getByTestId('project-files').getByRole('link')).toHaveCount(files.filter((f) => !f.name.endsWith('.html')).length);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // A new project stays in its editor, now under its id.
  await page.waitForURL(/\/project\?(.*&)?projectId=\d+/);
  return Number(new URL(page.url()).searchParams.get('projectId'));
}

test('a Godot web export and a Unity WebGL build are uploaded to Fun Space and play sandboxed from our files host', async ({ page }) => {
  page.on('console', (m) => m.type() === 'error' && console.log('browser console:', m.text()));
  await login(page, 'student3');
  const fileRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/files/s3/') && r.method() === 'GET') fileRequests.push(new URL(r.url()).host);
  });

  const godotId = await createFromEnginePage(page, '/godot', [
    file('index.html', GODOT_PAGE, 'text/html'),
    file('index.js', GODOT_ENGINE, 'text/javascript'),
    file('index.wasm', WASM, 'application/wasm'),
    file('index.pck', 'PCK-BYTES'),
  ]);
  await page.goto(`/funspace/player/${godotId}`);
  const godot = page.frameLocator('[data-testid="godot-player"]');
  // 8 bytes of wasm and the pack's text reached the engine; the frame's origin is opaque ('null').
  await expect(godot.locator('#ok')).toHaveText('godot 8 PCK-BYTES null');

  const unityId = await createFromEnginePage(page, '/unity', [
    file('game.loader.js', UNITY_LOADER, 'text/javascript'),
    file('game.framework.js', 'window.frameworkLoaded = true;', 'text/javascript'),
    file('game.data', 'UNITY-DATA'),
    file('game.wasm', WASM, 'application/wasm'),
  ]);
  await page.goto(`/funspace/player/${unityId}`);
  await expect(page.frameLocator('[data-testid="unity-player"]').locator('#ok')).toHaveText('unity UNITY-DATA 8');
  // Every build file came from our own host.
  const ownHost = new URL(page.url()).host;
  expect(fileRequests.length).toBeGreaterThanOrEqual(8);
  expect(new Set(fileRequests)).toEqual(new Set([ownHost]));

  // The /unity and /godot pages list the student's projects with how to publish one.
  await page.goto('/unity');
  await expect(page.getByRole('heading', { name: 'Как опубликовать проект' })).toBeVisible();
  await expect(page.getByTestId('engine-projects').getByText('Мой проект Unity').first()).toBeVisible();
});

test('the extra pages have content, the timezone is reported after login, the carousel loads lazily, a student sees the hackathon grade', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Novosibirsk' });
  const page = await context.newPage();
  const timezone = page.waitForRequest((r) => /\/api\/student\/profile\/\d+\/timezone$/.test(r.url()) && r.method() === 'POST');
  await login(page, 'student1');
  const sent = await timezone;
  expect(sent.postDataJSON()).toMatchObject({ timeZone: 'Asia/Novosibirsk', localTime: expect.stringMatching(/\+07:00$/) });
  expect((await sent.response())?.status()).toBe(200);

  await page.goto('/placeholder');
  await expect(page.getByRole('heading', { name: 'Разделы школы' })).toBeVisible();
  await page.getByRole('link', { name: 'Литература: материалы к урокам' }).click();
  await expect(page.getByTestId('literature-page')).toBeVisible();
  await expect(page.getByText('Раздел скоро появится')).toHaveCount(0);

  await page.goto('/funspace?tab=hackathon');
  const cards = page.getByTestId('popular-carousel').getByTestId('project-card');
  await expect(cards.first()).toHaveClass(/fs-card(?! fs-card--pending)/);
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  // Off to the right of the carousel: not loaded until scrolled into view.
  await expect(cards.last()).toHaveClass(/fs-card--pending/);
  await expect(cards.last().locator('img')).toHaveCount(0);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards.last()).not.toHaveClass(/fs-card--pending/);

  await page.goto('/hackathons');
  await expect(page.getByTestId('hack-student-info').first()).toContainText('Твоя оценка');
  await context.close();
});
