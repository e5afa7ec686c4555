import type { EntityManager } from '@mikro-orm/core';
import { TaskType } from '@school/contracts';
import { Course, CourseModule, Lesson } from '../learning/entities';
import { seedLessonContent } from './seed-learning';
import type { LessonPlan, TaskPlan } from './seed-learning-content';
import { squareCheck, STAR_CHECK } from './seed-python-checks';

export const PYTHON_PRACTICE_MODULE_TITLE = 'Практика: Python и черепашка';

/** A seeded Python task plus a typical wrong program its check must refuse (for the seed test). */
export interface PythonPracticeTask extends TaskPlan {
  wrong: string;
}

const task = (name: string, description: string, pythonCode: string, pythonCheck: string, solution: string, wrong: string): PythonPracticeTask => ({
  name,
  type: TaskType.Python,
  autoCheck: true,
  texts: { description, pythonCode, pythonCheck, solution },
  wrong,
});

/**
 * Real Python tasks of 'Python: от черепашки до игр': window 1 (description), 2 (starting code),
 * 3 (check, run on the server after the program with `output`, `inputs` and the turtle's
 * `drawing`), 17 (solution). services/seed/seed-python.test.ts runs every check on its solution and
 * on the typical wrong program in Pyodide; seed-python-cases.test.ts on the programs children write
 * (seed-python-cases.ts).
 */
