import { randomBytes } from 'node:crypto';
import { expect, shellUrl, test, type Page } from '../support/test';
import { T } from '@school/contracts';
import { RICH_TEXT_DEMO_URL, RICH_TEXT_ORIGIN } from '../support/rich-text';

/**
 * Issue 20 item 15: the collaboration switch of the rich-text demo. The editors are y-websocket
 * clients of the gateway's /api/collab (the remote's standalone page runs on its own port, so the
 * endpoint is named in the address, as in the Lexical playground). A new room per attempt: a retry
 * never sees an earlier attempt's text.
 */
/** This worker's gateway's collaboration endpoint. */
const endpoint = () => `${shellUrl().replace(/^http/, 'ws')}/api/collab`;
const RT = T.richText;

const roomUrl = (room: string, extra = '') =>
  `${RICH_TEXT_DEMO_URL}?collabId=${room}&collabEndpoint=${encodeURIComponent(endpoint())}${extra}`;
const newRoom = () => `e2e-${randomBytes(6).toString('hex')}`;

/** An editor of the page once its room is joined and seeded (one paragraph to type into). */
async function joined(page: Page, index = 0) {
  const editor = page.getByTestId('rich-text-editor').nth(index);
  await expect(editor.getByTestId('collab-status')).toHaveAttribute('data-status', 'connected');
  const content = editor.locator('.rt-content');
  await expect(content.locator('p').first()).toBeAttached();
  return { editor, content, name: (await editor.getByTestId('collab-name').textContent())! };
}

test('two browsers edit one document together and see each other’s caret with the name', async ({ browser }) => {
  const url = roomUrl(newRoom(), '&collab=1');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    await pageA.goto(url);
    const a = await joined(pageA);
    // B joins a seeded room (one client seeds: no second empty paragraph).
    const pageB = await contextB.newPage();
    await pageB.goto(url);
    const b = await joined(pageB);
    await expect(b.content.locator('p')).toHaveCount(1);

    await a.content.click();
    await pageA.keyboard.type('Привет от A');
    await expect(b.content).toHaveText('Привет от A');
    // A's caret with A's name is drawn in B's editor (and B's own name is not a caret there).
    await expect(b.editor.locator('.rt-collab-cursors').getByText(a.name, { exact: true })).toBeVisible();

    await b.content.click();
    await pageB.keyboard.press('End');
    await pageB.keyboard.type(' и от B');
    await expect(a.content).toHaveText('Привет от A и от B');
    await expect(a.editor.locator('.rt-collab-cursors').getByText(b.name, { exact: true })).toBeVisible();

    // History goes through Yjs: B's undo takes back B's typing only, for both.
    await pageB.keyboard.press('Control+z');
    await expect(a.content).toHaveText('Привет от A');
    await expect(b.content).toHaveText('Привет от A');
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('the collaboration switch, then the split screen: two synced editors of one room', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(roomUrl(newRoom()));
  await page.getByText(RT.devOptions.title).click();
  const collab = page.getByRole('switch', { name: RT.devOptions.collaboration });
  await expect(collab).toBeEnabled();
  await collab.check();
  await expect(page).toHaveURL(/[?&]collab=1/);
  await joined(page);

  // The split-screen switch navigates (a new page load): click, then wait for the new address.
  await page.getByRole('switch', { name: RT.devOptions.splitScreen }).click();
  await page.waitForURL(`${RICH_TEXT_ORIGIN}/split/demo?**`);
  expect(new URL(page.url()).searchParams.get('collab')).toBe('1');
  await expect(page.getByTestId('rich-text-editor')).toHaveCount(2);
  const left = await joined(page, 0);
  const right = await joined(page, 1);
  // The new page's options panel starts closed; its collaboration switch is on.
  await page.getByText(RT.devOptions.title).click();
  await expect(page.getByRole('switch', { name: RT.devOptions.collaboration })).toBeChecked();

  await left.content.click();
  await page.keyboard.type('Слева');
  await expect(right.content).toHaveText('Слева');
  await right.content.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' и справа');
  await expect(left.content).toHaveText('Слева и справа');
  // One seeded paragraph in both: the second editor does not seed the room.
  await expect(left.content.locator('p')).toHaveCount(1);
  await expect(right.content.locator('p')).toHaveCount(1);
  expect(errors).toEqual([]);
});
