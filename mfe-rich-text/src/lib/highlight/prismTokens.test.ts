import { highlightTokens } from './prismTokens';

const typeOf = (tokens: ReturnType<typeof highlightTokens>, text: string) => tokens.find((t) => t.text === text)?.type;

describe('code highlighting with Prism (spec 2.7, 9)', () => {
  it('highlights keywords, strings, numbers and comments and keeps every character', () => {
    const code = 'const a = "x"; // hi\nreturn 42';
    const tokens = highlightTokens(code, 'javascript');
    expect(typeOf(tokens, 'const')).toBe('keyword');
    expect(typeOf(tokens, '"x"')).toBe('string');
    expect(typeOf(tokens, '// hi')).toBe('comment');
    expect(typeOf(tokens, '42')).toBe('number');
    expect(tokens.map((t) => t.text).join('')).toBe(code);
  });

  it('knows the languages offered for a code block, and their short names', () => {
    expect(typeOf(highlightTokens('def f():\n    # note\n    return None', 'python'), 'def')).toBe('keyword');
    expect(typeOf(highlightTokens('# note', 'py'), '# note')).toBe('comment');
    expect(typeOf(highlightTokens('let n: number = 1', 'typescript'), 'number')).toBe('builtin');
    expect(typeOf(highlightTokens('<a href="x">t</a>', 'html'), 'href')).toBe('attr-name');
    expect(typeOf(highlightTokens('a { color: red; }', 'css'), 'color')).toBe('property');
    expect(typeOf(highlightTokens('{"a": 1}', 'json'), '"a"')).toBe('property');
    expect(typeOf(highlightTokens('SELECT a FROM t', 'sql'), 'SELECT')).toBe('keyword');
    expect(highlightTokens('# Title', 'markdown')).toEqual([{ type: 'punctuation', text: '#' }, { type: 'title', text: ' Title' }]);
  });

  it('leaves an unknown or missing language as plain text', () => {
    expect(highlightTokens('x = 1', 'brainfuck')).toEqual([{ type: null, text: 'x = 1' }]);
    expect(highlightTokens('x = 1', undefined)).toEqual([{ type: null, text: 'x = 1' }]);
    expect(highlightTokens('', 'javascript')).toEqual([]);
  });
});
