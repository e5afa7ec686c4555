import { compareResults } from './compare';
import type { SqlRun } from './run';
import { describeSqlError, explainSqlError, sqlRefusal } from './errors';
import { TSql } from './texts';

const table = (columns: string[], rows: (string | number | null)[][], total?: number): SqlRun => ({ ok: true, columns, rows, ...(total ? { total } : {}) });
const pets = table(['name', 'age'], [['Мурка', 3], ['Шарик', 5], ['Кеша', 2]]);
const unordered = { ordered: false };
const ordered = { ordered: true };

describe('compareResults', () => {
  it('passes the same rows in any order when order does not matter', () => {
    const shuffled = table(['name', 'age'], [['Кеша', 2], ['Мурка', 3], ['Шарик', 5]]);
    expect(compareResults(pets, shuffled, unordered)).toEqual({ passed: true, message: TSql.check.passed });
  });

  it('asks for ORDER BY when the rows are right but the order is not', () => {
    const shuffled = table(['name', 'age'], [['Кеша', 2], ['Мурка', 3], ['Шарик', 5]]);
    expect(compareResults(pets, shuffled, ordered)).toEqual({ passed: false, message: 'Строки правильные, но порядок другой: отсортируй их (ORDER BY).' });
    expect(compareResults(pets, pets, ordered).passed).toBe(true);
  });

  it('does not compare column names: aliases are free', () => {
    expect(compareResults(pets, table(['Кличка', 'Возраст'], [['Мурка', 3], ['Шарик', 5], ['Кеша', 2]]), ordered).passed).toBe(true);
  });

  it('compares numbers within 1e-9, and a numeric text as its number', () => {
    const avg = table(['avg'], [[4.6]]);
    expect(compareResults(avg, table(['a'], [[4.6000000000001]]), unordered).passed).toBe(true);
    expect(compareResults(avg, table(['a'], [['4.6']]), unordered).passed).toBe(true);
    expect(compareResults(avg, table(['a'], [[4.61]]), unordered)).toEqual({ passed: false, message: 'Не хватает строки: 4.6' });
    expect(compareResults(table(['n'], [[0]]), table(['n'], [[null]]), unordered).passed).toBe(false);
  });

  it('counts the rows first', () => {
    const five = table(['name', 'age'], [['Мурка', 3], ['Шарик', 5], ['Кеша', 2], ['Барсик', 7], ['Рекс', 1]]);
    expect(compareResults(pets, five, unordered)).toEqual({ passed: false, message: 'Нужно вывести 3 строки, а запрос вывел 5.' });
    expect(compareResults(table(['n'], [[1]]), table(['n'], []), unordered).message).toBe('Нужно вывести 1 строку, а запрос вывел 0.');
    expect(compareResults(table(['n'], [], 0), table(['n'], [[1]], 1000), unordered).message).toBe('Нужно вывести 0 строк, а запрос вывел 1000.');
  });

  it('names a missing row, or an extra one', () => {
    const wrongAge = table(['name', 'age'], [['Мурка', 12], ['Шарик', 5], ['Кеша', 2]]);
    expect(compareResults(pets, wrongAge, unordered)).toEqual({ passed: false, message: 'Не хватает строки: Мурка | 3' });
    const twice = table(['name', 'age'], [['Мурка', 3], ['Мурка', 3], ['Кеша', 2]]);
    expect(compareResults(pets, twice, unordered).message).toBe('Не хватает строки: Шарик | 5');
    expect(compareResults(table(['n'], [[null]]), table(['n'], [['x']]), unordered).message).toBe('Не хватает строки: NULL');
  });

  it('counts the columns', () => {
    expect(compareResults(pets, table(['name', 'age', 'kind'], [['Мурка', 3, 'кошка'], ['Шарик', 5, 'собака'], ['Кеша', 2, 'попугай']]), unordered)).toEqual({
      passed: false,
      message: 'Нужно 2 столбца, а в ответе 3.',
    });
    expect(compareResults(table(['n'], [[1]]), pets, unordered).message).toBe('Нужно 1 столбец, а в ответе 2.');
  });

  it('gives the student’s SQL error as the message, and blames the task when the reference fails', () => {
    const error = explainSqlError('no such table: pet');
    expect(compareResults(pets, { ok: false, error }, unordered)).toEqual({ passed: false, message: describeSqlError(error) });
    expect(describeSqlError(error)).toBe('Таблицы pet нет в базе. Посмотри список таблиц.\nСообщение SQLite: no such table: pet');
    expect(compareResults(pets, { ok: false, error: sqlRefusal('tooLong') }, unordered).message).toBe(TSql.run.tooLong);
    expect(compareResults({ ok: false, error }, pets, unordered).message).toBe(TSql.check.referenceFailed(describeSqlError(error)));
  });
});
