import { expect, test, type Page } from '../support/test';
import { E2E_REMOTES } from '../support/ports';
import { openDemoEditor } from '../support/rich-text';

/**
 * Drawing blocks on the remote's public /demo page: Excalidraw opens lazily in a modal, a
 * rectangle and a text drawn with the mouse are saved as a picture in the editor and in the
 * viewer; closing with unsaved changes asks to confirm the discard. Excalidraw's fonts must come
 * from the remote's own dist (the machine has no internet, and nothing may go to a CDN).
 */
const richText = E2E_REMOTES.find((r) => r.name === 'richText')!;
const ORIGIN = `http://localhost:${richText.port}`;
const DEMO_URL = `${ORIGIN}/demo`;

/** Picks an Excalidraw tool: its radio input is covered by the icon, so the label is clicked. */
async function pickTool(page: Page, tool: string) {
  const modal = page.getByRole('dialog', { name: 'Рисунок' });
  await modal.locator('label', { has: page.getByTestId(`toolbar-${tool}`) }).click();
  await expect(modal.getByTestId(`toolbar-${tool}`)).toBeChecked();
}

/**
 * Drags on Excalidraw's interactive canvas with the given tool, in canvas coordinates (right of
 * x 330: the tool's style panel covers the canvas's left side).
 */
async function drawWith(page: Page, tool: 'rectangle' | 'ellipse', from: [number, number], to: [number, number]) {
  const modal = page.getByRole('dialog', { name: 'Рисунок' });
  await pickTool(page, tool);
  const box = (await modal.locator('canvas.interactive').boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + (from[0] + to[0]) / 2, box.y + (from[1] + to[1]) / 2, { steps: 5 });
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 5 });
  await page.mouse.up();
}

test('draw in Excalidraw, save as a picture, see it in the viewer; closing unsaved work asks first', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const foreign: string[] = [];
  const fonts: { url: string; status: number; type: string }[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost') && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
  });
  page.on('response', (r) => {
    if (/\.(woff2?|ttf)(\?|$)/.test(r.url())) fonts.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '' });
  });
  // Nothing may leave the machine: any other host fails at once instead of hanging.
  await page.route(/^https?:\/\/(?!localhost)/, (r) => r.abort());
  await page.setViewportSize({ width: 1280, height: 900 });
  const { content } = await openDemoEditor(page);
  await page.keyboard.type('Мой рисунок');
  await page.keyboard.press('Enter');

  // Insert from the slash menu: the Excalidraw chunk loads and the canvas appears.
  await page.keyboard.type('/рисун');
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Рисунок' });
  await expect(modal.locator('canvas.interactive')).toBeVisible({ timeout: 30_000 });
  await drawWith(page, 'rectangle', [450, 250], [650, 400]);
  // A text element makes Excalidraw load its hand-drawn font.
  await pickTool(page, 'text');
  const box = (await modal.locator('canvas.interactive').boundingBox())!;
  await page.mouse.click(box.x + 760, box.y + 260);
  await page.keyboard.type('Дом');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: test.info().outputPath('drawing-modal.png') });
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal).toBeHidden();

  // The drawing shows as a picture in the editor.
  const drawing = content.getByTestId('drawing');
  await expect(drawing.locator('svg[role="img"]')).toBeVisible({ timeout: 20_000 });
  await expect(drawing.locator('svg path').first()).toBeAttached();
  await expect(drawing.locator('svg text')).toHaveText('Дом');

  // Reopen with a double click, draw more, then Close: the discard is confirmed first.
  await drawing.dblclick();
  await expect(modal.locator('canvas.interactive')).toBeVisible({ timeout: 20_000 });
  await drawWith(page, 'ellipse', [700, 430], [860, 530]);
  await modal.getByRole('button', { name: 'Закрыть' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Закрыть без сохранения?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Изменения в рисунке будут потеряны.');
  await page.screenshot({ path: test.info().outputPath('drawing-discard.png') });
  await confirm.getByRole('button', { name: 'Продолжить рисовать' }).click();
  await expect(confirm).toBeHidden();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Закрыть' }).click();
  await confirm.getByRole('button', { name: 'Не сохранять' }).click();
  await expect(modal).toBeHidden();

  // Reopened without changes, Close needs no confirmation.
  await drawing.dblclick();
  await expect(modal.locator('canvas.interactive')).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'Закрыть' }).click();
  await expect(modal).toBeHidden();
  await expect(confirm).toBeHidden();

  // The saved JSON holds only what was saved: a rectangle and a text, no ellipse.
  await page.getByRole('button', { name: 'Показать в просмотре' }).click();
  const json = JSON.parse(await page.getByLabel('JSON', { exact: true }).inputValue());
  const node = json.root.children.find((c: { type: string }) => c.type === 'excalidraw');
  const scene = JSON.parse(node.data);
  expect(scene.elements.map((e: { type: string }) => e.type).sort()).toEqual(['rectangle', 'text']);

  // The viewer shows the same picture, read-only.
  const viewer = page.getByTestId('rich-text-viewer');
  await expect(viewer.getByTestId('drawing').locator('svg[role="img"]')).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByTestId('drawing').locator('svg text')).toHaveText('Дом');
  await viewer.getByTestId('drawing').dblclick();
  await expect(modal).toBeHidden();
  await viewer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('drawing-viewer.png'), fullPage: true });

  // Fonts came from our own dist as real fonts; nothing went to another host.
  expect(foreign).toEqual([]);
  // Canvas fonts come from dist/excalidraw/fonts/, the UI font from the CSS's bundled assets.
  expect(fonts.some((f) => f.url.startsWith(`${ORIGIN}/excalidraw/fonts/Excalifont/`))).toBe(true);
  for (const f of fonts) {
    expect(f.url).toContain(`${ORIGIN}/`);
    expect(f.status).toBe(200);
    expect(f.type).toMatch(/font|woff|octet-stream/);
  }
  expect(errors).toEqual([]);
});

