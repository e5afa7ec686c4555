import { expect, test, type Page } from '../support/test';
import { E2E_REMOTES } from '../support/ports';

/**
 * Rich-text blocks on the remote's public /demo page: layouts, embeds with the frame resize
 * dialog, sticky notes and images, then the same blocks in the read-only viewer. Third-party
 * addresses are answered locally, so no internet is needed.
 */
const richText = E2E_REMOTES.find((r) => r.name === 'richText')!;
const DEMO_URL = `http://localhost:${richText.port}/demo`;
const SHOTS = '.tmp/e2e-rt-blocks';

const CAT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#f6a04d"/><circle cx="160" cy="100" r="60" fill="#fff3"/><text x="160" y="110" font-size="28" text-anchor="middle" fill="#fff">cat</text></svg>`;

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function fakeThirdParty(page: Page) {
  await page.route('https://images.example/**', (r) => r.fulfill({ contentType: 'image/svg+xml', body: CAT_SVG }));
  await page.route('https://www.youtube-nocookie.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<body style="margin:0;background:#111;color:#fff;font:20px sans-serif">video</body>' }),
  );
  await page.route('https://docs.google.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<body>slides</body>' }));
  // The tweet widget script fails to load: the tweet shows its fallback link.
  await page.route('https://platform.twitter.com/**', (r) => r.abort());
}

