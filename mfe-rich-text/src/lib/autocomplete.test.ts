import { suggestCompletion } from './autocomplete';
import { AUTOCOMPLETE_WORDS } from './autocomplete-words';

it('suggests only for 4+ characters', () => {
  expect(suggestCompletion('alg')).toBeNull();
  expect(suggestCompletion('algo')).toBe('rithm');
  expect(suggestCompletion('Pyth')).toBe('on');
  expect(suggestCompletion('zzzz')).toBeNull();
});

it('prefers a word over its longer forms and never suggests an empty rest', () => {
  expect(suggestCompletion('absol')).toBe('ute');
  expect(suggestCompletion('absolute')).toBe('ly');
  expect(suggestCompletion('absolutely')).toBeNull();
});

it('has a dictionary of about 2000 distinct lowercase words of 5+ letters', () => {
  expect(AUTOCOMPLETE_WORDS.length).toBeGreaterThanOrEqual(1900);
  expect(AUTOCOMPLETE_WORDS.length).toBeLessThanOrEqual(2500);
  expect(new Set(AUTOCOMPLETE_WORDS).size).toBe(AUTOCOMPLETE_WORDS.length);
  for (const w of AUTOCOMPLETE_WORDS) expect(w).toMatch(/^[a-z]{5,}$/);
  expect([...AUTOCOMPLETE_WORDS].sort()).toEqual(AUTOCOMPLETE_WORDS);
});