test('hostile drawing data is drawn harmlessly in the viewer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(/^https?:\/\/(?!localhost)/, (r) => r.abort());
  await page.goto(DEMO_URL);
  const rect = {
    id: 'r1', type: 'rectangle', x: 0, y: 0, width: 120, height: 80, angle: 0, strokeColor: '#1e1e1e', backgroundColor: 'transparent',
    fillStyle: 'solid', strokeWidth: 2, strokeStyle: 'solid', roughness: 1, opacity: 100, groupIds: [], frameId: null, roundness: null,
    seed: 1, version: 1, versionNonce: 1, isDeleted: false, boundElements: null, updated: 1, link: 'javascript:window.__xss=1', locked: false,
  };
  const text = {
    ...rect, id: 't1', type: 'text', x: 10, y: 100, width: 200, height: 25, link: null, text: '<img src=x onerror="window.__xss=1">',
    originalText: '<img src=x onerror="window.__xss=1">', fontSize: 20, fontFamily: 5, textAlign: 'left', verticalAlign: 'top',
    containerId: null, autoResize: true, lineHeight: 1.25,
  };
  const image = { ...rect, id: 'i1', type: 'image', x: 200, y: 0, link: null, fileId: 'f1', status: 'saved', scale: [1, 1], crop: null };
  const data = JSON.stringify({
    elements: [rect, text, image],
    appState: { viewBackgroundColor: '"><script>window.__xss=1</script>' },
    files: { f1: { id: 'f1', mimeType: 'text/html', dataURL: 'data:text/html,<script>window.__xss=1</script>', created: 1 } },
  });
  const doc = { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'excalidraw', data, width: 'inherit', height: 'inherit', version: 1 }] } };
  await page.getByRole('textbox', { name: 'Исходный текст (markdown, JSON или delta)' }).fill(JSON.stringify(doc));
  await page.getByRole('button', { name: 'Открыть в просмотре' }).click();
  const picture = page.getByTestId('rich-text-viewer').getByTestId('drawing').locator('svg[role="img"]');
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect(picture.locator('text')).toHaveText('<img src=x onerror="window.__xss=1">');
  await expect(picture.locator('a[href^="javascript"], script, foreignObject img')).toHaveCount(0);
  await expect(picture.locator('image[href^="data:text"]')).toHaveCount(0);
  await picture.locator('rect, path').first().click({ force: true });
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(errors).toEqual([]);
});
