/** The SQL workspace's Russian texts (mfe-sql): buttons, labels and the author's window names. */

import { countRu } from './texts';

export const TSqlWorkspace = {
  run: 'Запустить',
  runHint: 'Ctrl+Enter — выполнить запрос',
  check: 'Проверить',
  /** The editor's accessible name when it holds the student's query. */
  queryLabel: (taskName: string) => `${taskName}: запрос SQL`,
  tables: {
    title: 'Таблицы базы данных',
    loading: 'Готовлю базу данных…',
    empty: 'В базе задания пока нет таблиц.',
    /** Summary line of one table: its name and size. */
    summary: (rows: number) => countRu(rows, 'строка', 'строки', 'строк'),
    columns: 'Столбцы',
    /** Under a preview cut short. */
    more: (shown: number, total: number) => `Показаны первые ${shown} из ${total}.`,
  },
  result: {
    title: 'Результат',
    empty: 'Нажми «Запустить», чтобы увидеть, что выводит запрос.',
    /** A query whose result has columns but no rows. */
    noRows: 'Запрос выполнился, но не нашёл ни одной строки.',
    rows: (n: number) => `${countRu(n, 'строка', 'строки', 'строк')} в ответе`,
    errorTitle: 'Запрос не выполнился',
    original: 'Сообщение SQLite',
  },
  engine: {
    loadFailed: 'Не получилось загрузить базу данных в браузере. Обнови страницу; если не поможет — сообщи учителю.',
  },
  nullCell: 'NULL',
  /** /edit: the four windows an author writes for an SQL task, each named. */
  author: {
    label: 'Что вы редактируете',
    starter: 'Заготовка для ученика',
    starterHint: 'С этого текста ученик начинает запрос (можно оставить комментарий «-- Напиши запрос здесь»).',
    setup: 'База данных',
    setupHint: 'Скрипт, который создаёт таблицы задания и заполняет их (CREATE TABLE … ; INSERT …). Ученик видит получившиеся таблицы.',
    solution: 'Решение',
    solutionHint: 'Эталонный запрос: пока ожидаемые строки не запомнены, проверка сравнивает с его результатом ответ ученика. «Проверить решение» прогоняет его через проверку сервера.',
    check: 'Проверка',
    checkHint: 'Как сравнивать результат ученика с эталоном. Ученик этого не видит.',
    ordered: 'Порядок строк важен (в задании нужна сортировка ORDER BY)',
    /** The rows window 20 may expect: the solution and students' answers are compared with them. */
    remember: 'Запомнить результат решения как ожидаемый',
    forget: 'Сравнивать с эталонным запросом',
    expectedRows: (n: number) => `Ожидается ${countRu(n, 'строка', 'строки', 'строк')}: с ними сравниваются и решение («Проверить решение»), и ответы учеников.`,
    noExpectedRows: 'Ответ ученика сравнивается с результатом решения. Запомните результат решения, чтобы «Проверить решение» сверяло решение с ним.',
    rememberFailed: 'Решение не выполнилось или вывело больше строк, чем можно запомнить: исправьте его и запустите.',
    orderedHint: 'Без галочки строки сравниваются в любом порядке.',
    /** The setup failed to build a database: shown above the tables in /edit. */
    setupBroken: 'Скрипт базы данных не выполнился',
  },
} as const;
