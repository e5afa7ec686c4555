import { expect, test, type Page } from '../support/test';
import { login, sessionApi } from '../support/session';

/**
 * Our own turtle programs in the Python task workspace (issue 29 item 1): world coordinates, shapes
 * and stamps, an even-odd fill, a tracer(0)/update() animation and a key game, judged by the
 * canvas's pixels.
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function openPythonTask(page: Page) {
  const courses = (await (await sessionApi(page, 'GET', '/api/course')).json()).data as { id: number; title: string }[];
  const python = courses.find((c) => c.title.startsWith('Python'))!;
  const lessons = (await (await sessionApi(page, 'GET', `/api/course/${python.id}/lesson`)).json()).data as { id: number; title: string; tasks: { id: number }[] }[];
  const drawing = lessons.find((l) => l.title === 'Рисуем черепашкой')!;
  await page.goto(`/solve?lessonId=${drawing.id}&taskId=${drawing.tasks[0]!.id}`);
  await expect(page.getByTestId('python-workbench')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('python-state')).not.toContainText('Загружаем', { timeout: 60_000 });
}

async function runProgram(page: Page, code: string, options: { listening?: boolean } = {}) {
  const editor = page.locator('.cm-content[aria-label="Python"]').first();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  if (await page.getByTestId('python-stop').isVisible()) await page.getByTestId('python-stop').click();
  await page.getByTestId('python-run').click();
  if (!options.listening) await expect(page.getByTestId('python-run')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('python-console')).not.toContainText('Ошибка');
}

/** The canvas pixel at canvas coordinates (600x600, origin top-left). */
async function pixel(page: Page, x: number, y: number): Promise<[number, number, number]> {
  return page.getByTestId('turtle-canvas').evaluate((canvas: HTMLCanvasElement, [px, py]) => {
    const [r, g, b] = canvas.getContext('2d')!.getImageData(px!, py!, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, [x, y]);
}

test('turtle programs draw what CPython would: world coordinates, stamps, fills, animation, keys', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, 'student1');
  await openPythonTask(page);

  // World coordinates: (5, 5) is the canvas centre of a 0..10 world; Tk's numbered colour names.
  await runProgram(page, 'from turtle import *\nsetworldcoordinates(0, 0, 10, 10)\nhideturtle()\npensize(12)\npencolor("red3")\nspeed(0)\ngoto(10, 10)\n');
  await expect.poll(() => pixel(page, 300, 300)).toEqual([205, 0, 0]);
  expect(await pixel(page, 450, 150)).toEqual([205, 0, 0]);
  expect(await pixel(page, 450, 450)).toEqual([255, 255, 255]);

  // Shapes and stamps: a stretched blue square stamped at (-200, 0), a stamp taken back at (0, 100).
  await runProgram(page, 'from turtle import *\nspeed(0)\nshape("square")\nshapesize(3)\ncolor("blue")\npenup()\ngoto(-200, 0)\nstamp()\ngoto(0, 100)\ngone = stamp()\nclearstamp(gone)\ngoto(200, 0)\nhideturtle()\n');
  await expect.poll(() => pixel(page, 100, 300)).toEqual([0, 0, 255]);
  expect(await pixel(page, 300, 200)).toEqual([255, 255, 255]);

  // A five-pointed star filled as Tk fills it: the tips gold, the middle pentagon empty.
  await runProgram(page, 'from turtle import *\nspeed(0)\nhideturtle()\ncolor("black", "gold")\nbegin_fill()\nfor i in range(5):\n    forward(200)\n    right(144)\nend_fill()\n');
  await expect.poll(() => pixel(page, 400, 250)).toEqual([255, 215, 0]);
  expect(await pixel(page, 400, 332)).toEqual([255, 255, 255]);

  // tracer(0) + update(): a ball moves 120 frames without a trail, paced like Tk's redraws.
  const started = Date.now();
  await runProgram(page, 'from turtle import *\ntracer(0)\nhideturtle()\nball = Turtle()\nball.shape("circle")\nball.color("green")\nball.penup()\nfor i in range(120):\n    ball.goto(-240 + 4 * i, 0)\n    update()\n');
  // Timed to the last frame on the canvas: the run button may still show before the run starts.
  await expect.poll(() => pixel(page, 300 + 236, 300)).toEqual([0, 255, 0]);
  const seconds = (Date.now() - started) / 1000;
  expect(await pixel(page, 300 - 240, 300)).toEqual([255, 255, 255]);
  expect(seconds).toBeGreaterThan(1.5);

  // A key game: onkey moves the turtle while the program listens.
  await runProgram(page, 'from turtle import *\nspeed(0)\npensize(6)\npencolor("purple")\ndef up():\n    setheading(90)\n    forward(100)\nonkey(up, "Up")\nlisten()\ndone()\n', { listening: true });
  await expect(page.getByTestId('python-stop')).toBeVisible();
  await page.getByTestId('turtle-canvas').focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => pixel(page, 300, 250)).toEqual([160, 32, 240]);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => pixel(page, 300, 150)).toEqual([160, 32, 240]);
  await page.getByTestId('python-stop').click();
});