export const PYTHON_PRACTICE_LESSONS: { title: string; theory: string; tasks: PythonPracticeTask[] }[] = [
  {
    title: 'Вывод, переменные и ввод',
    theory:
      '# Вывод, переменные и ввод\n\n`print` выводит текст, переменная хранит значение, `input()` спрашивает у пользователя строку, а `int()` превращает строку в число:\n\n```python\nname = input("Как тебя зовут? ")\nage = int(input("Сколько тебе лет? "))\nprint("Привет,", name)\nprint("Через год тебе будет", age + 1)\n```',
    tasks: [
      task(
        'Три строки',
        'Выведи три строки: «Я учу Python», «Мне нравится программировать» и «Пока!» — каждую отдельной командой print.',
        '# Напиши три команды print\n',
        'lines = [row.strip() for row in output.splitlines() if row.strip()]\nassert lines, "Программа ничего не вывела: напиши три команды print"\nassert len(lines) == 3, "Нужно вывести ровно три строки, а выведено: %d" % len(lines)\nassert lines[0] == "Я учу Python", "Первая строка должна быть: Я учу Python"\nassert lines[1] == "Мне нравится программировать", "Вторая строка должна быть: Мне нравится программировать"\nassert lines[2] == "Пока!", "Третья строка должна быть: Пока!"',
        'print("Я учу Python")\nprint("Мне нравится программировать")\nprint("Пока!")\n',
        'print("Я учу Python")\nprint("Пока!")\n',
      ),
      task(
        'Коробка конфет',
        'В переменной candies лежит число конфет — 24, в переменной friends — число друзей, 6. Выведи, сколько конфет достанется каждому другу (только число).',
        'candies = 24\nfriends = 6\n# выведи, сколько конфет получит каждый\n',
        'assert "candies" in globals() and "friends" in globals(), "Не удаляй переменные candies и friends"\nassert output.strip() in ("4", "4.0"), "Каждый получит 4 конфеты — выведи это число"',
        'candies = 24\nfriends = 6\nprint(candies // friends)\n',
        'candies = 24\nfriends = 6\nprint(candies * friends)\n',
      ),
      task(
        'Сумма двух чисел',
        'Программа получает два целых числа — каждое на своей строке (input). Выведи их сумму.',
        'a = int(input())\n# прочитай второе число и выведи сумму\n',
        '# inputs: ["7", "35"]\nassert output.split()[-1] == "42", "Для чисел 7 и 35 программа должна вывести 42"\nassert run(inputs=["-5", "5"]).split()[-1] == "0", "Для чисел -5 и 5 программа должна вывести 0"',
        'a = int(input())\nb = int(input())\nprint(a + b)\n',
        'a = int(input())\nb = int(input())\nprint(a, b)\n',
      ),
    ],
  },
  {
    title: 'Условия, циклы и функции',
    theory:
      '# Условия, циклы и функции\n\n`if` выбирает, что делать, `for` повторяет, `def` даёт команде имя:\n\n```python\ndef double(n):\n    return n * 2\n\nfor i in range(3):\n    if i % 2 == 0:\n        print(i, "чётное")\n```',
    tasks: [
      task(
        'Чётное или нечётное',
        'Программа получает целое число. Если оно чётное, выведи «чётное», иначе — «нечётное».',
        'n = int(input())\n',
        [
          '# inputs: ["10"]',
          '# The last word, in any case, with е or ё; "не чётное" counts as "нечётное".',
          'def answer(text):',
          '    text = text.lower().replace("ё", "е").replace("не четное", "нечетное")',
          '    words = text.replace("!", " ").replace(".", " ").split()',
          '    return words[-1] if words else ""',
          'assert answer(output) == "четное", "Для числа 10 нужно вывести: чётное"',
          'assert answer(run(inputs=["7"])) == "нечетное", "Для числа 7 нужно вывести: нечётное"',
          'assert answer(run(inputs=["0"])) == "четное", "Ноль — чётное число: для 0 нужно вывести чётное"',
        ].join('\n'),
        'n = int(input())\nif n % 2 == 0:\n    print("чётное")\nelse:\n    print("нечётное")\n',
        'n = int(input())\nprint("чётное")\n',
      ),
      task(
        'Обратный отсчёт',
        'С помощью цикла for выведи числа от 10 до 1 (каждое на своей строке), а потом слово «Старт!».',
        '# обратный отсчёт\n',
        [
          'rows = [row.strip() for row in output.splitlines() if row.strip()]',
          'assert rows, "Программа ничего не вывела: нужны числа от 10 до 1 и слово Старт!"',
          'assert rows[-1] == "Старт!", "В самом конце нужно вывести слово Старт!"',
          'numbers = rows[:-1]',
          'assert numbers[:1] == ["10"], "Отсчёт начинается с 10, каждое число на своей строке"',
          'assert numbers[-1:] == ["1"], "Последнее число перед Старт! — это 1"',
          'assert numbers == [str(i) for i in range(10, 0, -1)], "Нужны все числа от 10 до 1 по порядку, каждое на своей строке"',
        ].join('\n'),
        'for i in range(10, 0, -1):\n    print(i)\nprint("Старт!")\n',
        'for i in range(1, 11):\n    print(i)\nprint("Старт!")\n',
      ),
      task(
        'Функция площади',
        'Напиши функцию area(width, height), которая возвращает (return) площадь прямоугольника. Выводить ничего не нужно.',
        'def area(width, height):\n    pass\n',
        'assert "area" in globals(), "Функция area не найдена"\nassert area(3, 4) is not None, "Функция area должна вернуть площадь командой return, а она ничего не вернула"\nassert area(3, 4) == 12, "area(3, 4) должна вернуть 12, а вернула %r" % (area(3, 4),)\nassert area(10, 1) == 10, "area(10, 1) должна вернуть 10"\nassert area(0, 5) == 0, "area(0, 5) должна вернуть 0"',
        'def area(width, height):\n    return width * height\n',
        'def area(width, height):\n    print(width * height)\n',
      ),
    ],
  },
  {
    title: 'Рисуем черепашкой',
    theory:
      '# Черепашка на Python\n\n```python\nimport turtle\nt = turtle.Turtle()\nt.color("red")\nt.forward(100)\nt.left(90)\n```\n\n`forward` — вперёд, `left` и `right` — повороты, `color` — цвет, `begin_fill()` и `end_fill()` — заливка.',
    tasks: [
      task(
        'Квадрат',
        'Нарисуй черепашкой квадрат со стороной 100, начиная из центра: вперёд и поворот налево на 90 — четыре раза. Используй цикл for.',
        'import turtle\nt = turtle.Turtle()\n# нарисуй квадрат\n',
        squareCheck(100),
        'import turtle\nt = turtle.Turtle()\nfor i in range(4):\n    t.forward(100)\n    t.left(90)\n',
        'import turtle\nt = turtle.Turtle()\nfor i in range(3):\n    t.forward(100)\n    t.left(90)\n',
      ),
      task(
        'Разноцветная звезда',
        'Нарисуй пятиконечную звезду со стороной 150: пять раз вперёд на 150 и поворот направо на 144. Каждый луч рисуй своим цветом из списка colors.',
        'import turtle\nt = turtle.Turtle()\nt.speed(0)\ncolors = ["red", "orange", "gold", "green", "blue"]\n# нарисуй звезду\n',
        STAR_CHECK,
        'import turtle\nt = turtle.Turtle()\nt.speed(0)\ncolors = ["red", "orange", "gold", "green", "blue"]\nfor c in colors:\n    t.color(c)\n    t.forward(150)\n    t.right(144)\n',
        'import turtle\nt = turtle.Turtle()\nt.speed(0)\nfor i in range(5):\n    t.forward(150)\n    t.right(144)\n',
      ),
    ],
  },
];

/** Adds the practice module with its Python tasks to the Python course. */
export async function seedPythonTasks(em: EntityManager, course: Course): Promise<void> {
  const [moduleCount, lessonCount] = await Promise.all([em.count(CourseModule, { course }), em.count(Lesson, { course })]);
  const module = em.create(CourseModule, { course, moduleNumber: moduleCount + 1, title: PYTHON_PRACTICE_MODULE_TITLE });
  PYTHON_PRACTICE_LESSONS.forEach(({ title, theory, tasks }, i) => {
    const lesson = em.create(Lesson, { course, module, title, order: lessonCount + i + 1 });
    const plan: LessonPlan = { theory, tasks: tasks.map(({ wrong: _wrong, ...plan }) => plan) };
    seedLessonContent(em, lesson, plan);
  });
  await em.flush();
}
