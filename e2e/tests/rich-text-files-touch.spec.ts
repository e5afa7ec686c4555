import { expect, test, type Page } from '../support/test';
import { openDemoEditor, RICH_TEXT_DEMO_URL } from '../support/rich-text';

/**
 * Spec 5 and 4.8 on the remote's public /demo page: image files pasted into or dropped on the
 * editor are inserted (any image type; HEIC from a system that gives no type is known by its
 * name), other files are not; on a small touch screen a right swipe accepts an autocomplete hint.
 */

/** A 1x1 GIF: the smallest real image a browser decodes. */
const GIF_BASE64 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

interface FileSpec {
  name: string;
  type: string;
  base64: string;
}

/** Fires a paste (or a drop at the content's centre) carrying `files`, as the browser does for a real one. */
async function sendFiles(page: Page, kind: 'paste' | 'drop', files: FileSpec[]): Promise<void> {
  await page.locator('[data-testid="rich-text-editor"] .rt-content').evaluate(
    (content, { kind, files }) => {
      const transfer = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      const box = content.getBoundingClientRect();
      const event =
        kind === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: box.x + 20, clientY: box.y + 10 });
      content.dispatchEvent(event);
    },
    { kind, files },
  );
}

test('pasted and dropped image files are inserted: gif, webp, typeless heic; a pdf is not', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const { content } = await openDemoEditor(page);
  await page.keyboard.type('Фото:');
  const images = content.getByTestId('image').locator('img');

  await sendFiles(page, 'paste', [{ name: 'cat.gif', type: 'image/gif', base64: GIF_BASE64 }]);
  await expect(images).toHaveCount(1);
  await expect(images.first()).toHaveAttribute('src', /^data:image\/gif;base64,/);
  await expect(images.first()).toHaveAttribute('alt', 'cat.gif');

  // A photo from a phone whose system gives no type, and a WebP, dropped together with a PDF.
  await sendFiles(page, 'drop', [
    { name: 'IMG_0001.HEIC', type: '', base64: GIF_BASE64 },
    { name: 'notes.pdf', type: 'application/pdf', base64: 'JVBERi0=' },
    { name: 'sticker.webp', type: 'image/webp', base64: GIF_BASE64 },
  ]);
  await expect(images).toHaveCount(3);
  const types = await images.evaluateAll((list) => list.map((img) => /^data:(image\/[a-z]+);/.exec(img.getAttribute('src') ?? '')?.[1]));
  expect(types.sort()).toEqual(['image/gif', 'image/heic', 'image/webp']);
  expect(errors).toEqual([]);
});

test.describe('on a small touch screen', () => {
  test.use({ viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true });

  test('a right swipe accepts the autocomplete hint', async ({ page }) => {
    await page.goto(RICH_TEXT_DEMO_URL);
    await page.getByText('Параметры разработчика').click();
    await page.getByLabel('Автодополнение').check();
    const content = page.getByTestId('rich-text-editor').locator('.rt-content');
    await content.tap();
    await page.keyboard.type('Это algo');
    await expect(page.getByTestId('autocomplete-hint')).toHaveText('rithm', { timeout: 5000 });
    // A short or vertical move is no swipe: the hint stays.
    await swipe(page, { dx: 10, dy: 0 });
    await expect(page.getByTestId('autocomplete-hint')).toHaveText('rithm');
    await swipe(page, { dx: 120, dy: 8 });
    await expect(content).toContainText('Это algorithm');
    await expect(page.getByTestId('autocomplete-hint')).toHaveCount(0);
  });
});

/** One finger moving across the editor's content (touchstart, touchend). */
async function swipe(page: Page, { dx, dy }: { dx: number; dy: number }): Promise<void> {
  await page.locator('[data-testid="rich-text-editor"] .rt-content').evaluate(
    (content, { dx, dy }) => {
      const box = content.getBoundingClientRect();
      const at = (x: number, y: number) => new Touch({ identifier: 1, target: content, clientX: x, clientY: y });
      const start = at(box.x + 20, box.y + 20);
      const end = at(box.x + 20 + dx, box.y + 20 + dy);
      content.dispatchEvent(new TouchEvent('touchstart', { touches: [start], changedTouches: [start], bubbles: true, cancelable: true }));
      content.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [end], bubbles: true, cancelable: true }));
    },
    { dx, dy },
  );
}
