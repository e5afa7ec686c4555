import { describeSqlError, explainSqlError } from './errors';
import { runSql } from './run';
import { TSql } from './texts';
import { loadSqlJs, PETS_SETUP } from './test-sql';

const sql = loadSqlJs();
const SETUP = `${PETS_SETUP}\nCREATE TABLE owners (id INTEGER PRIMARY KEY, name TEXT);`;
/** The explanation of what SQLite really says about a query. */
function explained(query: string) {
  const result = runSql(sql(), SETUP, query);
  if (result.ok) throw new Error(`${query} ran`);
  return result.error;
}

describe('SQLite errors explained to a child', () => {
  it.each([
    ['SELECT * FROM pet', TSql.errors.noSuchTable('pet')],
    ['SELECT nam FROM pets', TSql.errors.noSuchColumn('nam')],
    ['SELECT name FROM pets WHERE', TSql.errors.incomplete],
    ['SELECT name FROM pets WHERE name = (1', TSql.errors.incomplete],
    ['SELECT name, FROM pets', TSql.errors.syntaxNear('FROM')],
    ['SELEC name FROM pets', TSql.errors.syntaxNear('SELEC')],
    ['SELECT name FROM pets JOIN owners ON pets.id = owners.id', TSql.errors.ambiguousColumn('name')],
    ['SELECT kind FROM pets WHERE COUNT(*) > 1 GROUP BY kind', TSql.errors.misuseOfAggregate('COUNT')],
    ['SELECT lenght(name) FROM pets', TSql.errors.noSuchFunction('lenght')],
    ["SELECT name FROM pets WHERE name = 'Мурка", TSql.errors.unrecognizedToken(`"'Мурка"`)],
    ['SELECT name FROM pets UNION SELECT name, age FROM pets', TSql.errors.columnCountMismatch],
    ["INSERT INTO pets VALUES (1, 'Мурка', 'кошка', 3, 4.2); SELECT 1", TSql.errors.constraint],
  ])('%s', (query, message) => {
    const error = explained(query);
    expect(error.kind).toBe('query');
    expect(error.message).toBe(message);
    expect(error.original).not.toBe('');
    expect(describeSqlError(error)).toBe(`${message}\nСообщение SQLite: ${error.original}`);
  });

  it('keeps a text it does not know, with a general explanation', () => {
    expect(explainSqlError('database disk image is malformed')).toEqual({ kind: 'query', message: TSql.errors.unknown, original: 'database disk image is malformed' });
  });
});
