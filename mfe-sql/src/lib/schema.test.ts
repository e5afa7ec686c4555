import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { completionSchema, PREVIEW_ROWS, readSchema } from './schema';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

const SETUP = [
  'CREATE TABLE owners (id INTEGER PRIMARY KEY, name TEXT NOT NULL);',
  'CREATE TABLE "pets list" (id INTEGER, name TEXT, owner_id INTEGER, note);',
  "INSERT INTO owners VALUES (1, 'Маша'), (2, 'Петя');",
  ...Array.from({ length: 12 }, (_, i) => `INSERT INTO "pets list" VALUES (${i + 1}, 'питомец ${i + 1}', 1, NULL);`),
].join('\n');

describe('readSchema', () => {
  it('lists the tables in creation order with their columns, size and first rows', () => {
    const read = readSchema(SQL, SETUP);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.tables.map((t) => t.name)).toEqual(['owners', 'pets list']);
    const [owners, pets] = read.tables;
    expect(owners.columns).toEqual([
      { name: 'id', type: 'INTEGER' },
      { name: 'name', type: 'TEXT' },
    ]);
    expect(owners.rows).toEqual([
      [1, 'Маша'],
      [2, 'Петя'],
    ]);
    expect(owners.rowCount).toBe(2);
    // A quoted name with a space, a column without a type, NULLs, more rows than the preview keeps.
    expect(pets.columns.map((c) => c.type)).toEqual(['INTEGER', 'TEXT', 'INTEGER', '']);
    expect(pets.rows).toHaveLength(PREVIEW_ROWS);
    expect(pets.rows[0]).toEqual([1, 'питомец 1', 1, null]);
    expect(pets.rowCount).toBe(12);
    expect(completionSchema(read.tables)).toEqual({ owners: ['id', 'name'], 'pets list': ['id', 'name', 'owner_id', 'note'] });
  });

  it('explains a broken setup in Russian, keeping SQLite’s words', () => {
    const read = readSchema(SQL, 'CREATE TABLE pets (id INTEGER;');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.kind).toBe('setup');
    expect(read.error.message).toMatch(/базу данных задания/);
    expect(read.error.original).toMatch(/syntax error/);
  });

  it('an empty setup has no tables', () => {
    expect(readSchema(SQL, '')).toEqual({ ok: true, tables: [] });
  });
});
