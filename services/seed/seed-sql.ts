import type { EntityManager } from '@mikro-orm/core';
import { SQL_TASK_TYPE } from '@school/sql-kind';
import { Course, CourseModule, Lesson } from '../learning/entities';
import { seedLessonContent } from './seed-learning';
import type { TaskPlan } from './seed-learning-content';
import type { KindSeed } from './kind-seed';

export const SQL_MODULE_TITLE = 'Практика: базы данных';
export const SQL_LESSON_TITLE = 'Базы данных: первые запросы';

/** The school club's pets and their owners: one small database every task of the lesson reads. */
export const PETS_DATABASE = [
  'CREATE TABLE owners (',
  '  id INTEGER PRIMARY KEY,',
  '  name TEXT NOT NULL,',
  '  grade INTEGER',
  ');',
  'CREATE TABLE pets (',
  '  id INTEGER PRIMARY KEY,',
  '  name TEXT NOT NULL,',
  '  kind TEXT NOT NULL,',
  '  age INTEGER,',
  '  owner_id INTEGER REFERENCES owners(id)',
  ');',
  "INSERT INTO owners (id, name, grade) VALUES (1, 'Маша', 5), (2, 'Петя', 6), (3, 'Аня', 5), (4, 'Костя', 7);",
  'INSERT INTO pets (id, name, kind, age, owner_id) VALUES',
  "  (1, 'Мурка', 'кошка', 3, 1),",
  "  (2, 'Шарик', 'собака', 5, 2),",
  "  (3, 'Кеша', 'попугай', 6, 3),",
  "  (4, 'Барсик', 'кошка', 8, 1),",
  "  (5, 'Снежок', 'кролик', 1, 4),",
  "  (6, 'Рекс', 'собака', 4, 2),",
  "  (7, 'Пушинка', 'хомяк', 2, 3),",
  "  (8, 'Тишка', 'кошка', 7, 4);",
].join('\n');

const STARTER = '-- Напиши запрос здесь\n';

/** A seeded SQL task with the queries children write: right ones in other styles, and typical wrong ones with the check's message. */
export interface SqlPracticeTask extends TaskPlan {
  right: string[];
  wrong: { query: string; message: string }[];
}

const task = (name: string, description: string, solution: string, ordered: boolean, right: string[], wrong: SqlPracticeTask['wrong']): SqlPracticeTask => ({
  name,
  type: SQL_TASK_TYPE,
  autoCheck: true,
  texts: { description, sqlQuery: STARTER, sqlSetup: PETS_DATABASE, sqlCheck: JSON.stringify({ ordered }), solution },
  right,
  wrong,
});

/**
 * The lesson «Базы данных: первые запросы»: window 1 (task), 18 (the starter), 19 (the database), 20
 * (whether the order of rows matters), 17 (the reference query). services/seed/seed-sql.test.ts runs
 * each reference, the right queries and the wrong ones in the check service.
 */
