import type { EntityManager } from '@mikro-orm/core';
import { TaskType } from '@school/contracts';
import { Course, CourseModule, Lesson } from '../learning/entities';
import { seedLessonContent } from './seed-learning';
import type { LessonPlan } from './seed-learning-content';

export const WEB_PRACTICE_MODULE_TITLE = 'Практика: первый сайт';

const page = (body: string) => `<!DOCTYPE html>\n<html>\n<head>\n  <meta charset="utf-8">\n  <title>Мой сайт</title>\n</head>\n<body>\n${body}\n</body>\n</html>`;
const config = (tabs: string[], noOverlay = false) => JSON.stringify({ tabs, noOverlay });

/**
 * Real tasks of 'Веб-разработка: первый сайт' with checks (window 8 in the page check language, window 7 in
 * the JS harness) and a solution each passes (window 17: a whole page for Frontend, a program for JS) —
 * services/seed/seed-web.test.ts runs every check on its solution and on its starting point.
 */
export const WEB_PRACTICE_LESSONS: { title: string; plan: LessonPlan }[] = [
  {
    title: 'Страница, карточка и список',
    plan: {
      theory:
        '# Собираем страницу\n\nHTML описывает, что есть на странице, CSS — как это выглядит. Пиши HTML во вкладке «HTML», стили — во вкладке «CSS»: результат сразу появится справа.',
      tasks: [
        {
          name: 'Заголовок и абзац',
          type: TaskType.Frontend,
          autoCheck: true,
          texts: {
            description: 'Сделай страницу с заголовком первого уровня «Мой сайт» и абзацем, в котором ты рассказываешь о себе.',
            htmlTemplate: page('  <!-- Напиши заголовок h1 и абзац p -->\n'),
            frontendConfig: config(['HTML']),
            frontendCheck: '# Заголовок и абзац\nexists h1\ntext h1 = Мой сайт\nexists p\ntext p ~ я',
            solution: page('  <h1>Мой сайт</h1>\n  <p>Привет! Меня зовут Маша, я учусь делать сайты.</p>'),
          },
        },
        {
          name: 'Карточка',
          type: TaskType.Frontend,
          autoCheck: true,
          texts: {
            description:
              'Оформи карточку: у блока с классом card светло-жёлтый фон #fff3c4, внутренний отступ 16px и скруглённые углы (border-radius). Заголовок карточки h2 сделай синим (blue).',
            htmlTemplate: page('  <div class="card">\n    <h2>Котик</h2>\n    <p>Любит спать на клавиатуре.</p>\n  </div>'),
            cssTemplate: '.card {\n  \n}\n',
            frontendConfig: config(['HTML', 'CSS'], true),
            frontendCheck:
              'exists .card\nstyle .card background-color = #fff3c4\nstyle .card padding = 16px\nstyle .card border-radius\nstyle ".card h2" color = blue',
            solution: page(
              '  <style>\n    .card { background: #fff3c4; padding: 16px; border-radius: 12px; }\n    .card h2 { color: blue; }\n  </style>\n  <div class="card">\n    <h2>Котик</h2>\n    <p>Любит спать на клавиатуре.</p>\n  </div>',
            ),
          },
        },
        {
          name: 'Список любимых дел',
          type: TaskType.Frontend,
          autoCheck: true,
          texts: {
            description: 'Сделай маркированный список ul хотя бы из трёх пунктов li — твои любимые занятия. Над списком поставь заголовок h2 «Мои увлечения».',
            htmlTemplate: page(''),
            frontendConfig: config(['HTML', 'CSS']),
            frontendCheck: 'text h2 = Мои увлечения\nexists ul\ncount "ul li" >= 3',
            solution: page('  <h2>Мои увлечения</h2>\n  <ul>\n    <li>Рисовать</li>\n    <li>Читать</li>\n    <li>Программировать</li>\n  </ul>'),
          },
        },
      ],
    },
  },
  {
    title: 'Страница оживает',
    plan: {
      theory:
        '# JavaScript\n\nJavaScript делает страницу живой. `document.getElementById("id")` находит элемент, `addEventListener("click", ...)` запускает код по нажатию, а `textContent` меняет текст. `console.log` печатает в консоль.',
      tasks: [
        {
          name: 'Кнопка-приветствие',
          type: TaskType.Frontend,
          autoCheck: true,
          texts: {
            description: 'Когда нажимают кнопку «Поздороваться» (id="hello"), текст абзаца с id="message" должен стать «Привет, мир!».',
            htmlTemplate: page('  <button id="hello">Поздороваться</button>\n  <p id="message">Нажми на кнопку</p>'),
            jsTemplate: 'const button = document.getElementById("hello");\n',
            frontendConfig: config(['HTML', 'CSS', 'JS']),
            frontendCheck: 'text #message = Нажми на кнопку\nclick #hello\ntext #message = Привет, мир!',
            solution: page(
              '  <button id="hello">Поздороваться</button>\n  <p id="message">Нажми на кнопку</p>\n  <script>\n    document.getElementById("hello").addEventListener("click", () => {\n      document.getElementById("message").textContent = "Привет, мир!";\n    });\n  </script>',
            ),
          },
        },
        {
          name: 'Наибольшее из трёх',
          type: TaskType.JS,
          autoCheck: true,
          texts: {
            description: 'Напиши функцию max3(a, b, c), которая возвращает наибольшее из трёх чисел. Выведи в консоль max3(3, 7, 5).',
            jsTemplate: 'function max3(a, b, c) {\n  // твой код\n}\n\nconsole.log(max3(3, 7, 5));\n',
            jsCheck: [
              'assert(typeof max3 === "function", "Нужна функция max3");',
              'assert(max3(1, 2, 3) === 3, "max3(1, 2, 3) должно вернуть 3");',
              'assert(max3(9, 2, 3) === 9, "max3(9, 2, 3) должно вернуть 9");',
              'assert(max3(-5, -2, -9) === -2, "max3(-5, -2, -9) должно вернуть -2");',
              'assert(output.trim() === "7", "Программа должна вывести 7");',
            ].join('\n'),
            solution: 'function max3(a, b, c) {\n  return Math.max(a, b, c);\n}\n\nconsole.log(max3(3, 7, 5));\n',
          },
        },
        {
          name: 'Скриншот твоего сайта',
          type: TaskType.Files,
          texts: {
            description: 'Сделай снимок экрана своей страницы (PNG или JPG) или упакуй файлы сайта в ZIP и загрузи сюда. Учитель посмотрит и оценит.',
          },
        },
        {
          name: 'Обратный отсчёт',
          type: TaskType.JS,
          autoCheck: true,
          texts: {
            description: 'С помощью цикла выведи в консоль числа от 5 до 1 (каждое на своей строке), а потом слово «Старт!».',
            jsTemplate: '// Напиши цикл for здесь\n',
            jsCheck: 'assert(output === "5\\n4\\n3\\n2\\n1\\nСтарт!", "Должно получиться: 5, 4, 3, 2, 1 и «Старт!» — каждое на своей строке");',
            solution: 'for (let i = 5; i >= 1; i--) {\n  console.log(i);\n}\nconsole.log("Старт!");\n',
          },
        },
        {
          name: 'Код визитки',
          type: TaskType.CodeEditor,
          texts: {
            description: 'Напиши HTML-код визитки: имя, возраст и любимое дело. Учитель прочитает код.',
            frontendConfig: JSON.stringify({ language: 'html' }),
            pythonCode: '<!-- Твоя визитка -->\n',
          },
        },
      ],
    },
  },
];

/** Adds the practice module after the web course's last module and lesson. */
export async function seedWebTasks(em: EntityManager, course: Course): Promise<void> {
  const [moduleCount, lessonCount] = await Promise.all([em.count(CourseModule, { course }), em.count(Lesson, { course })]);
  const module = em.create(CourseModule, { course, moduleNumber: moduleCount + 1, title: WEB_PRACTICE_MODULE_TITLE });
  WEB_PRACTICE_LESSONS.forEach(({ title, plan }, i) => {
    const lesson = em.create(Lesson, { course, module, title, order: lessonCount + i + 1 });
    seedLessonContent(em, lesson, plan);
  });
  await em.flush();
}
