import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { emptyAnswer, login, readSession } from '../support/session';
import { TOOLBOX_FLYOUT } from '../support/blockly';

/**
 * Block games through the real shell: /solve with the courses remote hosting the Blockly
 * remote. Programs are built by dragging blocks from the toolbox, as a learner does.
 */
const SHOTS = path.join(__dirname, '..', '..', '.tmp', 'e2e-blockly-solve', 'shots');
const CONGRATS = 'Поздравляю!';

test.use({ viewport: { width: 1440, height: 900 } });

interface Box { x: number; y: number; width: number; height: number }
interface LessonItem { id: number; title: string; tasks: { id: number }[] }

async function accessToken(page: Page): Promise<string> {
  return ((await readSession(page)) as { token?: string }).token!;
}

async function userId(page: Page): Promise<number> {
  return JSON.parse(Buffer.from((await accessToken(page)).split('.')[1], 'base64url').toString()).user_id;
}

async function apiCall(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  return method === 'GET' ? page.request.get(url, { headers }) : page.request.post(url, { headers, data });
}

async function lessonOf(page: Page, title: string): Promise<LessonItem> {
  const courses = (await (await apiCall(page, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  const lessons = (await (await apiCall(page, 'GET', `/api/course/${python.id}/lesson`)).json()).data as LessonItem[];
  return lessons.find((l) => l.title === title)!;
}

/** The student's status of a task on the server (the lesson's task list, as the student sees it). */
async function serverStatus(page: Page, lessonId: number, taskId: number): Promise<string> {
  const res = await apiCall(page, 'GET', `/api/course/lesson/${lessonId}/task`);
  expect(res.status()).toBe(200);
  const rows = (await res.json()).data as { id: number; solveStatus: string }[];
  return rows.find((r) => r.id === taskId)!.solveStatus;
}

async function openTask(page: Page, lesson: LessonItem, index = 0): Promise<void> {
  if (test.info().retry > 0) await emptyAnswer(page, lesson.tasks[index].id);
  await page.goto(`/solve?lessonId=${lesson.id}&taskId=${lesson.tasks[index].id}`);
  await expect(page.locator(`${TOOLBOX_FLYOUT} .blocklyDraggable`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Открыто')).toBeVisible();
}

// --- dragging blocks -------------------------------------------------------------------

const GRAB = { x: 6, y: 8 };
/** Measured on the zelos renderer at scale 0.8: a notch is 7 px, a statement input starts 38 px down. */
const NOTCH = 7;
const MOUTH_TOP = 38;
/** Left edge of the statement input: beside 'выполнить' on a repeat, else on its own row. */
const MOUTH_LEFT = { repeat: 100, row: 13 };

const toolboxBlock = (page: Page, text: string) => page.locator(`${TOOLBOX_FLYOUT} .blocklyDraggable`).filter({ hasText: text }).first();

async function outline(block: Locator): Promise<Box> {
  return (await block.locator('> path.blocklyPath').first().boundingBox())!;
}

/** Where the next block snaps under `box`, or into its statement input. */
const below = (box: Box) => ({ x: box.x, y: box.y + box.height - NOTCH });
const inside = (box: Box, left: number) => ({ x: box.x + left, y: box.y + MOUTH_TOP });

/** Drags from the point `grab` of a block so that the block's top-left corner lands at `at`. */
async function drag(page: Page, grab: { x: number; y: number }, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 30, grab.y + 10, { steps: 4 });
  await page.mouse.move(at.x + GRAB.x, at.y + GRAB.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * Drags a toolbox block so its top-left corner lands at `at`; returns the placed block (it stays
 * selected). Unless `free`, the block must snap to a connection there: Blockly nests a connected
 * block inside its parent's group. A drop that a loaded browser took elsewhere (the block left on
 * its own) is dragged to the spot again, at most twice.
 */
async function place(page: Page, text: string, at: { x: number; y: number }, { free = false } = {}): Promise<Locator> {
  const from = await outline(toolboxBlock(page, text));
  await drag(page, { x: from.x + GRAB.x, y: from.y + GRAB.y }, at);
  const id = await page.locator('svg.blocklySvg .blocklyBlockCanvas .blocklyDraggable.blocklySelected').getAttribute('data-id');
  expect(id).toBeTruthy();
  const placed = page.locator(`svg.blocklySvg .blocklyBlockCanvas [data-id="${id}"]`);
  const alone = page.locator(`svg.blocklySvg .blocklyBlockCanvas > [data-id="${id}"]`);
  for (let again = 0; !free && again < 2 && (await alone.count()) > 0; again++) {
    const box = await outline(placed);
    await drag(page, { x: box.x + GRAB.x, y: box.y + GRAB.y }, at);
  }
  if (!free) await expect(alone, `'${text}' snapped into the program`).toHaveCount(0);
  return placed;
}

/** A free spot on the workspace, right of the toolbox. */
async function freeSpot(page: Page, dy = 0) {
  const flyout = (await page.locator(TOOLBOX_FLYOUT).boundingBox())!;
  return { x: flyout.x + flyout.width + 60, y: flyout.y + 60 + dy };
}

/** Picks an option of the block's own dropdown (not one of the blocks nested in it). */
async function choose(page: Page, block: Locator, option: string): Promise<void> {
  await block.locator('> g.blocklyDropdownField').first().click();
  await page.locator('.blocklyDropDownDiv .blocklyMenuItem', { hasText: option }).first().click();
}

const fixedBlock = (page: Page, type: string) => page.locator(`svg.blocklySvg .blocklyBlockCanvas g.${type}`).first();

async function run(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /Запустить/ });
  // The run button locks for 1 s after each press.
  await expect(button).toBeEnabled();
  await button.click();
}

/** The learner's success: the game's message, the result dialog, and Solved on the server. */
async function expectSolved(page: Page, lesson: LessonItem, game: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(CONGRATS)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('run-message')).toHaveText('Ура! Задание выполнено!');
  await page.screenshot({ path: path.join(SHOTS, `${game}-solved.png`) });
  await expect.poll(() => serverStatus(page, lesson.id, lesson.tasks[0].id)).toBe('Solved');
  // 'Далее' opens the next level of the game.
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(page).toHaveURL(new RegExp(`taskId=${lesson.tasks[1].id}`));
  await expect(page.locator(`${TOOLBOX_FLYOUT} .blocklyDraggable`).first()).toBeVisible({ timeout: 20_000 });
}

/** A tab of the block screen's side panel. */
const remoteTab = (page: Page, name: string) => page.locator('.bw-side').getByRole('tab', { name, exact: true });

/**
 * Spec 2.5: the block screen has one set of tabs in every mode, the side panel's: 'Задание',
 * 'Решение', 'Проверка', 'Теория', one under another at the right edge, right of the game.
 */
async function expectOneSidePanel(page: Page, enabled: Record<string, boolean>): Promise<void> {
  const tablist = page.getByRole('tablist');
  await expect(tablist).toHaveCount(1);
  await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveText(['Задание', 'Решение', 'Проверка', 'Теория']);
  for (const [name, on] of Object.entries(enabled)) {
    if (on) await expect(remoteTab(page, name)).toBeEnabled();
    else await expect(remoteTab(page, name)).toBeDisabled();
  }
  const game = (await page.locator('.bw-game').boundingBox())!;
  const boxes = await Promise.all((await tabs.all()).map(async (tab) => (await tab.boundingBox())!));
  for (const [i, box] of boxes.entries()) {
    expect(box.x).toBeGreaterThanOrEqual(game.x + game.width - 1);
    if (i > 0) expect(box.y).toBeGreaterThanOrEqual(boxes[i - 1].y + boxes[i - 1].height - 1);
  }
  // At the screen's right edge (the shell keeps a strip beyond it for the assistant's button).
  const screen = (await page.locator('.bw-screen').boundingBox())!;
  expect(boxes[0].x + boxes[0].width).toBeGreaterThan(screen.x + screen.width - 8);
}

test.beforeEach(async ({ page }, info) => {
  if (!info.title.startsWith('staff')) await login(page, 'student1');
});

test('the server refuses a forged success: a wrong or empty program is never Solved', async ({ page }) => {
  const lesson = await lessonOf(page, 'Черепашка рисует');
  const taskId = lesson.tasks[0].id;
  const student = await userId(page);
  const save = (program: unknown, revision: number, autoCheckPassed: boolean) =>
    apiCall(page, 'POST', `/api/course/lesson/task/${taskId}/answer`, {
      studentId: student,
      autoCheckPassed,
      lessonTaskId: taskId,
      answer: [{ windowId: 13, answerText: JSON.stringify(program) }],
      projectId: null,
      resources: [],
      action: 'Save',
      revision,
    });
  const autocheck = () => apiCall(page, 'POST', `/api/course/lesson/${lesson.id}/task/${taskId}/status?action=Autocheck`);
  // A triangle where a square is asked for.
  const triangle = {
    blocks: {
      languageVersion: 0,
      blocks: [
        {
          type: 'controls_repeat_ext',
          inputs: {
            TIMES: { shadow: { type: 'math_number', fields: { NUM: 3 } } },
            DO: {
              block: {
                type: 'turtle_forward',
                inputs: { DISTANCE: { shadow: { type: 'math_number', fields: { NUM: 100 } } } },
                next: { block: { type: 'turtle_turn_right', inputs: { ANGLE: { shadow: { type: 'math_number', fields: { NUM: 120 } } } } } },
              },
            },
          },
        },
      ],
    },
  };
  const empty = { blocks: { languageVersion: 0, blocks: [] } };

  const claimed = await save(empty, 1, true);
  expect(claimed.status()).toBe(400);
  expect(await claimed.json()).toMatchObject({ code: 'BLOCKLY_CHECK_FAILED', message: 'Черепашка ничего не нарисовала.' });
  expect((await save(triangle, 2, true)).status()).toBe(400);

  expect((await save(triangle, 3, false)).status()).toBe(200);
  const forged = await autocheck();
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toMatchObject({ code: 'BLOCKLY_CHECK_FAILED', message: 'Рисунок не совпадает с образцом.' });
  expect((await save(empty, 4, false)).status()).toBe(200);
  expect((await autocheck()).status()).toBe(400);
  // Marking the task correct is a reviewer's action.
  expect((await apiCall(page, 'POST', `/api/course/lesson/${lesson.id}/task/${taskId}/status?action=Solved`)).status()).toBe(403);
  expect(await serverStatus(page, lesson.id, taskId)).not.toBe('Solved');
});

test('an answer kept as the XML of older content is saved again as JSON when the task opens', async ({ page }) => {
  const lesson = await lessonOf(page, 'Черепашка рисует');
  const taskId = lesson.tasks[0].id;
  const xml = '<xml xmlns="https://developers.google.com/blockly/xml"><block type="turtle_forward" x="40" y="40"></block></xml>';
  const saved = await apiCall(page, 'POST', `/api/course/lesson/task/${taskId}/answer`, {
    studentId: await userId(page), autoCheckPassed: false, lessonTaskId: taskId, answer: [{ windowId: 13, answerText: xml }], projectId: null, resources: [], action: 'Save',
  });
  expect(saved.status()).toBe(200);
  await page.goto(`/solve?lessonId=${lesson.id}&taskId=${taskId}`);
  await expect(page.locator(`${TOOLBOX_FLYOUT} .blocklyDraggable`).first()).toBeVisible({ timeout: 20_000 });
  // Without an edit, the stored answer becomes Blockly JSON (the form the server's re-check reads).
  await expect
    .poll(async () => ((await (await apiCall(page, 'GET', `/api/course/lesson/task/${taskId}/answer`)).json()).data as { answer: { windowId: number; answerText: string }[] }).answer.find((a) => a.windowId === 13)?.answerText ?? '', { timeout: 15_000 })
    .toMatch(/^\{.*"type":"turtle_forward"/);
  await emptyAnswer(page, taskId);
});

test('Turtle: a square from a repeat block is solved and the next level opens', async ({ page }) => {
  const lesson = await lessonOf(page, 'Черепашка рисует');
  await openTask(page, lesson);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(1);
  await expectOneSidePanel(page, { Задание: true, Решение: false, Проверка: false, Теория: false });
  // The task opens on its description, formatted by the rich-text viewer.
  await expect(remoteTab(page, 'Задание')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Задание' }).getByTestId('rich-text-viewer')).toBeVisible({ timeout: 20_000 });
  const repeat = await outline(await place(page, 'повторить', await freeSpot(page), { free: true }));
  const forward = await outline(await place(page, 'вперёд на', inside(repeat, MOUTH_LEFT.repeat)));
  await place(page, 'повернуть направо на', below(forward));
  await expect(page.getByTestId('block-counter')).toHaveText('Использовано блоков: 3 / 6');
  await run(page);
  await expectSolved(page, lesson, 'Turtle');
  // The run was logged, and the program the server re-checked is the one on the workspace.
  const taskId = lesson.tasks[0].id;
  const events = (await (await apiCall(page, 'GET', `/api/course/lesson/${lesson.id}/task/${taskId}/events`)).json()).data as { action: string }[];
  expect(events.map((e) => e.action)).toContain('Execute');
  const answer = (await (await apiCall(page, 'GET', `/api/course/lesson/task/${taskId}/answer`)).json()).data as { answer: { windowId: number; answerText: string }[] };
  expect(answer.answer.find((a) => a.windowId === 13)?.answerText).toMatch(/controls_repeat_ext.*turtle_forward.*turtle_turn_right/);
});

test('Labirint: a wrong program fails with its message, then the right one wins', async ({ page }) => {
  test.setTimeout(90_000);
  const lesson = await lessonOf(page, 'Робот в лабиринте');
  await openTask(page, lesson);
  const start = await outline(fixedBlock(page, 'labirint_start'));
  const first = await place(page, 'идти', below(start));
  await choose(page, first, 'вправо');
  await run(page);
  await expect(page.getByTestId('run-message')).toHaveText('Робот не дошёл до выхода.', { timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'Labirint-wrong.png') });
  expect(await serverStatus(page, lesson.id, lesson.tasks[0].id)).not.toBe('Solved');

  let last = first;
  for (const direction of ['вправо', 'вниз', 'вниз']) {
    last = await place(page, 'идти', below(await outline(last)));
    await choose(page, last, direction);
  }
  await expect(page.getByTestId('block-counter')).toHaveText('Использовано блоков: 4 / 6');
  await run(page);
  await expectSolved(page, lesson, 'Labirint');
});

test('Labirint3D: more blocks than allowed are refused, within the limit the bot reaches the flag', async ({ page }) => {
  test.setTimeout(90_000);
  const lesson = await lessonOf(page, 'Бот и флаг');
  await openTask(page, lesson);
  await expect(page.getByText('При запуске').first()).toBeVisible();
  const onStart = await outline(fixedBlock(page, 'on_start'));
  let last = await place(page, 'вперёд', inside(onStart, MOUTH_LEFT.row));
  for (const text of ['вперёд', 'повернуть направо', 'вперёд', 'вперёд']) last = await place(page, text, below(await outline(last)));
  // The fixed 'При запуске' block is free (spec 4.1, as in SpaceMixLab): 5 commands of 7 allowed.
  await expect(page.getByTestId('block-counter')).toHaveText('Использовано блоков: 5 / 7');
  // Three commands more: 8 blocks where 7 are allowed.
  const extra: Locator[] = [];
  for (let i = 0; i < 3; i++) extra.push((last = await place(page, 'повернуть налево', below(await outline(last)))));
  await expect(page.getByTestId('block-counter')).toHaveText('Использовано блоков: 8 / 7');
  await run(page);
  await expect(page.getByTestId('run-message')).toHaveText('Превышен лимит блоков');
  await page.screenshot({ path: path.join(SHOTS, 'Labirint3D-limit.png') });
  expect(await serverStatus(page, lesson.id, lesson.tasks[0].id)).not.toBe('Solved');

  // The extra blocks go away with the Delete key, the last one first.
  for (const block of extra.reverse()) {
    const box = await outline(block);
    await page.mouse.click(box.x + 20, box.y + 16);
    await page.keyboard.press('Delete');
    await expect(block).toHaveCount(0);
  }
  await expect(page.getByTestId('block-counter')).toHaveText('Использовано блоков: 5 / 7');
  await run(page);
  await expectSolved(page, lesson, 'Labirint3D');
});

test('FlowerDefence: watering on the sunny first step saves the flower', async ({ page }) => {
  test.setTimeout(90_000);
  const lesson = await lessonOf(page, 'Защита цветов');
  await openTask(page, lesson);
  const onStep = await outline(await place(page, 'на шаге', await freeSpot(page), { free: true }));
  await place(page, 'добавить воды', inside(onStep, MOUTH_LEFT.row));
  await expect(page.getByTestId('block-counter')).toHaveText('Использовано блоков: 2 / 4');
  await run(page);
  await expect(page.getByText('Игра началась 🚀')).toBeVisible();
  await expectSolved(page, lesson, 'FlowerDefence');
});

test('SpaceMixLab: the jetpack recipe in any order is solved', async ({ page }) => {
  test.setTimeout(90_000);
  const lesson = await lessonOf(page, 'Космическая лаборатория');
  await openTask(page, lesson);
  const onStart = await outline(fixedBlock(page, 'on_start'));
  const group = await outline(await place(page, 'смешать', inside(onStart, MOUTH_LEFT.row)));
  const stardust = await place(page, '×', inside(group, MOUTH_LEFT.row));
  await choose(page, stardust, 'Звёздная пыль');
  const cog = await place(page, '×', below(await outline(stardust)));
  await choose(page, cog, 'Квантовая шестерёнка');
  await expect(page.getByTestId('block-counter')).toHaveText('Использовано блоков: 3 / 4');
  await run(page);
  await expectSolved(page, lesson, 'SpaceMixLab');
});

test('staff: in /edit the author records a new Turtle reference and the host saves it with the workspace', async ({ page }) => {
  await login(page, 'author');
  const lesson = await lessonOf(page, 'Черепашка рисует');
  const taskId = lesson.tasks[3].id;
  const gameMapOf = async () => {
    const task = (await (await apiCall(page, 'GET', `/api/course/lesson/${lesson.id}/task/${taskId}`)).json()).data as { taskText: { windowId: number; text: string }[] };
    const text = (windowId: number) => task.taskText.find((t) => t.windowId === windowId)?.text ?? '';
    return { map: JSON.parse(text(14)), blocks: text(13), description: text(1) };
  };
  const before = await gameMapOf();
  await page.goto(`/edit?lessonId=${lesson.id}&taskId=${taskId}`);
  await expect(page.locator(`${TOOLBOX_FLYOUT} .blocklyDraggable`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.task-header__home')).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Сохранить' });
  await expect(save).toHaveCount(1);
  await expect(save).toBeDisabled();
  // One set of tabs in /edit too: the host adds none of its own.
  await expectOneSidePanel(page, { Задание: true, Решение: true, Проверка: true, Теория: false });
  await place(page, 'вперёд на', await freeSpot(page), { free: true });
  // The author writes the description in the block screen's own tab, after a workspace edit.
  const description = `${before.description} Начни с блока «вперёд».`;
  await page.getByRole('textbox', { name: 'Задание', exact: true }).fill(description);
  await remoteTab(page, 'Проверка').click();
  await expect(page.getByLabel('Настройки игры (JSON)')).toHaveValue(/"game":"Turtle"/);
  await page.getByRole('button', { name: 'Записать образец рисунка' }).click();
  await expect(page.getByText('Образец рисунка записан из текущей программы')).toBeVisible();
  await expect(save).toBeEnabled();
  await page.screenshot({ path: path.join(SHOTS, 'Turtle-edit.png') });
  await save.click();
  await expect(page.getByText('Сохранено!')).toBeVisible();
  const after = await gameMapOf();
  expect(after.map.baseCheck).toEqual(expect.any(String));
  expect(after.map.baseCheck).not.toBe(before.map.baseCheck);
  expect(after.map.background).toBe('maze1');
  expect(after.blocks).toMatch(/turtle_forward/);
  expect(after.description).toBe(description);
});

test('staff: in /check the teacher sees the student program read-only and can run it', async ({ page }) => {
  await login(page, 'student1');
  const student = await userId(page);
  await login(page, 'teacher');
  const lesson = await lessonOf(page, 'Черепашка рисует');
  await page.goto(`/check?lessonId=${lesson.id}&taskId=${lesson.tasks[0].id}&studentId=${student}`);
  await expect(page.locator('svg.blocklySvg .blocklyBlockCanvas').getByText('повторить')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.blocklyFlyout')).toHaveCount(0);
  await expect(page.locator('.task-header__home')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expectOneSidePanel(page, { Задание: true, Решение: true, Проверка: false, Теория: false });
  await run(page);
  await expect(page.getByTestId('run-message')).toHaveText('Ура! Задание выполнено!', { timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'Turtle-check.png') });
});

test('staff: in /demo the author loads the reference solution from the Решение tab and it wins', async ({ page }) => {
  await login(page, 'author');
  const lesson = await lessonOf(page, 'Космическая лаборатория');
  await page.goto(`/demo?lessonId=${lesson.id}&taskId=${lesson.tasks[2].id}`);
  await expect(page.locator(`${TOOLBOX_FLYOUT} .blocklyDraggable`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.task-header__home')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await remoteTab(page, 'Решение').click();
  await page.getByRole('button', { name: 'Загрузить решение' }).click();
  await expect(page.getByTestId('block-counter')).toHaveCount(0);
  await expect(page.locator('svg.blocklySvg .blocklyBlockCanvas').getByText('смешать').first()).toBeVisible();
  await run(page);
  await expect(page.getByTestId('run-message')).toHaveText('Ура! Задание выполнено!', { timeout: 45_000 });
  await page.screenshot({ path: path.join(SHOTS, 'SpaceMixLab-demo.png') });
});
