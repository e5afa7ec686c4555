import { TaskType, WindowId } from '@school/contracts';
import { spaceMixLab, turtle } from '@school/game-engines';
import { jsonBlock, jsonNumber, jsonRepeat, jsonWorkspace } from '@school/game-engines/src/program/blocklyJsonBuilders';
import { GREETING_CHECK, squareCheck, TIMES_TABLE_CHECK } from './seed-python-checks';

/** A square of side 100: the reference drawing of the seeded Turtle task (its baseCheck). */
export const SQUARE_SOLUTION = jsonWorkspace([
  jsonRepeat(4, [
    jsonBlock('turtle_forward', { inputs: { DISTANCE: jsonNumber(100) } }),
    jsonBlock('turtle_turn_right', { inputs: { ANGLE: jsonNumber(90) } }),
  ]),
]);
const SQUARE_REFERENCE = turtle.createBaseCheck({}, SQUARE_SOLUTION);

/** Content of one seeded task: texts by window, an optional quiz and files. */
export interface TaskPlan {
  name: string;
  type: TaskType;
  optional?: boolean;
  autoCheck?: boolean;
  /** By window name: the spec's (WindowId) or one of the kind's `ownWindows`. */
  texts: Partial<Record<keyof typeof WindowId | (string & {}), string>>;
  quiz?: { question: string; answers: [string, boolean][] };
  files?: { name: string; url: string }[];
}

export interface LessonPlan {
  theory: string;
  resources?: { name: string; resourceType: string; url: string }[];
  tasks: TaskPlan[];
}

const json = (value: unknown) => JSON.stringify(value);

