import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TScratch, TScratchPlayer } from '@school/contracts';
import { expect, test } from '../support/test';
import { login } from '../support/session';
import { scratchProject } from './scratch-player-game';

// WebGL for the Scratch editor's stage runs on SwiftShader in headless Chromium.
test.use({
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  },
});

/** A quiz using Speech to Text, an extension scratch-vm does not build in (shared/scratch-player/fixtures/corpus). */
const SPEECH_QUIZ = path.join(__dirname, '..', '..', 'shared', 'scratch-player', 'fixtures', 'corpus', 'speech-to-text-quiz.sb3');

test('a Fun Space project using an extension scratch-vm lacks opens in the Scratch editor, which names it', async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await login(page, 'student1');
  const id = await scratchProject(page, 'Викторина с голосом', readFileSync(SPEECH_QUIZ));

  await page.goto(`/project?projectId=${id}&app=scratch`);
  // The editor shows the project (it used to wait on the VM's extension worker until the load failed).
  await expect(page.locator('[data-testid=scratch-editor][data-ready=true]')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(TScratch.loadFailed)).toHaveCount(0);
  const frame = page.frameLocator('[data-testid=scratch-editor] iframe');
  // The editor says which blocks do nothing here, as the player does.
  const notice = page.getByTestId('scratch-extensions-notice');
  await expect(notice).toContainText(TScratchPlayer.unsupportedTitle);
  await expect(notice).toContainText(TScratchPlayer.unsupported.speech2text);
  await expect(notice).toContainText(TScratchPlayer.unsupportedTail);
  // The quiz's sprite is there, and its code area draws the unknown extension's blocks (named by
  // their opcodes, shaped as the project uses them) beside Scratch's own.
  await frame.getByText('Сова', { exact: true }).first().click();
  await expect(frame.locator('.blocklyBlockCanvas .blocklyText', { hasText: 'listenAndWait' }).first()).toBeAttached();
  await expect(frame.locator('.blocklyBlockCanvas .blocklyText', { hasText: 'getSpeech' }).first()).toBeAttached();
  expect(errors).toEqual([]);
});