export const SQL_LESSON: { theory: string; tasks: SqlPracticeTask[] } = {
  theory: [
    '# Базы данных: первые запросы',
    '',
    'База данных хранит сведения в **таблицах**: у каждой таблицы есть столбцы (имя, вид, возраст…) и строки — по одной на каждого питомца.',
    'Чтобы спросить базу, пишут **запрос** на языке SQL:',
    '',
    '```sql',
    'SELECT name, age        -- какие столбцы показать',
    'FROM pets               -- из какой таблицы',
    "WHERE kind = 'кошка'    -- какие строки оставить",
    'ORDER BY age;           -- в каком порядке',
    '```',
    '',
    'В нашем клубе две таблицы: `pets` (питомцы) и `owners` (их хозяева). Их столбцы видны рядом с редактором.',
  ].join('\n'),
  tasks: [
    task(
      'Все питомцы клуба',
      'Выведи всю таблицу pets: все столбцы и все строки.',
      'SELECT * FROM pets;',
      false,
      ['select * from pets', 'SELECT id, name, kind, age, owner_id FROM pets;', 'SELECT p.* FROM pets AS p ORDER BY name DESC;'],
      [
        { query: 'SELECT name FROM pets;', message: 'Нужно 5 столбцов, а в ответе 1.' },
        { query: 'SELECT * FROM pet;', message: 'Таблицы pet нет в базе. Посмотри список таблиц.\nСообщение SQLite: no such table: pet' },
        { query: 'SELECT * FROM pets WHERE age > 2;', message: 'Нужно вывести 8 строк, а запрос вывел 6.' },
        { query: 'SELECT * FROM owners;', message: 'Нужно 5 столбцов, а в ответе 3.' },
      ],
    ),
    task(
      'Только кошки',
      'Выведи клички (столбец name) всех кошек клуба. Вид питомца записан в столбце kind.',
      "SELECT name FROM pets WHERE kind = 'кошка';",
      false,
      ["select name from pets where kind='кошка'", "SELECT name AS кличка FROM pets WHERE kind IN ('кошка') ORDER BY name;", "SELECT name FROM pets WHERE kind LIKE 'кошка';"],
      [
        { query: "SELECT name FROM pets WHERE kind = 'кот';", message: 'Нужно вывести 3 строки, а запрос вывел 0.' },
        { query: "SELECT * FROM pets WHERE kind = 'кошка';", message: 'Нужно 1 столбец, а в ответе 5.' },
        {
          query: 'SELECT name FROM pets WHERE kind = кошка;',
          message: 'Столбца кошка нет в таблице. Проверь, как он называется, в списке таблиц.\nСообщение SQLite: no such column: кошка',
        },
        { query: "SELECT name FROM pets WHERE kind = 'собака';", message: 'Нужно вывести 3 строки, а запрос вывел 2.' },
      ],
    ),
    task(
      'От младших к старшим',
      'Выведи кличку (name) и возраст (age) каждого питомца — от самого младшего к самому старшему.',
      'SELECT name, age FROM pets ORDER BY age;',
      true,
      ['SELECT name, age FROM pets ORDER BY age ASC;', 'select name as Имя, age as Возраст from pets order by 2', 'SELECT name, age FROM pets ORDER BY -age DESC;'],
      [
        { query: 'SELECT name, age FROM pets;', message: 'Строки правильные, но порядок другой: отсортируй их (ORDER BY).' },
        { query: 'SELECT name, age FROM pets ORDER BY age DESC;', message: 'Строки правильные, но порядок другой: отсортируй их (ORDER BY).' },
        { query: 'SELECT name FROM pets ORDER BY age;', message: 'Нужно 2 столбца, а в ответе 1.' },
        {
          query: 'SELECT name, age FROM pets ORDER age;',
          message: 'Ошибка в записи запроса рядом с «age». Проверь запятые, кавычки и порядок слов.\nСообщение SQLite: near "age": syntax error',
        },
      ],
    ),
    task(
      'Сколько каких зверей',
      'Посчитай, сколько в клубе питомцев каждого вида: выведи вид (kind) и число питомцев этого вида. Подсказка: GROUP BY и COUNT.',
      'SELECT kind, COUNT(*) FROM pets GROUP BY kind;',
      false,
      ['SELECT kind AS вид, COUNT(id) AS сколько FROM pets GROUP BY kind ORDER BY 2 DESC;', 'select kind, count(name) from pets group by 1', 'SELECT kind, SUM(1) FROM pets GROUP BY kind;'],
      [
        { query: 'SELECT COUNT(*) FROM pets;', message: 'Нужно 2 столбца, а в ответе 1.' },
        { query: 'SELECT kind, COUNT(*) FROM pets;', message: 'Нужно вывести 5 строк, а запрос вывел 1.' },
        { query: 'SELECT kind, COUNT(*) FROM pets GROUP BY name;', message: 'Нужно вывести 5 строк, а запрос вывел 8.' },
        {
          query: 'SELECT kind, COUNT(*) FROM pets WHERE COUNT(*) > 0 GROUP BY kind;',
          message:
            'Функцию COUNT() нельзя использовать здесь. Условия на COUNT, SUM и другие такие функции пишут в HAVING, а не в WHERE.\nСообщение SQLite: misuse of aggregate: COUNT()',
        },
      ],
    ),
    task(
      'Питомцы и хозяева',
      'Выведи для каждого питомца его кличку и имя его хозяина. Хозяин записан в столбце owner_id таблицы pets — это id из таблицы owners. Подсказка: JOIN.',
      'SELECT pets.name, owners.name FROM pets JOIN owners ON pets.owner_id = owners.id;',
      false,
      [
        'SELECT p.name, o.name FROM pets p, owners o WHERE p.owner_id = o.id;',
        'SELECT p.name AS питомец, o.name AS хозяин FROM owners o INNER JOIN pets p ON o.id = p.owner_id ORDER BY o.name;',
        'select pets.name, (select owners.name from owners where owners.id = pets.owner_id) from pets',
      ],
      [
        { query: 'SELECT pets.name, owners.name FROM pets, owners;', message: 'Нужно вывести 8 строк, а запрос вывел 32.' },
        { query: 'SELECT pets.name, owners.name FROM pets JOIN owners ON pets.id = owners.id;', message: 'Нужно вывести 8 строк, а запрос вывел 4.' },
        { query: 'SELECT owners.name, pets.name FROM pets JOIN owners ON pets.owner_id = owners.id;', message: 'Не хватает строки: Мурка | Маша' },
        {
          query: 'SELECT name, name FROM pets JOIN owners ON pets.owner_id = owners.id;',
          message:
            'Столбец name есть в нескольких таблицах. Напиши, из какой он таблицы: например, pets.name.\nСообщение SQLite: ambiguous column name: name',
        },
      ],
    ),
  ],
};

/** Adds the databases module with its lesson after the course's last module and lesson. */
export async function seedSqlLesson(em: EntityManager, course: Course): Promise<void> {
  const [moduleCount, lessonCount] = await Promise.all([em.count(CourseModule, { course }), em.count(Lesson, { course })]);
  const module = em.create(CourseModule, { course, moduleNumber: moduleCount + 1, title: SQL_MODULE_TITLE });
  const lesson = em.create(Lesson, { course, module, title: SQL_LESSON_TITLE, order: lessonCount + 1 });
  seedLessonContent(em, lesson, { theory: SQL_LESSON.theory, tasks: SQL_LESSON.tasks });
  await em.flush();
}

/** The SQL kind's demo seed (its package's "schoolTaskKind".seed): the lesson in the programming course. */
const seedSqlKind: KindSeed = (em, school) => seedSqlLesson(em, school.courses[0]);
export default seedSqlKind;
