import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { login } from '../support/session';
import { GAME, gameSb3, scratchProject } from './scratch-player-game';

// WebGL for the Scratch player runs on SwiftShader in headless Chromium.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  },
});

const CORPUS = path.join(__dirname, '..', 'fixtures', 'scratch-corpus');

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const sprite = (page: Page, spriteName = GAME.spriteName) =>
  page.evaluate((name) => {
    const vm = (document.querySelector('[data-testid=scratch-player]') as unknown as { scratchVm: { runtime: { targets: { x: number; y: number; getName(): string }[] } } }).scratchVm;
    const t = vm.runtime.targets.find((x) => x.getName() === name)!;
    return { x: t.x, y: t.y };
  }, spriteName);

const monitorValue = (page: Page, label: string) =>
  page.getByTestId('scratch-monitor').filter({ has: page.locator('.sp-monitor__label', { hasText: new RegExp(`^${label}$`) }) }).getByTestId('scratch-monitor-value');

test('a Scratch game: arrow keys, a sprite click, dragging, a changing monitor, an ask answered, a sound played, full screen', async ({ page }) => {
  const errors = watchErrors(page);
  await login(page, 'student1');
  const id = await scratchProject(page, 'Игра для плеера', gameSb3());
  await page.goto(`/funspace/player/${id}`);
  await expect(page.getByTestId('scratch-player')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  // The green flag starts the score loop: the monitor shows the variable changing.
  await page.getByTestId('scratch-flag').click();
  const score = monitorValue(page, GAME.vars.score);
  await expect(score).not.toHaveText('0');
  const first = Number(await score.textContent());
  await expect.poll(async () => Number(await score.textContent())).toBeGreaterThan(first);

  // The flag focused the stage: arrow keys reach the VM and do not scroll the page.
  // (A hat that is still running in this frame does not restart, as in Scratch: one press at a time.)
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => sprite(page)).toEqual({ x: 10, y: 0 });
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => sprite(page)).toEqual({ x: 20, y: 0 });
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => sprite(page)).toEqual({ x: 20, y: 10 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  // A click on the sprite (stage units to screen pixels) runs its 'when this sprite clicked' script.
  const clicks = page.locator(`[data-testid=scratch-monitor][title="${GAME.vars.clicks}"]`);
  const clickSprite = async () => {
    const box = (await page.getByTestId('scratch-stage').boundingBox())!;
    const { x, y } = await sprite(page);
    await page.mouse.click(box.x + ((x + 240) / 480) * box.width, box.y + ((180 - y) / 360) * box.height);
  };
  await clickSprite();
  await expect(clicks).toHaveText('1');
  // A click on the empty stage is not a click on the sprite.
  const box = (await page.getByTestId('scratch-stage').boundingBox())!;
  await page.mouse.click(box.x + 10, box.y + box.height - 10);
  await expect(clicks).toHaveText('1');

  // A draggable sprite follows the mouse (100 px to the right on screen).
  const ballAt = { x: box.x + ((-150 + 240) / 480) * box.width, y: box.y + ((180 + 100) / 360) * box.height };
  await page.mouse.move(ballAt.x, ballAt.y);
  await page.mouse.down();
  await page.mouse.move(ballAt.x + 50, ballAt.y, { steps: 5 });
  await page.mouse.move(ballAt.x + 100, ballAt.y, { steps: 5 });
  await page.mouse.up();
  const dragged = -150 + (100 * 480) / box.width;
  await expect.poll(async () => Math.abs((await sprite(page, GAME.ballName)).x - dragged)).toBeLessThan(2);
  expect((await sprite(page, GAME.ballName)).y).toBe(-100);

  // 'ask and wait' on the stage: the question box shows the question, the answer goes to the VM.
  await page.getByTestId('scratch-stage-box').focus();
  await page.keyboard.press('a');
  const questionBox = page.getByTestId('scratch-question');
  await expect(questionBox).toContainText(GAME.question);
  await page.getByTestId('scratch-answer').fill('Маша');
  await page.getByTestId('scratch-answer').press('Enter');
  await expect(questionBox).toBeHidden();
  await expect(monitorValue(page, GAME.vars.name)).toHaveText('Маша');

  // A sound: the audio engine's player for it starts playing (observed on the VM's sound bank).
  await page.getByTestId('scratch-stage-box').focus();
  const played = page.evaluate(
    (name) =>
      new Promise<{ state: string }>((resolve) => {
        type Player = { once(e: string, f: () => void): void };
        const vm = (document.querySelector('[data-testid=scratch-player]') as unknown as {
          scratchVm: { runtime: { audioEngine: { audioContext: AudioContext }; targets: { getName(): string; sprite: { soundBank: { soundPlayers: Record<string, Player> } } }[] } };
        }).scratchVm;
        const t = vm.runtime.targets.find((x) => x.getName() === name)!;
        for (const p of Object.values(t.sprite.soundBank.soundPlayers)) p.once('play', () => resolve({ state: vm.runtime.audioEngine.audioContext.state }));
      }),
    GAME.spriteName,
  );
  await page.keyboard.press('s');
  expect(await played).toEqual({ state: 'running' });

  // Full screen: the stage grows and clicks are still scaled onto the sprite.
  await page.getByTestId('scratch-fullscreen').click();
  await expect.poll(async () => (await page.getByTestId('scratch-stage').boundingBox())!.width).toBeGreaterThan(box.width + 100);
  await clickSprite();
  await expect(clicks).toHaveText('2');
  await page.keyboard.press('Escape');

  // Stop: the score stops changing.
  await page.getByTestId('scratch-stop').click();
  await page.waitForTimeout(300); // the last frame's monitor update lands
  const stopped = await score.textContent();
  await page.waitForTimeout(600);
  await expect(score).toHaveText(stopped!);
  expect(errors).toEqual([]);
});

