/** A small regex tokenizer for code-block highlighting (no Prism in this build). */
export type TokenType = 'comment' | 'string' | 'number' | 'keyword' | 'function' | 'tag' | 'attr' | 'operator' | 'punctuation' | 'plain';
export interface Token {
  type: TokenType;
  text: string;
}

const KEYWORDS: Record<string, string[]> = {
  js: 'async await break case catch class const continue default delete do else export extends false finally for from function if import in instanceof let new null of return static super switch this throw true try typeof undefined var void while yield'.split(' '),
  python: 'and as assert async await break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return True try while with yield print range len'.split(' '),
  css: [],
  sql: 'select from where insert into values update set delete create table and or not null order by group having join left right inner on as limit'.split(' '),
};
const ALIASES: Record<string, string> = {
  javascript: 'js', typescript: 'js', ts: 'js', tsx: 'js', jsx: 'js', json: 'js', py: 'python', python: 'python', css: 'css', sql: 'sql', c: 'js', cpp: 'js', java: 'js', rust: 'js', swift: 'js',
};

const COMMON: [TokenType, RegExp][] = [
  ['string', /^(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/],
  ['number', /^(?:0x[\da-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?)/i],
  ['function', /^[A-Za-z_$][\w$]*(?=\s*\()/],
  ['plain', /^[A-Za-z_$][\w$]*/],
  ['operator', /^(?:[-+*/%=!<>&|^~?]+)/],
  ['punctuation', /^[{}[\]();,.:]/],
];

function rulesFor(lang: string): [TokenType, RegExp][] {
  if (lang === 'html' || lang === 'xml' || lang === 'markup') {
    return [
      ['comment', /^<!--[\s\S]*?(?:-->|$)/],
      ['tag', /^<\/?[A-Za-z][\w-]*|^\/?>/],
      ['attr', /^[A-Za-z-:]+(?==)/],
      ['string', /^(?:"[^"]*"|'[^']*')/],
      ['plain', /^[^<>"'=\s]+/],
      ['punctuation', /^=/],
    ];
  }
  if (lang === 'css') {
    return [
      ['comment', /^\/\*[\s\S]*?(?:\*\/|$)/],
      ['string', /^(?:"[^"\n]*"|'[^'\n]*')/],
      ['attr', /^[a-z-]+(?=\s*:)/],
      ['number', /^-?\d+(?:\.\d+)?(?:px|em|rem|%|vh|vw|s|ms)?/],
      ['tag', /^[.#]?[A-Za-z_][\w-]*/],
      ['punctuation', /^[{}();,:]/],
    ];
  }
  const comment: [TokenType, RegExp] =
    lang === 'python' ? ['comment', /^#[^\n]*/] : ['comment', /^(?:\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$))/];
  return [comment, ...COMMON];
}

export function tokenize(code: string, language: string | null | undefined): Token[] {
  const lang = ALIASES[(language ?? '').toLowerCase()] ?? (language ?? '').toLowerCase();
  const rules = rulesFor(lang);
  const keywords = new Set(KEYWORDS[lang] ?? KEYWORDS.js);
  const tokens: Token[] = [];
  const push = (type: TokenType, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.type === type && type === 'plain') last.text += text;
    else tokens.push({ type, text });
  };
  let rest = code;
  while (rest.length) {
    let matched = false;
    for (const [type, re] of rules) {
      const m = re.exec(rest);
      if (m && m[0].length) {
        const t = type === 'plain' && keywords.has(m[0]) ? 'keyword' : type;
        push(t, m[0]);
        rest = rest.slice(m[0].length);
        matched = true;
        break;
      }
    }
    if (!matched) {
      push('plain', rest[0]);
      rest = rest.slice(1);
    }
  }
  return tokens;
}