/** Lessons of 'Python: от черепашки до игр', in course order. */
export const PYTHON_LESSONS: LessonPlan[] = [
  {
    theory:
      '# Первая программа\n\nПрограмма — это список команд для компьютера. Команда `print` выводит текст на экран:\n\n```python\nprint("Привет, мир!")\n```\n\nТекст всегда пишут в кавычках.',
    resources: [{ name: 'Презентация урока', resourceType: 'Presentation', url: '/assets/lessons/python-1.pdf' }],
    tasks: [
      {
        name: 'Как компьютер понимает команды',
        type: TaskType.Video,
        texts: { description: 'Посмотри видео о том, как компьютер выполняет программу строчку за строчкой.' },
        files: [{ name: 'Видео урока', url: '/assets/lessons/python-1.mp4' }],
      },
      {
        name: 'Что выведет программа?',
        type: TaskType.Quiz,
        autoCheck: true,
        texts: { description: 'Выбери, что появится на экране.' },
        quiz: { question: 'Что выведет команда print(2 + 3)?', answers: [['2 + 3', false], ['5', true], ['23', false]] },
      },
      {
        name: 'Привет, мир!',
        type: TaskType.Python,
        autoCheck: true,
        texts: {
          description: 'Напиши программу, которая выводит на экран фразу «Привет, мир!».',
          pythonCode: '# Напиши свою программу ниже\n',
          pythonCheck: 'assert output.strip() == "Привет, мир!", "Программа должна вывести: Привет, мир!"',
          solution: 'print("Привет, мир!")',
        },
      },
    ],
  },
  {
    theory:
      '# Переменные и ввод\n\nПеременная — это коробка с именем, в которой хранится значение:\n\n```python\nname = input("Как тебя зовут? ")\nprint("Привет,", name)\n```\n\nИмя переменной начинается с буквы и не содержит пробелов.',
    tasks: [
      {
        name: 'Имя переменной',
        type: TaskType.Quiz,
        autoCheck: true,
        texts: { description: 'Вспомни правила: имя переменной **начинается с буквы** и не содержит пробелов, например `cat_count`.' },
        quiz: {
          question: 'Какое имя переменной записано правильно?',
          answers: [['2cats', false], ['my cat', false], ['cat_count', true], ['кот-1', false]],
        },
      },
      {
        name: 'Печатаем код',
        type: TaskType.Typing,
        autoCheck: true,
        texts: {
          description: 'Перепечатай программу без ошибок. Следи за кавычками и скобками.',
          typingText: 'name = input("Как тебя зовут? ")\nprint("Привет,", name)',
        },
      },
      {
        name: 'Что такое переменная',
        type: TaskType.PlainText,
        texts: {
          description:
            'Объясни своими словами, что такое переменная и зачем она нужна. Приведи пример из жизни. Учитель проверит ответ.',
          solution: 'Переменная хранит значение под именем, например счет в игре: score = 10.',
        },
      },
      {
        name: 'Приветствие',
        type: TaskType.Python,
        autoCheck: true,
        texts: {
          description: 'Спроси имя пользователя через input и выведи «Привет, <имя>!».',
          pythonCode: 'name = input()\n',
          pythonCheck: GREETING_CHECK,
          solution: 'name = input()\nprint("Привет, " + name + "!")',
        },
      },
      {
        name: 'Заполни пропуски',
        type: TaskType.FillQuiz,
        optional: true,
        autoCheck: true,
        texts: {
          description: 'Впиши пропущенные слова.',
          frontendConfig: json({ text: 'Команда [[print]] выводит текст, а команда [[input]] читает ввод с клавиатуры.' }),
        },
      },
    ],
  },
  {
    theory:
      '# Черепашья графика\n\nЧерепашка рисует, когда ползет: `forward(100)` — вперед на 100 шагов, `right(90)` — поворот направо на 90 градусов.',
    resources: [{ name: 'Видео урока', resourceType: '9', url: '/assets/lessons/turtle.mp4' }],
    tasks: [
      {
        name: 'Квадрат из блоков',
        type: TaskType.Blockly,
        autoCheck: true,
        texts: {
          description: 'Собери из блоков программу, которая рисует квадрат со стороной 100.',
          blocklyGameMap: json({
            game: 'Turtle',
            maximumBlocks: 10,
            toolbox: ['turtle_forward', 'turtle_turn_right', 'turtle_turn_left', 'controls_repeat_ext'],
            baseCheck: SQUARE_REFERENCE,
          }),
          blocksConfig: '1000',
        },
      },
      {
        name: 'Квадрат на Python',
        type: TaskType.Python,
        autoCheck: true,
        texts: {
          description: 'Нарисуй квадрат черепашкой: четыре раза вперед на 100 и поворот на 90.',
          pythonCode: 'from turtle import *\n',
          pythonCheck: squareCheck(100),
          solution: 'from turtle import *\nfor i in range(4):\n    forward(100)\n    right(90)',
        },
      },
      {
        name: 'Команды черепашки',
        type: TaskType.MatchQuiz,
        autoCheck: true,
        texts: {
          description: 'Соедини команду с тем, что она делает.',
          frontendConfig: json({
            pairs: [
              { left: 'forward(50)', right: 'Вперед на 50 шагов' },
              { left: 'left(90)', right: 'Поворот налево' },
              { left: 'penup()', right: 'Поднять перо' },
              { left: 'color("red")', right: 'Красный цвет' },
            ],
          }),
        },
      },
    ],
  },
  {
    theory: '# Цикл for\n\nЦикл повторяет команды несколько раз:\n\n```python\nfor i in range(3):\n    print("Ура!")\n```',
    tasks: [
      {
        name: 'Собери программу',
        type: TaskType.SortQuiz,
        autoCheck: true,
        texts: {
          description: 'Расставь строки так, чтобы программа вывела числа от 1 до 3.',
          frontendConfig: json({ items: ['for i in range(1, 4):', '    print(i)', 'print("Готово!")'] }),
        },
      },
      {
        name: 'Клавиатурный тренажер',
        type: TaskType.TypingTrainer,
        autoCheck: true,
        texts: { description: 'Напечатай строки тренажера.', typingText: 'фыва олдж фыва олдж\nfor i in range(10):' },
      },
      {
        name: 'Комикс о циклах',
        type: TaskType.Manga,
        texts: { description: 'Прочитай комикс о роботе, который повторяет команды.' },
        files: [
          { name: 'Страница 1', url: '/assets/lessons/loops-1.svg' },
          { name: 'Страница 2', url: '/assets/lessons/loops-2.svg' },
        ],
      },
      {
        name: 'Таблица умножения',
        type: TaskType.Python,
        autoCheck: true,
        texts: {
          description: 'Выведи таблицу умножения на 7: от 7 x 1 = 7 до 7 x 10 = 70.',
          pythonCheck: TIMES_TABLE_CHECK,
          solution: 'for i in range(1, 11):\n    print(f"7 x {i} = {7 * i}")',
        },
      },
    ],
  },
  {
    theory: '# Условия if\n\nУсловие выбирает, какие команды выполнить:\n\n```python\nif age >= 12:\n    print("Можно")\nelse:\n    print("Пока нельзя")\n```',
    tasks: [
      {
        name: 'Знаки сравнения',
        type: TaskType.StickyMatchQuiz,
        autoCheck: true,
        texts: {
          description: 'Приклей к каждому знаку его смысл.',
          frontendConfig: json({
            pairs: [
              { left: '==', right: 'равно' },
              { left: '!=', right: 'не равно' },
              { left: '>=', right: 'больше или равно' },
            ],
          }),
        },
      },
      {
        name: 'Блок-схема',
        type: TaskType.Files,
        texts: { description: 'Нарисуй блок-схему программы «Светофор» и загрузи фото рисунка.' },
      },
      {
        name: 'Мой алгоритм утра',
        type: TaskType.Writing,
        texts: { description: 'Опиши свое утро как алгоритм с условиями «если… то…». Не меньше пяти шагов.' },
      },
      {
        name: 'Спроси помощника',
        type: TaskType.AiChat,
        optional: true,
        texts: { description: 'Попроси ИИ-помощника придумать три задачи на условия и реши одну из них.' },
      },
    ],
  },
  {
    theory: '# Мини-игра «Угадай число»\n\nКомпьютер загадывает число, а игрок угадывает. Подсказки: «больше» или «меньше».',
    tasks: [
      {
        name: 'Игра в Scratch',
        type: TaskType.Scratch,
        texts: { description: 'Сделай в Scratch игру: кот загадывает число от 1 до 10 и говорит «больше» или «меньше».' },
      },
      {
        name: 'История в ScratchJr',
        type: TaskType.ScratchJr,
        optional: true,
        texts: { description: 'Собери в ScratchJr короткую историю о том, как герой угадывает число.' },
      },
      {
        name: 'Космическая лаборатория',
        type: TaskType.CustomGame,
        autoCheck: true,
        texts: {
          description: 'Смешай детали так, чтобы получился реактивный ранец.',
          blocklyGameMap: json({ game: 'SpaceMixLab', ...spaceMixLab.SPACE_MIX_LEVELS[0].config }),
        },
      },
      {
        name: 'Гонка слов',
        type: TaskType.TypingGame,
        autoCheck: true,
        texts: {
          description: 'Печатай слова и собирай монеты. Подсказка стоит 5 монет.',
          typingText: 'число больше меньше угадал попытка',
          frontendConfig: json({ coinsPerWord: 2, hintPrice: 5 }),
        },
      },
      {
        name: 'Угадай число',
        type: TaskType.CodeEditor,
        texts: {
          description: 'Напиши полную игру «Угадай число» с подсчетом попыток.',
          pythonCode: 'import random\nsecret = random.randint(1, 100)\n',
        },
      },
    ],
  },
];

