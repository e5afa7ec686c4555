/**
 * Programs children write for every seeded Python task: correct ones in different styles (the
 * check must accept them) and typical mistakes (the check must refuse them with a message that
 * names the mistake). services/seed/seed-python-cases.test.ts judges each in the check service.
 */
export interface ProgramCase {
  /** What makes this program different, in a few words (the test's name). */
  style: string;
  code: string;
}

export interface WrongCase extends ProgramCase {
  /** The refusal must say this (the check's own message or the catalogue's error text). */
  says: RegExp;
}

export interface TaskCases {
  right: ProgramCase[];
  wrong: WrongCase[];
}

const py = (...lines: string[]) => `${lines.join('\n')}\n`;

const SQUARE_CASES = (turtleStart: string): TaskCases => ({
  right: [
    { style: 'module functions, right turns', code: py('from turtle import *', 'for i in range(4):', '    forward(100)', '    right(90)') },
    { style: 'a Turtle object with another name, left turns', code: py('import turtle', 'bob = turtle.Turtle()', 'for side in range(4):', '    bob.forward(100)', '    bob.left(90)') },
    { style: 'green, pen size 3', code: py('from turtle import *', 'pensize(3)', 'color("green")', 'for i in range(4):', '    forward(100)', '    left(90)') },
    { style: 'a while loop, pen size 10, short names', code: py('import turtle', 't = turtle.Turtle()', 't.pensize(10)', 't.pencolor("red")', 'n = 0', 'while n < 4:', '    t.fd(100)', '    t.rt(90)', '    n += 1') },
    { style: 'four lines without a loop and an empty line at the end', code: py(turtleStart, 'forward(100)', 'left(90)', 'forward(100)', 'left(90)', 'forward(100)', 'left(90)', 'forward(100)', '') },
  ],
  wrong: [
    { style: 'a square of side 10', code: py('from turtle import *', 'for i in range(4):', '    forward(10)', '    right(90)'), says: /стороной 100.*10 на 10/ },
    { style: 'three sides (off by one)', code: py('import turtle', 't = turtle.Turtle()', 'for i in range(3):', '    t.forward(100)', '    t.left(90)'), says: /не замкнулся/ },
    { style: 'a rectangle 100 x 50', code: py('from turtle import *', 'for i in range(2):', '    forward(100)', '    left(90)', '    forward(50)', '    left(90)'), says: /100 на 50/ },
    { style: 'turns of 60 degrees', code: py('from turtle import *', 'for i in range(4):', '    forward(100)', '    left(60)'), says: /квадрат|Квадрат/ },
    { style: 'nothing drawn', code: py('import turtle', 't = turtle.Turtle()'), says: /ничего не нарисовала/ },
  ],
});

