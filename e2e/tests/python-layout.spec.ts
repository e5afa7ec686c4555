import { expect, test, type Page } from '../support/test';
import { login, sessionApi, sessionUserId } from '../support/session';

/**
 * The Python editor fits (issue 29 item 4): in Fun Space's project editor and in a Python task the
 * code column is at least 320 px wide beside the canvas, or stacked above it on a phone; a click
 * meant for the code lands in the editor and typing goes there (the panel's preview is read-only:
 * measured only).
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

async function pythonTask(page: Page): Promise<{ lessonId: number; taskId: number }> {
  const courses = (await (await sessionApi(page, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  const lessons = (await (await sessionApi(page, 'GET', `/api/course/${python.id}/lesson`)).json()).data as { id: number; title: string; tasks: { id: number }[] }[];
  const drawing = lessons.find((l) => l.title === 'Рисуем черепашкой')!;
  return { lessonId: drawing.id, taskId: drawing.tasks[0]!.id };
}

/** Measures the code column against the canvas, then clicks into the editor and types. */
async function checkFits(page: Page, where: string, width: number, typing = true) {
  const code = page.locator('.py-workbench__code').first();
  const canvas = page.getByTestId('turtle-canvas').first();
  await expect(code).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('python-console').first()).toBeVisible();
  const codeBox = (await code.boundingBox())!;
  const canvasBox = (await canvas.boundingBox())!;
  test.info().annotations.push({ type: 'measure', description: `${where} ${width}px: code ${Math.round(codeBox.width)} px, canvas ${Math.round(canvasBox.width)} px` });
  const stacked = canvasBox.y >= codeBox.y + codeBox.height - 1;
  if (width < 600) expect(stacked, `${where} ${width}: canvas under the code`).toBe(true);
  if (!stacked) {
    // Side by side: a code column a child can write in, never under the canvas.
    expect(codeBox.width, `${where} ${width}: code column`).toBeGreaterThanOrEqual(320);
    expect(codeBox.x + codeBox.width).toBeLessThanOrEqual(canvasBox.x + 1);
  }
  if (!typing) return;
  const editor = page.locator('.cm-content[aria-label="Python"]').first();
  // On a phone the task's text comes first: the editor is scrolled to, as a child would.
  await editor.scrollIntoViewIfNeeded();
  const box = (await editor.boundingBox())!;
  await page.mouse.click(box.x + Math.min(box.width - 5, 200), box.y + 5);
  await page.keyboard.press('Control+End');
  const marker = `# ok${width}`;
  await page.keyboard.type(`\n${marker}`);
  await expect(editor).toContainText(marker);
}

/**
 * A Python task on a phone: the code column takes the whole width (at least 320 px), the task's side
 * panel sits above the workspace and closes from its tab, and the code is typed into after that.
 */
async function checkPhoneTask(page: Page, width: number) {
  const code = (await page.locator('.py-workbench__code').first().boundingBox())!;
  expect(code.width, `task ${width}: code column`).toBeGreaterThanOrEqual(320);
  const panel = page.locator('.side-panel__body');
  await expect(panel).toBeVisible();
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.y + panelBox.height, 'the side panel is above the workspace').toBeLessThanOrEqual(((await page.locator('.task-workspace').boundingBox())!).y + 1);
  const tab = page.locator('.side-panel__tabs [role="tab"][aria-selected="true"]');
  await tab.click();
  await expect(panel).toBeHidden();
  const editor = page.locator('.cm-content[aria-label="Python"]').first();
  await editor.scrollIntoViewIfNeeded();
  const box = (await editor.boundingBox())!;
  // The click lands in the editor itself, nothing is drawn over it.
  const hit = await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.cm-content'), [box.x + 20, box.y + 5]);
  expect(hit, `task ${width}: the point clicked is the editor`).toBe(true);
  await page.mouse.click(box.x + 20, box.y + 5);
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n# phone');
  await expect(editor).toContainText('# phone');
}

test('the Python editor keeps a usable code column in Fun Space and in tasks at four screen sizes', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, 'student1');
  const authorId = await sessionUserId(page);
  const created = await sessionApi(page, 'POST', `/api/student/${authorId}/project`, {
    title: `Вёрстка ${Date.now()}`,
    projectType: 2,
    accessType: 1,
    projectText: [{ windowId: 2, text: 'import turtle\nturtle.forward(100)\n' }],
  });
  expect(created.status(), await created.text()).toBe(200);
  const body = (await created.json()) as { data?: { id: number }; id?: number };
  const projectId = (body.data ?? body).id!;
  const task = await pythonTask(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`/project?projectId=${projectId}&app=main`);
    await checkFits(page, 'Fun Space editor', size.width);
    await page.screenshot({ path: test.info().outputPath(`funspace-${size.width}.png`) });
    // The project's panel shows the same workbench read-only, beside the project's settings.
    await page.goto(`/funspace/project/${projectId}`);
    await checkFits(page, 'Fun Space panel', size.width, false);
    // On a phone the task's side panel (its text) is stacked above the workspace, not beside it.
    await page.goto(`/solve?lessonId=${task.lessonId}&taskId=${task.taskId}`);
    await checkFits(page, 'task', size.width);
    if (size.width < 600) await checkPhoneTask(page, size.width);
    await page.screenshot({ path: test.info().outputPath(`task-${size.width}.png`) });
  }
});
