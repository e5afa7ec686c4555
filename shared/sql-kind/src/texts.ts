/** The SQL kind's Russian texts: the check's verdicts, SQL error explanations and the author's messages. */

/** A Russian count with its noun: 1 строку, 3 строки, 5 строк. */
export function countRu(n: number, one: string, few: string, many: string): string {
  const d10 = n % 10;
  const d100 = n % 100;
  const word = d10 === 1 && d100 !== 11 ? one : d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14) ? few : many;
  return `${n} ${word}`;
}

const rows = (n: number) => countRu(n, 'строку', 'строки', 'строк');
const columns = (n: number) => countRu(n, 'столбец', 'столбца', 'столбцов');

export const TSql = {
  /** The type's name wherever an author picks or sees a kind. */
  kindName: 'Запросы SQL',
  /** Verdicts of comparing the student's result with the reference query's. */
  check: {
    passed: 'Верно! Запрос вывел именно то, что нужно.',
    columnCount: (expected: number, actual: number) => `Нужно ${columns(expected)}, а в ответе ${actual}.`,
    rowCount: (expected: number, actual: number) => `Нужно вывести ${rows(expected)}, а запрос вывел ${actual}.`,
    missingRow: (row: string) => `Не хватает строки: ${row}`,
    extraRow: (row: string) => `Лишняя строка: ${row}`,
    wrongOrder: 'Строки правильные, но порядок другой: отсортируй их (ORDER BY).',
    /** The reference query itself failed: the author's task is broken, not the student's answer. */
    referenceFailed: (detail: string) => `Эталонный запрос задания не работает, сообщи учителю. (${detail})`,
    /** What an empty cell looks like in a message. */
    nullCell: 'NULL',
    emptyAnswer: 'Напиши запрос, прежде чем проверять.',
    /** The sandboxed process died on the query (memory): not an SQL error the child can read. */
    crashed: 'Проверка не справилась с этим запросом: он потребовал слишком много памяти. Упрости запрос и попробуй ещё раз.',
  },
  /** What running a query may end with besides a table. */
  run: {
    noResult: 'Запрос ничего не вывел: последней командой должен быть SELECT, который возвращает таблицу.',
    tooLong: 'Запрос выполнялся слишком долго и был остановлен. Проверь, нет ли в нём бесконечного повтора (WITH RECURSIVE без условия остановки).',
    tooManyRows: (limit: number) => `Запрос вывел слишком много строк: показаны первые ${limit}.`,
    forbidden: (keyword: string) => `Команду ${keyword} в заданиях использовать нельзя: работай только с таблицами задания (SELECT, а если нужно — INSERT, UPDATE, DELETE).`,
    setupFailed: (detail: string) => `Не получилось создать базу данных задания: ${detail}`,
  },
  /** SQLite's error texts explained to a child; the original text is kept beside each. */
  errors: {
    noSuchTable: (name: string) => `Таблицы ${name} нет в базе. Посмотри список таблиц.`,
    noSuchColumn: (name: string) => `Столбца ${name} нет в таблице. Проверь, как он называется, в списке таблиц.`,
    syntaxNear: (token: string) => `Ошибка в записи запроса рядом с «${token}». Проверь запятые, кавычки и порядок слов.`,
    incomplete: 'Запрос не закончен: похоже, не хватает закрывающей скобки, кавычки или части команды.',
    ambiguousColumn: (name: string) =>
      `Столбец ${name} есть в нескольких таблицах. Напиши, из какой он таблицы: например, pets.${name}.`,
    misuseOfAggregate: (name: string) =>
      `Функцию ${name}() нельзя использовать здесь. Условия на COUNT, SUM и другие такие функции пишут в HAVING, а не в WHERE.`,
    noSuchFunction: (name: string) => `Функции ${name} нет в SQLite. Проверь, как она пишется.`,
    unrecognizedToken: (token: string) => `Непонятный символ ${token}. Строки в SQL пишут в одинарных кавычках: 'Мурка'.`,
    columnCountMismatch: 'В частях запроса (UNION или INSERT) разное число столбцов.',
    readOnly: 'Запрос пытается изменить базу, а в этом задании нужно только читать: используй SELECT.',
    constraint: 'Такие данные нарушают правила таблицы (например, повторяется id).',
    tooManyTerms: 'Слишком длинный запрос.',
    outOfMemory: 'Запросу не хватило памяти: он строит слишком большие данные.',
    databaseFull: 'База данных переполнена: запрос пытается записать в неё слишком много.',
    unknown: 'В запросе ошибка.',
    /** How the original SQLite text is shown beside the explanation. */
    original: (text: string) => `Сообщение SQLite: ${text}`,
  },
  /** The offline tutor's hints after it explained what went wrong (services/aichat, without a language model). */
  tutor: {
    /** After an SQLite error: how a query is put together, to find the mistake. */
    queryHint: 'Подсказка: части запроса идут по порядку — SELECT столбцы FROM таблица, потом WHERE условие, GROUP BY, ORDER BY. Сверь названия таблиц и столбцов со схемой задания.',
    /** After a query that ran too long. */
    tooLongHint: 'Подсказка: убери WITH RECURSIVE или добавь условие, при котором повтор заканчивается (например, WHERE n < 10).',
  },
  /** The author's messages when the task's windows are not valid. */
  author: {
    checkBroken: 'Окно проверки SQL должно быть JSON вида {"ordered": false} (true, если порядок строк важен).',
    expectedBroken: 'Ожидаемые строки ("expected") — это список строк одинаковой длины, например [["Мурка", 3], ["Шарик", 5]] (не больше 500).',
    setupMissing: 'Добавь скрипт базы данных (CREATE TABLE … и INSERT …): без него запросу не с чем работать.',
  },
} as const;