/** By task name, for every seeded Python task (practice module and demo course). */
export const PYTHON_TASK_CASES: Record<string, TaskCases> = {
  'Три строки': {
    right: [
      { style: 'three prints', code: py('print("Я учу Python")', 'print("Мне нравится программировать")', 'print("Пока!")') },
      { style: 'variables and an empty line at the end', code: py('a = "Я учу Python"', 'b = "Мне нравится программировать"', 'print(a)', 'print(b)', 'print("Пока!")', 'print()') },
      { style: 'concatenation and f-string', code: py('lang = "Python"', 'word = "программировать"', 'print("Я учу " + lang)', 'print(f"Мне нравится {word}")', "print('Пока!')") },
      { style: 'commas in print', code: py('print("Я учу", "Python")', 'print("Мне", "нравится", "программировать")', 'print("Пока!")') },
    ],
    wrong: [
      { style: 'a missing line', code: py('print("Я учу Python")', 'print("Пока!")'), says: /ровно три строки.*2/ },
      { style: 'a typo in the first line', code: py('print("Я учу питон")', 'print("Мне нравится программировать")', 'print("Пока!")'), says: /Первая строка должна быть: Я учу Python/ },
      { style: 'everything on one line', code: py('print("Я учу Python", "Мне нравится программировать", "Пока!")'), says: /ровно три строки.*1/ },
      { style: 'nothing printed', code: py('# Напиши три команды print'), says: /ничего не вывела/ },
    ],
  },
  'Коробка конфет': {
    right: [
      { style: 'integer division', code: py('candies = 24', 'friends = 6', 'print(candies // friends)') },
      { style: 'true division (4.0)', code: py('candies = 24', 'friends = 6', 'print(candies / friends)') },
      { style: 'a variable of its own and an empty line', code: py('candies = 24', 'friends = 6', 'each = int(candies / friends)', 'print(each)', 'print()') },
    ],
    wrong: [
      { style: 'multiplied', code: py('candies = 24', 'friends = 6', 'print(candies * friends)'), says: /4 конфеты/ },
      { style: 'divided the other way', code: py('candies = 24', 'friends = 6', 'print(friends // candies)'), says: /4 конфеты/ },
      { style: 'variables deleted', code: py('print(24 // 6)'), says: /Не удаляй переменные/ },
    ],
  },
  'Сумма двух чисел': {
    right: [
      { style: 'plain', code: py('a = int(input())', 'b = int(input())', 'print(a + b)') },
      { style: 'prompts in input and an f-string', code: py('a = int(input("Первое число: "))', 'b = int(input("Второе число: "))', 'print(f"Сумма: {a + b}")') },
      { style: 'commas in print, other names', code: py('x = int(input())', 'y = int(input())', 's = x + y', 'print(x, "+", y, "=", s)') },
    ],
    wrong: [
      { style: 'prints both numbers', code: py('a = int(input())', 'b = int(input())', 'print(a, b)'), says: /должна вывести 42/ },
      { style: 'texts glued instead of numbers added', code: py('a = input()', 'b = input()', 'print(a + b)'), says: /должна вывести 42/ },
      { style: 'always 42', code: py('print(42)'), says: /-5 и 5.*0/ },
      { style: 'the second number never read', code: py('a = int(input())', 'print(a + b)'), says: /строке 2.*не знает такого имени/ },
    ],
  },
  'Чётное или нечётное': {
    right: [
      { style: 'if/else', code: py('n = int(input())', 'if n % 2 == 0:', '    print("чётное")', 'else:', '    print("нечётное")') },
      { style: 'capital letters, е instead of ё, a prompt', code: py('n = int(input("Введи число: "))', 'if n % 2 == 1:', '    print("Нечетное")', 'else:', '    print("Четное")') },
      { style: 'a sentence and "не чётное"', code: py('n = int(input())', 'if n % 2:', '    print(f"Число {n} не чётное")', 'else:', '    print(f"Число {n} чётное!")') },
    ],
    wrong: [
      { style: 'always чётное', code: py('n = int(input())', 'print("чётное")'), says: /числа 7.*нечётное/ },
      { style: 'the condition turned round', code: py('n = int(input())', 'if n % 2 == 1:', '    print("чётное")', 'else:', '    print("нечётное")'), says: /числа 10.*чётное/ },
      { style: 'zero taken for odd', code: py('n = int(input())', 'if n > 0 and n % 2 == 0:', '    print("чётное")', 'else:', '    print("нечётное")'), says: /Ноль/ },
    ],
  },
  'Обратный отсчёт': {
    right: [
      { style: 'for with a step of -1', code: py('for i in range(10, 0, -1):', '    print(i)', 'print("Старт!")') },
      { style: 'while and an empty line at the end', code: py('n = 10', 'while n > 0:', '    print(n)', '    n = n - 1', 'print("Старт!")', 'print()') },
      { style: 'subtraction from 10 and concatenation', code: py('for k in range(10):', '    print(str(10 - k))', 'print("Ст" + "арт!")') },
    ],
    wrong: [
      { style: 'counts up', code: py('for i in range(1, 11):', '    print(i)', 'print("Старт!")'), says: /начинается с 10/ },
      { style: 'stops at 2 (off by one)', code: py('for i in range(10, 1, -1):', '    print(i)', 'print("Старт!")'), says: /Последнее число.*1/ },
      { style: 'goes down to 0', code: py('for i in range(10, -1, -1):', '    print(i)', 'print("Старт!")'), says: /Последнее число.*1/ },
      { style: 'no Старт!', code: py('for i in range(10, 0, -1):', '    print(i)'), says: /Старт!/ },
    ],
  },
  'Функция площади': {
    right: [
      { style: 'return', code: py('def area(width, height):', '    return width * height') },
      { style: 'other parameter names and a variable', code: py('def area(a, b):', '    s = a * b', '    return s') },
      { style: 'prints as well and calls itself in a test', code: py('def area(width, height):', '    result = width * height', '    print("Площадь:", result)', '    return result', '', 'print(area(2, 5))') },
    ],
    wrong: [
      { style: 'print instead of return', code: py('def area(width, height):', '    print(width * height)'), says: /return/ },
      { style: 'adds the sides', code: py('def area(width, height):', '    return width + height'), says: /area\(3, 4\) должна вернуть 12, а вернула 7/ },
      { style: 'a square of the width', code: py('def area(width, height):', '    return width * width'), says: /area\(3, 4\) должна вернуть 12, а вернула 9/ },
      { style: 'another name', code: py('def square(width, height):', '    return width * height'), says: /Функция area не найдена/ },
    ],
  },
  Квадрат: SQUARE_CASES('from turtle import *'),
  'Разноцветная звезда': {
    right: [
      { style: 'for over the colours', code: py('import turtle', 't = turtle.Turtle()', 't.speed(0)', 'colors = ["red", "orange", "gold", "green", "blue"]', 'for c in colors:', '    t.color(c)', '    t.forward(150)', '    t.right(144)') },
      { style: 'module functions, index, pen size 4', code: py('from turtle import *', 'colors = ["red", "orange", "gold", "green", "blue"]', 'pensize(4)', 'for i in range(5):', '    pencolor(colors[i])', '    forward(150)', '    right(144)') },
      { style: 'while and its own colours', code: py('import turtle', 'star = turtle.Turtle()', 'colors = ["purple", "pink", "cyan", "black", "brown"]', 'i = 0', 'while i < 5:', '    star.pencolor(colors[i])', '    star.fd(150)', '    star.rt(144)', '    i += 1') },
    ],
    wrong: [
      { style: 'one colour', code: py('import turtle', 't = turtle.Turtle()', 'for i in range(5):', '    t.forward(150)', '    t.right(144)'), says: /своего цвета/ },
      { style: 'side 100', code: py('import turtle', 't = turtle.Turtle()', 'colors = ["red", "orange", "gold", "green", "blue"]', 'for c in colors:', '    t.color(c)', '    t.forward(100)', '    t.right(144)'), says: /150.*144/ },
      { style: 'a pentagon (72 degrees)', code: py('import turtle', 't = turtle.Turtle()', 'colors = ["red", "orange", "gold", "green", "blue"]', 'for c in colors:', '    t.color(c)', '    t.forward(150)', '    t.right(72)'), says: /150.*144/ },
      { style: 'four rays (off by one)', code: py('import turtle', 't = turtle.Turtle()', 'colors = ["red", "orange", "gold", "green", "blue"]', 'for c in colors[:4]:', '    t.color(c)', '    t.forward(150)', '    t.right(144)'), says: /своего цвета/ },
    ],
  },
  'Привет, мир!': {
    right: [
      { style: 'one print', code: py('print("Привет, мир!")') },
      { style: 'commas in print', code: py('print("Привет,", "мир!")') },
      { style: 'a variable, concatenation and an empty line', code: py('hello = "Привет, "', 'print(hello + "мир!")', 'print()') },
      { style: 'an f-string with single quotes', code: py("who = 'мир'", "print(f'Привет, {who}!')") },
    ],
    wrong: [
      { style: 'no exclamation mark', code: py('print("Привет, мир")'), says: /Привет, мир!/ },
      { style: 'in English', code: py('print("Hello, world!")'), says: /Привет, мир!/ },
      { style: 'printed twice', code: py('print("Привет, мир!")', 'print("Привет, мир!")'), says: /Привет, мир!/ },
      { style: 'no quotes', code: py('print(Привет)'), says: /строке 1.*не знает такого имени/ },
    ],
  },
  Приветствие: {
    right: [
      { style: 'concatenation', code: py('name = input()', 'print("Привет, " + name + "!")') },
      { style: 'a prompt and an f-string', code: py('name = input("Как тебя зовут? ")', 'print(f"Привет, {name}!")') },
      { style: 'commas in print (a space before !)', code: py('imya = input()', 'print("Привет,", imya, "!")') },
      { style: 'sep="" and an empty line', code: py('name = input()', 'print("Привет, ", name, "!", sep="")', 'print()') },
    ],
    wrong: [
      { style: 'the name written in', code: py('name = input()', 'print("Привет, Маша!")'), says: /Петя/ },
      { style: 'the variable name in quotes', code: py('name = input()', 'print("Привет, name!")'), says: /Маша/ },
      { style: 'only the name', code: py('name = input()', 'print(name)'), says: /Привет, Маша!/ },
    ],
  },
  'Квадрат на Python': SQUARE_CASES('import turtle\nfrom turtle import *'),
  'Таблица умножения': {
    right: [
      { style: 'f-string', code: py('for i in range(1, 11):', '    print(f"7 x {i} = {7 * i}")') },
      { style: 'commas in print and while', code: py('i = 1', 'while i <= 10:', '    print(7, "x", i, "=", 7 * i)', '    i += 1') },
      { style: 'concatenation, Cyrillic х, no spaces, an empty line', code: py('for n in range(10):', '    print("7х" + str(n + 1) + "=" + str(7 * (n + 1)))', 'print()') },
      { style: 'an asterisk', code: py('for i in range(1, 11):', '    print("7 * %d = %d" % (i, 7 * i))') },
    ],
    wrong: [
      { style: 'starts at 7 x 0', code: py('for i in range(0, 11):', '    print(f"7 x {i} = {7 * i}")'), says: /начинаться со строки 7 x 1 = 7.*7 x 0 = 0/ },
      { style: 'stops at 7 x 9 (off by one)', code: py('for i in range(1, 10):', '    print(f"7 x {i} = {7 * i}")'), says: /Не хватает строк.*9/ },
      { style: 'adds instead of multiplying', code: py('for i in range(1, 11):', '    print(f"7 x {i} = {7 + i}")'), says: /7 x 1 = 8/ },
      { style: 'goes on to 7 x 11', code: py('for i in range(1, 12):', '    print(f"7 x {i} = {7 * i}")'), says: /Лишние строки/ },
      { style: 'the table of 8', code: py('for i in range(1, 11):', '    print(f"8 x {i} = {8 * i}")'), says: /8 x 1 = 8/ },
    ],
  },
};
