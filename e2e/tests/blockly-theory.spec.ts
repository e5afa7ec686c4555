import { expect, test, type Page } from '../support/test';
import { login, sessionApi } from '../support/session';

/**
 * Spec 2.5: the block screen's 'Теория' tab is enabled only by a presentation resource of the
 * lesson (its resourceType), never by how a resource is named. With one it is labelled
 * 'Презентация' and opens at half the window width, as the side panel's presentation tabs do.
 */
/** A call in the logged-in session that must succeed; its data. */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res = await sessionApi(page, method, url, data);
  expect(res.status(), `${method} ${url}`).toBe(200);
  return (await res.json()).data;
}

async function flowerLesson(page: Page): Promise<{ id: number; tasks: { id: number }[] }> {
  const courses = (await api(page, 'GET', '/api/course')) as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  const lessons = (await api(page, 'GET', `/api/course/${python.id}/lesson`)) as { id: number; title: string; tasks: { id: number }[] }[];
  return lessons.find((l) => l.title === 'Защита цветов')!;
}

const sideTab = (page: Page, name: string) => page.locator('.bw-side').getByRole('tab', { name, exact: true });

test("'Теория' opens the lesson's presentation resource, and only a resource of that type enables it", async ({ page }) => {
  await login(page, 'author');
  const lesson = await flowerLesson(page);
  const slides = '/assets/lessons/python-1.pdf';
  // Named like a presentation, but a plain file.
  await api(page, 'POST', `/api/author/lesson/${lesson.id}`, { resources: [{ name: 'Презентация урока', url: slides, resourceType: 'File' }] });

  await login(page, 'student1');
  await page.goto(`/solve?lessonId=${lesson.id}&taskId=${lesson.tasks[0].id}`);
  // The block screen's tabs (an earlier journey may have solved the task: then it shows read-only, with no palette).
  await expect(sideTab(page, 'Задание')).toBeVisible({ timeout: 20_000 });
  await expect(sideTab(page, 'Теория')).toBeDisabled();
  await expect(sideTab(page, 'Презентация')).toHaveCount(0);

  await login(page, 'author');
  await api(page, 'POST', `/api/author/lesson/${lesson.id}`, { resources: [{ name: 'Слайды', url: slides, resourceType: 'Presentation' }] });
  await login(page, 'student1');
  await page.goto(`/solve?lessonId=${lesson.id}&taskId=${lesson.tasks[0].id}`);
  await expect(sideTab(page, 'Презентация')).toBeEnabled({ timeout: 20_000 });
  await expect(sideTab(page, 'Теория')).toHaveCount(0);
  await sideTab(page, 'Презентация').click();
  const frame = page.getByRole('region', { name: 'Презентация' }).locator('iframe');
  await expect(frame).toHaveAttribute('src', slides);
  const panel = (await page.locator('.bw-side .side-panel__body').boundingBox())!;
  expect(Math.abs(panel.width - page.viewportSize()!.width / 2)).toBeLessThanOrEqual(2);
});
