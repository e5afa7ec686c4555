/**
 * Checks (window 3) of seeded Python tasks that judge the result, not the spelling: shared by the
 * practice module (seed-python.ts) and the demo course (seed-learning-content.ts). Each is Python
 * run by the check service with `output`, `lines`, `run(...)` and `turtle_path_closed()`.
 */

/**
 * Any square of the given side, turning left or right, in any colour and pen size: the lines
 * must close, span side x side and add up to four sides. Messages say what came out instead.
 */
export function squareCheck(side: number): string {
  return [
    'assert lines, "Черепашка ничего не нарисовала: используй forward и left или right"',
    `assert turtle_path_closed(), "Квадрат не замкнулся: нужно четыре стороны, и линия должна вернуться туда, откуда начала"`,
    'xs = [op[k] for op in lines for k in ("x1", "x2")]',
    'ys = [op[k] for op in lines for k in ("y1", "y2")]',
    'width, height = max(xs) - min(xs), max(ys) - min(ys)',
    `assert abs(width - ${side}) < 1 and abs(height - ${side}) < 1, "Нужен квадрат со стороной ${side}, а получилась фигура %d на %d шагов" % (round(width), round(height))`,
    'length = sum(((op["x2"] - op["x1"]) ** 2 + (op["y2"] - op["y1"]) ** 2) ** 0.5 for op in lines)',
    `assert abs(length - ${4 * side}) < 2, "Нарисуй только квадрат: четыре стороны по ${side} шагов, без лишних линий"`,
  ].join('\n');
}

/**
 * «Привет, <имя>!» for two names: the last printed line, so a prompt in input("…") is fine, and
 * print("Привет,", name, "!") is fine too (a space before the punctuation does not matter).
 */
export const GREETING_CHECK = [
  '# inputs: ["Маша"]',
  'import re',
  'def greeting(text):',
  '    rows = [row.strip() for row in text.splitlines() if row.strip()]',
  '    return re.sub(r"\\s+([!,.])", r"\\1", rows[-1]) if rows else ""',
  'assert greeting(output).endswith("Привет, Маша!"), "Для имени Маша программа должна вывести: Привет, Маша!"',
  'assert greeting(run(input="Петя")).endswith("Привет, Петя!"), "Здоровайся с тем именем, которое ввели: для имени Петя нужно вывести Привет, Петя!"',
].join('\n');

/**
 * The 7 times table from 7 x 1 = 7 to 7 x 10 = 70, one row a line. Spaces, the letter x (Latin
 * or Cyrillic), * or × and empty lines do not matter; the first wrong row is named.
 */
export const TIMES_TABLE_CHECK = [
  'import re',
  'def row(text):',
  '    return re.sub(r"\\s+", "", text).lower().replace("х", "x").replace("*", "x").replace("×", "x")',
  'rows = [line.strip() for line in output.splitlines() if line.strip()]',
  'expected = ["7 x %d = %d" % (i, 7 * i) for i in range(1, 11)]',
  'assert rows, "Программа ничего не вывела: нужна таблица от 7 x 1 = 7 до 7 x 10 = 70"',
  'assert row(rows[0]) == row(expected[0]), "Таблица должна начинаться со строки 7 x 1 = 7, а у тебя первая строка: %s" % rows[0]',
  'for got, want in zip(rows, expected):',
  '    assert row(got) == row(want), "Проверь строку «%s»: должно быть %s" % (got, want)',
  'assert len(rows) >= 10, "Не хватает строк: таблица заканчивается строкой 7 x 10 = 70, а у тебя строк %d" % len(rows)',
  'assert len(rows) == 10, "Лишние строки: таблица заканчивается строкой 7 x 10 = 70"',
].join('\n');

/**
 * A five-pointed star of side 150 with every ray its own colour: five rays of 150 turning by 144
 * (right or left) that close, in any pen size or colours.
 */
export const STAR_CHECK = [
  'import math',
  'def size(op):',
  '    return math.hypot(op["x2"] - op["x1"], op["y2"] - op["y1"])',
  'rays = [op for op in lines if size(op) > 0.5]',
  'assert rays, "Черепашка ничего не нарисовала"',
  'assert len({tuple(op["c"]) for op in rays}) >= 5, "Каждый луч звезды должен быть своего цвета"',
  'def turn(a, b):',
  '    d = math.degrees(math.atan2(b["y2"] - b["y1"], b["x2"] - b["x1"]) - math.atan2(a["y2"] - a["y1"], a["x2"] - a["x1"]))',
  '    return abs((d + 180) % 360 - 180)',
  'star = len(rays) == 5 and all(abs(size(op) - 150) < 1 for op in rays) and all(abs(turn(a, b) - 144) < 1 for a, b in zip(rays, rays[1:])) and turtle_path_closed()',
  'assert star, "Звезда не совпадает с образцом: пять раз вперёд на 150 и направо на 144"',
].join('\n');