test('layouts, embeds with resize, sticky notes and captioned images, then the viewer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await fakeThirdParty(page);
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(DEMO_URL);
  const editor = page.getByTestId('rich-text-editor');
  const content = editor.locator('.rt-content');
  const insertMenu = editor.getByRole('combobox', { name: 'Вставить' });
  const dialog = page.getByRole('dialog');
  await content.click();
  await page.keyboard.type('Блоки урока');
  await page.keyboard.press('Enter');

  // A 25/75 layout from the slash menu; text typed in both columns.
  await page.keyboard.type('/колонк');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Шаблон колонок').locator('option')).toHaveText([
    '2 равные колонки',
    '2 колонки (25% / 75%)',
    '3 равные колонки',
    '3 колонки (25% / 50% / 25%)',
    '4 равные колонки',
  ]);
  await dialog.getByLabel('Шаблон колонок').selectOption({ label: '2 колонки (25% / 75%)' });
  await dialog.getByRole('button', { name: 'Вставить', exact: true }).click();
  const layout = content.locator('.rt-layout');
  await expect(layout).toHaveCSS('grid-template-columns', /px \S+px$/);
  const items = layout.locator('.rt-layout-item');
  await expect(items).toHaveCount(2);
  await page.keyboard.type('Левая колонка');
  await items.nth(1).click();
  await page.keyboard.type('Правая колонка');
  await expect(items.nth(0)).toHaveText('Левая колонка');
  await expect(items.nth(1)).toHaveText('Правая колонка');
  const [left, right] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
  expect(right!.width / left!.width).toBeGreaterThan(2.5);

  // A YouTube embed: Embed stays disabled for a bad URL.
  await page.keyboard.press('Control+End');
  await insertMenu.selectOption('embed');
  const url = dialog.getByLabel('Ссылка на видео YouTube, макет Figma или твит');
  const embedButton = dialog.getByRole('button', { name: 'Встроить' });
  await url.fill('https://www.youtube.com/watch?v=tooShort');
  await page.waitForTimeout(400);
  await expect(embedButton).toBeDisabled();
  await expect(dialog.getByText('Ссылка не распознана')).toBeVisible();
  await url.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(embedButton).toBeEnabled();
  await expect(dialog.getByText('Видео YouTube', { exact: true })).toBeVisible();
  await embedButton.click();
  const video = content.getByTestId('embed-video');
  const frame = video.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
  await expect(frame).toHaveCSS('width', '560px');
  await expect(frame).toHaveCSS('height', '315px');

  // Frame resize: filled with the current size; Cancel keeps it, Apply changes it.
  await video.getByRole('button', { name: 'Изменить размер' }).click();
  await expect(dialog.getByLabel('Width')).toHaveValue('560px');
  await expect(dialog.getByLabel('Height')).toHaveValue('315px');
  await dialog.getByLabel('Width').fill('300');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(frame).toHaveCSS('width', '560px');
  await video.getByRole('button', { name: 'Изменить размер' }).click();
  await expect(dialog.getByLabel('Width')).toHaveValue('560px');
  await dialog.getByLabel('Width').fill('abc');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog.getByLabel('Width').fill('640');
  await dialog.getByLabel('Height').fill('360px');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(frame).toHaveCSS('width', '640px');
  await expect(frame).toHaveCSS('height', '360px');

  // A frame embed of a known provider, selected by a click and deleted with Delete.
  await content.locator('p').last().click();
  await insertMenu.selectOption('frame');
  await dialog.getByLabel('Enter iframe URL:').fill('https://evil.example/page');
  await expect(dialog.getByRole('button', { name: 'Вставить', exact: true })).toBeDisabled();
  await dialog.getByLabel('Enter iframe URL:').fill('https://docs.google.com/presentation/d/abc/embed');
  await dialog.getByRole('button', { name: 'Вставить', exact: true }).click();
  const frameEmbed = content.getByTestId('embed-frame');
  await expect(frameEmbed.locator('iframe')).toHaveCSS('height', '400px');
  await frameEmbed.locator('.rt-embed-controls').click({ position: { x: 400, y: 8 } });
  await expect(frameEmbed).toHaveClass(/rt-embed--selected/);
  await page.keyboard.press('Delete');
  await expect(frameEmbed).toHaveCount(0);

  // A tweet whose widget cannot load shows a link instead.
  await content.locator('p').last().click();
  await insertMenu.selectOption('embed');
  await url.fill('https://x.com/someone/status/1234567890');
  await expect(dialog.getByText('Твит', { exact: true })).toBeVisible();
  await embedButton.click();
  await expect(content.getByTestId('embed-tweet').getByRole('link', { name: 'Открыть твит' })).toHaveAttribute(
    'href',
    'https://x.com/i/status/1234567890',
  );

  // A sticky note: colour toggles yellow -> pink, caption typed, dragged by its header.
  await content.locator('p').last().click();
  await page.keyboard.type('/стикер');
  await page.keyboard.press('Enter');
  const sticky = content.getByTestId('sticky-note');
  await expect(sticky).toHaveAttribute('data-color', 'yellow');
  await sticky.getByRole('button', { name: 'Сменить цвет заметки' }).click();
  await expect(sticky).toHaveAttribute('data-color', 'pink');
  await sticky.getByLabel('Текст заметки').fill('Повторить циклы');
  const before = (await sticky.boundingBox())!;
  await page.mouse.move(before.x + 20, before.y + 10);
  await page.mouse.down();
  await page.mouse.move(before.x - 80, before.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await sticky.boundingBox())!.x)).toBeLessThan(before.x - 60);

  // An image by URL with a caption.
  await content.locator('p').last().click();
  await insertMenu.selectOption('image');
  await expect(dialog.getByRole('button', { name: 'Вставить', exact: true })).toBeDisabled();
  await dialog.getByLabel('Адрес изображения').fill('https://images.example/cat.svg');
  await dialog.getByLabel('Описание').fill('Рыжий кот');
  await dialog.getByLabel('Подпись к изображению').fill('Наш кот');
  await dialog.getByRole('button', { name: 'Вставить', exact: true }).click();
  const image = content.getByTestId('image');
  await expect(image.locator('img')).toHaveAttribute('alt', 'Рыжий кот');
  // The caption is a nested editor (spec 3.8 "nested caption").
  await expect(image.getByLabel('Подпись к изображению')).toHaveText('Наш кот');
  await image.hover();
  await expect(image.getByRole('button', { name: 'Подпись' })).toHaveAttribute('aria-pressed', 'true');
  // Resize by the corner handle: the aspect ratio stays 320:200.
  const handle = image.getByRole('slider', { name: 'Изменить размер изображения' });
  const hb = (await handle.boundingBox())!;
  await page.mouse.move(hb.x + 5, hb.y + 5);
  await page.mouse.down();
  await page.mouse.move(hb.x - 155, hb.y + 5, { steps: 5 });
  await page.mouse.up();
  await expect(image.locator('img')).toHaveCSS('width', '160px');
  await expect(image.locator('img')).toHaveCSS('height', '100px');
  await page.screenshot({ path: `${SHOTS}/editor.png`, fullPage: true });

  // Export the JSON and view it.
  await page.getByRole('button', { name: 'Показать в просмотре' }).click();
  const json = JSON.parse(await page.getByLabel('JSON', { exact: true }).inputValue());
  const top = json.root.children as { type: string; [k: string]: unknown }[];
  expect(top.map((c) => c.type)).toEqual(expect.arrayContaining(['sticky', 'layout-container', 'video', 'tweet']));
  expect(top.find((c) => c.type === 'layout-container')).toMatchObject({ templateColumns: '1fr 3fr' });
  expect(top.find((c) => c.type === 'video')).toMatchObject({ videoID: 'dQw4w9WgXcQ', width: '640px', height: '360px' });
  // Sticky-note captions are nested editors too: their text is inside the caption's own editor state.
  const note = top.find((c) => c.type === 'sticky') as unknown as { color: string; caption: { editorState: unknown } };
  expect(note.color).toBe('pink');
  expect(JSON.stringify(note.caption.editorState)).toContain('"text":"Повторить циклы"');
  expect(JSON.stringify(json)).toContain('"caption":{"editorState":{"root":');
  expect(JSON.stringify(json)).toContain('"text":"Наш кот"');
  expect(top.some((c) => c.type === 'frame-embed')).toBe(false);

  const viewer = page.getByTestId('rich-text-viewer');
  const vItems = viewer.locator('.rt-layout .rt-layout-item');
  await expect(vItems).toHaveText(['Левая колонка', 'Правая колонка']);
  await expect(viewer.locator('[data-testid="embed-video"] iframe')).toHaveCSS('width', '640px');
  await expect(viewer.getByTestId('sticky-note')).toHaveAttribute('data-color', 'pink');
  await expect(viewer.getByTestId('sticky-note')).toHaveText('Повторить циклы');
  await expect(viewer.getByTestId('image').locator('img')).toHaveCSS('width', '160px');
  await expect(viewer.locator('.rt-image-caption')).toHaveText('Наш кот');
  await expect(viewer.getByTestId('embed-tweet').getByRole('link', { name: 'Открыть твит' })).toBeVisible();
  // Read-only: no resize, delete, colour or caption controls.
  await expect(viewer.getByRole('button')).toHaveCount(0);
  await expect(viewer.locator('textarea, input')).toHaveCount(0);
  await viewer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/viewer.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('inline image: confirm waits for a chosen file; position and caption', async ({ page }) => {
  await page.goto(DEMO_URL);
  const editor = page.getByTestId('rich-text-editor');
  const content = editor.locator('.rt-content');
  const dialog = page.getByRole('dialog');
  await content.click();
  await page.keyboard.type('Текст рядом с картинкой. ');
  await editor.getByRole('combobox', { name: 'Вставить' }).selectOption('inlineImage');
  const confirm = dialog.getByRole('button', { name: 'Вставить', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Описание').fill('квадрат');
  await dialog.getByLabel('Положение').selectOption({ label: 'Справа' });
  await dialog.getByLabel('Показывать подпись').check();
  // SVG files are refused (scripts); raster images are accepted.
  await dialog.getByLabel('Файл изображения').setInputFiles({ name: 'sq.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(CAT_SVG) });
  await page.waitForTimeout(300);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Файл изображения').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const inline = content.locator('.rt-inline-image--right');
  await expect(inline.locator('img')).toHaveAttribute('alt', 'квадрат');
  await inline.getByLabel('Подпись к изображению').fill('Подпись');
  await page.getByRole('button', { name: 'Показать в просмотре' }).click();
  const json = await page.getByLabel('JSON', { exact: true }).inputValue();
  expect(JSON.parse(json).root.children[0].children).toEqual(
    expect.arrayContaining([expect.objectContaining({ type: 'inline-image', position: 'right', showCaption: true })]),
  );
  // The caption is a nested editor: its text lives in its own editor state.
  const saved = (JSON.parse(json).root.children[0].children as { type: string; caption?: { editorState: unknown } }[]).find((c) => c.type === 'inline-image')!;
  expect(JSON.stringify(saved.caption!.editorState)).toContain('"text":"Подпись"');
});
