import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { login } from '../support/session';

/** Screenshots to look at: .tmp/small-screens/<size>-<page>.png */
const SHOTS = path.resolve(__dirname, '..', '..', '.tmp', 'small-screens');
mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
];

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what}: page is ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

async function shoot(page: Page, size: string, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, `${name} at ${size}`);
  await page.screenshot({ path: path.join(SHOTS, `${size}-${name}.png`), fullPage: true });
}

/** The sidebar is a drawer behind the menu button: it opens, and closes on Escape, outside and navigation. */
async function checkDrawer(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Навигация' });
  const menu = page.getByRole('button', { name: 'Меню' });
  await expect(menu).toBeVisible();
  await expect(sidebar).toBeHidden();
  await menu.click();
  await expect(sidebar).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await menu.click();
  await expect(sidebar).toBeVisible();
  // A press on the dimmed page beside the drawer: at the screen's right edge, which the drawer never
  // reaches (its box read while it slides in could put a point beside it inside it a moment later).
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width - 5, viewport.height / 2);
  await expect(sidebar).toBeHidden();
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a student’s main pages fit the screen and the sidebar is a drawer', async ({ page }) => {
      await login(page, 'student1');
      await expect(page.getByTestId('course-card').first()).toBeVisible();
      await shoot(page, size.name, 'home');
      await checkDrawer(page);

      // Navigating from the drawer closes it.
      const sidebar = page.getByRole('navigation', { name: 'Навигация' });
      await page.getByRole('button', { name: 'Меню' }).click();
      await sidebar.getByRole('link', { name: 'Fun Space' }).click();
      await expect(page).toHaveURL(/\/funspace$/);
      await expect(sidebar).toBeHidden();
      await expect(page.getByTestId('profile-box')).toBeVisible();
      await expect(page.getByTestId('project-card').first()).toBeVisible();
      await shoot(page, size.name, 'funspace');
      await page.getByRole('tab', { name: 'Проекты хакатонов' }).click();
      await expect(page.getByTestId('popular-carousel').getByTestId('project-card').first()).toBeVisible();
      await shoot(page, size.name, 'funspace-hackathons');

      await page.goto('/courses?courseId=1');
      await expect(page.getByText('Урок 2. Переменные и ввод')).toBeVisible();
      await shoot(page, size.name, 'course');
      await checkDrawer(page);

      // A task on /solve: the whole width, no sidebar.
      await page.getByRole('link', { name: '1. Имя переменной' }).click();
      await expect(page).toHaveURL(/\/solve\?/);
      await expect(page.getByRole('heading', { name: 'Имя переменной' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, size.name, 'solve');
    });

    test('on /solve the task bar’s buttons do not cover one another', async ({ page }) => {
      await login(page, 'student1');
      await page.goto('/courses?courseId=1');
      await page.getByRole('link', { name: '1. Имя переменной' }).click();
      await expect(page.getByRole('heading', { name: 'Имя переменной' })).toBeVisible();
      const skip = (await page.getByRole('button', { name: 'Пропустить' }).boundingBox())!;
      const save = (await page.getByRole('button', { name: 'Сохранить' }).boundingBox())!;
      const overlap = skip.x < save.x + save.width && save.x < skip.x + skip.width && skip.y < save.y + save.height && save.y < skip.y + skip.height;
      expect(overlap, `'Сохранить' ${JSON.stringify(save)} overlaps 'Пропустить' ${JSON.stringify(skip)}`).toBe(false);
    });

    test('a teacher page fits the screen', async ({ page }) => {
      await login(page, 'teacher');
      await page.goto('/teacher/review');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
      await shoot(page, size.name, 'teacher-review');
      await checkDrawer(page);
      await page.goto('/');
      await expect(page.getByTestId('teacher-group').first()).toBeVisible();
      await shoot(page, size.name, 'teacher-home');
    });
  });
}
