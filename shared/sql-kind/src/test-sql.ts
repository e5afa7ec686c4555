import initSqlJs, { type SqlJsStatic } from 'sql.js';

/** sql.js as Node loads it (its wasm beside its script), once per test file. */
export function loadSqlJs(): () => SqlJsStatic {
  let SQL: SqlJsStatic;
  beforeAll(async () => {
    SQL = await initSqlJs();
  });
  return () => SQL;
}

/** The pets of a school club: a small database the tests share. */
export const PETS_SETUP = [
  'CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT, kind TEXT, age INTEGER, weight REAL);',
  "INSERT INTO pets VALUES (1, 'Мурка', 'кошка', 3, 4.2), (2, 'Шарик', 'собака', 5, 12.5), (3, 'Кеша', 'попугай', 2, 0.1), (4, 'Барсик', 'кошка', 7, 5.0);",
].join('\n');
