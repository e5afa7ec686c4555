import type { Locator, Page } from '@playwright/test';
import { E2E_REMOTES } from './ports';

const richText = E2E_REMOTES.find((r) => r.name === 'richText')!;

/** The rich-text remote's standalone demo page (editor and viewer side by side). */
export const RICH_TEXT_ORIGIN = `http://localhost:${richText.port}`;
export const RICH_TEXT_DEMO_URL = `${RICH_TEXT_ORIGIN}/demo`;

/** Opens the demo editor and puts the caret in it. */
export async function openDemoEditor(page: Page): Promise<{ editor: Locator; content: Locator }> {
  await page.goto(RICH_TEXT_DEMO_URL);
  const editor = page.getByTestId('rich-text-editor');
  const content = editor.locator('.rt-content');
  await content.click();
  return { editor, content };
}