test('a project that cannot load shows the failure message; one needing a device says so and runs; music plays offline', async ({ page }) => {
  const errors = watchErrors(page);
  const samples: Array<{ url: string; status: number }> = [];
  page.on('response', (r) => void (/\/scratch-music\/[^/]+\.mp3$/.test(r.url()) && samples.push({ url: r.url(), status: r.status() })));
  await login(page, 'student1');
  const broken = await scratchProject(page, 'Сломанный проект', Buffer.from('это не sb3'));
  await page.goto(`/funspace/player/${broken}`);
  await expect(page.getByTestId('scratch-load-failed')).toHaveText('Не удалось загрузить проект. Попробуйте еще раз.', { timeout: 30_000 });
  await expect(page.getByTestId('scratch-loading')).toHaveCount(0);

  const t2s = await scratchProject(page, 'Говорящий кот', readFileSync(path.join(CORPUS, 'text2speech-simple-project.sb3')));
  await page.goto(`/funspace/player/${t2s}`);
  await expect(page.getByTestId('scratch-player')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('scratch-extensions-notice')).toContainText('Текст в речь — нужен внешний сервис');
  await page.getByTestId('scratch-flag').click();
  await page.waitForTimeout(500);

  // Music works offline: its instrument and drum samples (61 mp3 files) come from our own host, fetched
  // only for a project that uses Music, before the project is ready.
  expect(samples).toEqual([]);
  const music = await scratchProject(page, 'Музыка', readFileSync(path.join(CORPUS, 'music-simple-project.sb3')));
  await page.goto(`/funspace/player/${music}`);
  await expect(page.getByTestId('scratch-player')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  expect(samples.length).toBe(61);
  expect(samples.filter((s) => s.status !== 200 || new URL(s.url).hostname !== new URL(page.url()).hostname)).toEqual([]);
  expect(errors).toEqual([]);
});

test('every project of the corpus loads and runs in the player with no page error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await login(page, 'student1');
  const id = await scratchProject(page, 'Корпус', gameSb3());
  await page.goto(`/funspace/player/${id}`);
  await expect(page.getByTestId('scratch-player')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const files = readdirSync(CORPUS).filter((f) => /\.sb[23]?$/.test(f)).sort();
  expect(files.length).toBeGreaterThanOrEqual(30);
  const failed: string[] = [];
  for (const file of files) {
    const errorsBefore = errors.length;
    const b64 = readFileSync(path.join(CORPUS, file)).toString('base64');
    // The player's own VM (renderer, audio engine, bitmap adapter, storage) loads it, runs it 0.4 s, stops.
    const result = await page.evaluate(async (data) => {
      const vm = (document.querySelector('[data-testid=scratch-player]') as unknown as {
        scratchVm: { loadProject(b: Uint8Array): Promise<void>; greenFlag(): void; stopAll(): void; start(): void; runtime: { targets: unknown[]; quit(): void } };
      }).scratchVm;
      try {
        // As the player does for every project: a VM that is not stepping while the project is replaced.
        vm.stopAll();
        vm.runtime.quit();
        await vm.loadProject(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
        vm.start();
        vm.greenFlag();
        await new Promise((r) => setTimeout(r, 400));
        vm.stopAll();
        return { ok: true, targets: vm.runtime.targets.length };
      } catch (e) {
        return { ok: false, error: String(e) };
      }
    }, b64);
    if (!result.ok || !result.targets || errors.length > errorsBefore) failed.push(`${file}: ${JSON.stringify(result)} ${errors.slice(errorsBefore).join('; ')}`);
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
