import { expect, test } from '../support/test';
import { login } from '../support/session';

test('a student applies to the open hackathon, submits a project to a nomination, and its card loses the edit button', async ({ page }) => {
  await login(page, 'student1');
  await page.goto('/hackathons');
  const winter = page.getByTestId('hackathon').filter({ hasText: 'Зимний хакатон 2027' });
  // The ended autumn hackathon takes no applications.
  await expect(page.getByTestId('hackathon').filter({ hasText: 'Осенний хакатон 2026' }).getByRole('button', { name: 'Подать заявку' })).toHaveCount(0);
  await expect(winter.getByTestId('hack-submit')).toHaveCount(0);
  await expect(winter.getByRole('combobox', { name: 'Категория' })).toHaveCount(0);
  await winter.getByRole('button', { name: 'Подать заявку' }).click();
  await expect(winter.getByTestId('hack-applied')).toHaveText('Заявка подана: Junior');

  const submit = winter.getByTestId('hack-submit');
  await expect(submit.getByRole('button', { name: 'Отправить проект' })).toBeDisabled();
  await submit.getByRole('combobox', { name: 'Выберите проект' }).selectOption({ label: 'Полезная ссылка' });
  await submit.getByRole('combobox', { name: 'Выберите номинацию' }).selectOption({ label: 'Зимняя открытка' });
  await submit.getByRole('button', { name: 'Отправить проект' }).click();
  await expect(winter.getByTestId('hack-submitted')).toHaveText('Отправлен: «Полезная ссылка», номинация «Зимняя открытка»');
  await page.screenshot({ path: test.info().outputPath('funspace-hackathon-submit.png'), fullPage: true });

  // The owner's player leads to the project settings (not for a hackathon project, below).
  await page.goto('/funspace');
  await page.getByTestId('project-card').filter({ hasText: 'Мой первый сайт' }).getByRole('button', { name: 'Мой первый сайт' }).click();
  await page.getByTestId('edit-project').click();
  await expect(page).toHaveURL(/\/funspace\/project\/\d+$/);
  await expect(page.getByTestId('project-title-input')).toHaveValue('Мой первый сайт');

  // A hackathon project is not edited from its card; others still are.
  await page.goto('/funspace');
  const card = page.getByTestId('project-card').filter({ hasText: 'Полезная ссылка' });
  await expect(card.getByRole('button', { name: 'Удалить' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expect(page.getByTestId('project-card').filter({ hasText: 'Мой первый сайт' }).getByRole('button', { name: 'Редактировать' })).toBeVisible();

  // The player shows the hackathon and nomination, and leads back to Fun Space.
  await card.getByRole('button', { name: 'Полезная ссылка' }).click();
  await expect(page.getByTestId('hack-info')).toContainText('Зимний хакатон 2027');
  await expect(page.getByTestId('hack-info')).toContainText('Номинация: Зимняя открытка');
  await expect(page.getByTestId('edit-project')).toHaveCount(0);
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/funspace$/);
});

test('project pages lead back where they were opened from', async ({ page }) => {
  await login(page, 'student2');
  await page.goto('/funspace?tab=hackathon');
  await page.getByTestId('popular-carousel').getByRole('button', { name: 'Сайт о динозаврах' }).click();
  await expect(page.getByTestId('project-title')).toHaveText('Сайт о динозаврах');
  await expect(page.getByTestId('back-link')).toHaveText('← В Fun Space');
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/funspace\?tab=hackathon$/);
  await expect(page.getByRole('tab', { name: 'Проекты хакатонов' })).toHaveAttribute('aria-selected', 'true');

  // From /hackathons (and with ?hackathon) the way back is the hackathons page.
  await page.goto('/hackathons');
  await page.getByTestId('winners-grid').getByRole('button', { name: 'Колобок против роботов' }).click();
  await expect(page.getByTestId('back-link')).toHaveText('← К хакатонам');
  // The winner's materials open in modals: the poster as an image, the presentation in a frame.
  await expect(page.getByRole('heading', { name: 'Материалы к проекту' })).toBeVisible();
  await page.getByRole('button', { name: 'Постер', exact: true }).click();
  const poster = page.getByRole('dialog', { name: 'Постер' });
  await expect(poster.getByRole('img', { name: 'Постер' })).toHaveJSProperty('complete', true);
  expect(await poster.getByRole('img', { name: 'Постер' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await poster.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByRole('button', { name: 'Презентация', exact: true }).click();
  const slides = page.frameLocator('iframe[title="Презентация"]');
  await expect(slides.getByRole('heading').first()).toBeVisible();
  await page.getByRole('dialog', { name: 'Презентация' }).getByRole('button', { name: 'Закрыть' }).click();
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/hackathons$/);

  // Someone else's project opened in the edit panel goes to its player instead.
  const dino = await page.evaluate(async () => {
    const r = await fetch('/api/student/project/trend');
    return ((await r.json()).data as { id: number; title: string }[]).find((p) => p.title === 'Сайт о динозаврах')!.id;
  });
  await page.goto(`/funspace/project/${dino}`);
  await expect(page).toHaveURL(new RegExp(`/funspace/player/${dino}$`));
  await expect(page.getByTestId('project-title')).toHaveText('Сайт о динозаврах');
  await expect(page.getByTestId('project-title-input')).toHaveCount(0);
});
