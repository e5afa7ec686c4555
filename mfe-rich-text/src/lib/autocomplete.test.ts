import { suggestCompletion } from './autocomplete';

it('suggests only for 4+ characters', () => {
  expect(suggestCompletion('alg')).toBeNull();
  expect(suggestCompletion('algo')).toBe('rithm');
  expect(suggestCompletion('Pyth')).toBe('on');
  expect(suggestCompletion('zzzz')).toBeNull();
});
