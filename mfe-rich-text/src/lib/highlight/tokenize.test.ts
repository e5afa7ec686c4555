import { tokenize } from './tokenize';

it('highlights keywords, strings, numbers and comments', () => {
  const tokens = tokenize('const a = "x"; // hi\nreturn 42', 'js');
  expect(tokens.find((t) => t.text === 'const')?.type).toBe('keyword');
  expect(tokens.find((t) => t.text === '"x"')?.type).toBe('string');
  expect(tokens.find((t) => t.text === '// hi')?.type).toBe('comment');
  expect(tokens.find((t) => t.text === '42')?.type).toBe('number');
  expect(tokens.map((t) => t.text).join('')).toBe('const a = "x"; // hi\nreturn 42');
});

it('python comments and keywords', () => {
  const tokens = tokenize('def f():\n    # note\n    return None', 'python');
  expect(tokens.find((t) => t.text === 'def')?.type).toBe('keyword');
  expect(tokens.find((t) => t.text === '# note')?.type).toBe('comment');
});
