import { findKeyword } from './keywords';

it('finds congratulation words as whole words in any case', () => {
  expect(findKeyword('Ура! Всё получилось')).toEqual({ start: 0, end: 3 });
  expect(findKeyword('Ты молодец.')).toEqual({ start: 3, end: 10 });
  expect(findKeyword('ПОЗДРАВЛЯЮ с победой')).toEqual({ start: 0, end: 10 });
  expect(findKeyword('Congratulations, Anna')).toEqual({ start: 0, end: 15 });
});

it('ignores the same letters inside other words', () => {
  expect(findKeyword('культура и натура')).toBeNull();
  expect(findKeyword('молодецкий размах')).toBeNull();
  expect(findKeyword('bravos')).toBeNull();
  expect(findKeyword('обычный текст')).toBeNull();
});
