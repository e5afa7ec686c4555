import { expect, test, type Dialog, type Page } from '../support/test';
import { login, readSession } from '../support/session';

/**
 * Spec 4.1: "Unsaved-changes flag: set on edits; blocks page unload with a warning". In /edit the
 * author's unsaved edits — made in the host (side panel) or in the Blockly screen — make leaving
 * the page ask first; a saved or untouched task leaves without asking.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** Closes the page as a browser tab close does and reports whether it asked first. */
async function closeAsks(page: Page): Promise<boolean> {
  let asked = false;
  page.on('dialog', (dialog: Dialog) => {
    if (dialog.type() === 'beforeunload') asked = true;
    void dialog.accept();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  return asked;
}

test('edit: unsaved host edits block unload; after saving the page closes without asking', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'author');
  await page.goto('/edit?lessonId=2&taskId=6');
  await page.getByRole('tab', { name: 'Задание' }).click();
  await page.getByRole('textbox', { name: 'Задание' }).fill('Объясни, что такое переменная, своими словами.');
  expect(await closeAsks(page)).toBe(true);

  // Edited and saved, then put back and saved again (the task stays as it was): no question.
  const saved = await context.newPage();
  await saved.goto('/edit?lessonId=2&taskId=6');
  await saved.getByRole('tab', { name: 'Задание' }).click();
  const description = saved.getByRole('textbox', { name: 'Задание' });
  const original = await description.inputValue();
  const save = saved.getByRole('button', { name: 'Сохранить' });
  for (const text of [`${original} (черновик)`, original]) {
    await description.fill(text);
    const reloaded = saved.waitForResponse((r) => r.request().method() === 'GET' && /\/lesson\/2\/task\/6(\?|$)/.test(new URL(r.url()).pathname + new URL(r.url()).search));
    await save.click();
    await reloaded;
    await expect(save).toBeDisabled();
  }
  expect(await closeAsks(saved)).toBe(false);
  await context.close();
});

test("edit: the Blockly screen's unsaved blocks block unload, reported to the host or not yet", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'author');
  const token = ((await readSession(page)) as { token?: string }).token!;
  const get = async (url: string) => ((await (await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: unknown }).data;
  const courses = (await get('/api/course')) as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  const lessons = (await get(`/api/course/${python.id}/lesson`)) as { id: number; title: string; tasks: { id: number }[] }[];
  const lesson = lessons.find((l) => l.title === 'Черепашка рисует')!;
  const url = `/edit?lessonId=${lesson.id}&taskId=${lesson.tasks[3].id}`;

  const dragBlock = async (p: Page) => {
    await p.goto(url);
    const block = p.locator('.blocklyFlyout .blocklyDraggable').first();
    await expect(block).toBeVisible({ timeout: 20_000 });
    const from = (await block.boundingBox())!;
    const to = (await p.locator('.blocklyMainBackground').first().boundingBox())!;
    await p.mouse.move(from.x + 6, from.y + 8);
    await p.mouse.down();
    const placed = p.locator('.blocklyBlockCanvas > .blocklyDraggable');
    const before = await placed.count();
    await p.mouse.move(to.x + to.width * 0.6, to.y + to.height * 0.5, { steps: 12 });
    await p.mouse.up();
    // The block has landed on the workspace (whether or not the host has been told yet).
    await expect.poll(() => placed.count(), { timeout: 10_000 }).toBeGreaterThan(before);
  };

  // Reported to the host (its save button is on): the host asks.
  await dragBlock(page);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  expect(await closeAsks(page)).toBe(true);

  // Closed at once, before the Blockly screen told the host: the Blockly screen asks.
  const quick = await context.newPage();
  await dragBlock(quick);
  expect(await closeAsks(quick)).toBe(true);
  await context.close();
});