/** Lessons of 'Веб-разработка: первый сайт'. */
export const WEB_LESSONS: LessonPlan[] = [
  {
    theory: '# Теги\n\nСтраница состоит из тегов: `<h1>` — заголовок, `<p>` — абзац.',
    tasks: [
      {
        name: 'Моя первая страница',
        type: TaskType.Frontend,
        autoCheck: true,
        texts: {
          description: 'Сделай страницу с заголовком «Мой сайт» и абзацем о себе.',
          htmlTemplate: '<!DOCTYPE html>\n<html>\n<body>\n\n</body>\n</html>',
          frontendCheck: 'return document.querySelector("h1")?.textContent.trim() === "Мой сайт" && !!document.querySelector("p");',
        },
      },
      {
        name: 'Какой тег?',
        type: TaskType.Quiz,
        autoCheck: true,
        texts: { description: 'Выбери правильный тег.' },
        quiz: { question: 'Какой тег делает главный заголовок?', answers: [['<p>', false], ['<h1>', true], ['<title>', false]] },
      },
    ],
  },
  {
    theory: '# Списки и ссылки\n\n`<ul>` — список, `<li>` — пункт, `<a href="...">` — ссылка.',
    tasks: [
      {
        name: 'Считаем на JS',
        type: TaskType.JS,
        autoCheck: true,
        texts: {
          description: 'Напиши функцию sum(a, b), которая возвращает сумму двух чисел.',
          jsTemplate: 'function sum(a, b) {\n  \n}',
          jsCheck: 'assert(sum(2, 3) === 5); assert(sum(-1, 1) === 0);',
          solution: 'function sum(a, b) {\n  return a + b;\n}',
        },
      },
      {
        name: 'Список любимых игр',
        type: TaskType.Frontend,
        autoCheck: true,
        texts: {
          description: 'Сделай список из трех любимых игр, каждая — ссылка.',
          frontendCheck: 'return document.querySelectorAll("ul li a").length >= 3;',
        },
      },
    ],
  },
  {
    theory: '# Цвета и шрифты\n\n`color` меняет цвет текста, `font-size` — размер.',
    tasks: [
      {
        name: 'Свойство цвета',
        type: TaskType.Quiz,
        autoCheck: true,
        texts: { description: 'Вспомни свойства CSS.' },
        quiz: { question: 'Какое свойство меняет цвет текста?', answers: [['color', true], ['background', false], ['font-color', false]] },
      },
    ],
  },
  {
    theory: '# Блоки и отступы\n\n`margin` — внешний отступ, `padding` — внутренний.',
    tasks: [
      {
        name: 'Разница отступов',
        type: TaskType.PlainText,
        texts: { description: 'Объясни, чем margin отличается от padding. Учитель проверит ответ.' },
      },
    ],
  },
];

/** The Funbox extra course. */
export const FUNBOX_COURSE = {
  title: 'Funbox: секреты клавиатуры',
  logoUrl: '/assets/course-web.svg',
  lessons: [
    {
      title: 'Слепая печать',
      plan: {
        theory: '# Слепая печать\n\nПальцы лежат на клавишах ФЫВА и ОЛДЖ.',
        tasks: [
          {
            name: 'Домашний ряд',
            type: TaskType.Typing,
            autoCheck: true,
            texts: { description: 'Напечатай строку домашнего ряда.', typingText: 'фыва олдж фыва олдж' },
          },
        ],
      } satisfies LessonPlan,
    },
  ],
};
