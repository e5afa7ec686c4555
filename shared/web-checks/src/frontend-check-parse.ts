import { TWeb } from '@school/contracts';

/**
 * The page check language of window 8 (frontendCheck): one expectation or action per line, `#` starts a
 * comment. A selector with spaces is written in quotes.
 *
 *   exists h1                          the page has an element
 *   missing .error                     the page has no such element
 *   count li >= 3                      how many (=, >=, <=, >, <)
 *   text h1 = Мой сайт                 exact text (spaces collapsed)
 *   text "ul li" ~ яблоко              the text contains (case-insensitive)
 *   style .card background-color = #ffeeaa   a computed style (colors and keywords normalized)
 *   style .card border-radius          the property is set by the student's CSS
 *   attr img alt                       the attribute is present; `attr a href = page.html` exact
 *   click #btn                         press the element; later lines see the page after the click
 *   type #name = Маша                  type into a field (value + input event)
 *
 * A check text whose first line is not a command is a JavaScript function body run against the page
 * (`document`, `window`, `assert(cond, message)`); it passes when it does not throw and does not return false.
 */
export type CompareOp = '=' | '>=' | '<=' | '>' | '<';

export type CheckStep =
  | { kind: 'exists' | 'missing'; sel: string }
  | { kind: 'count'; sel: string; op: CompareOp; n: number }
  | { kind: 'text'; sel: string; mode: '=' | '~'; value: string }
  | { kind: 'style'; sel: string; prop: string; value: string | null }
  | { kind: 'attr'; sel: string; name: string; value: string | null }
  | { kind: 'click'; sel: string }
  | { kind: 'type'; sel: string; value: string };

export type ParsedCheck =
  | { ok: true; mode: 'steps'; steps: CheckStep[] }
  | { ok: true; mode: 'script'; body: string }
  | { ok: false; message: string };

const COMMANDS = ['exists', 'missing', 'count', 'text', 'style', 'attr', 'click', 'type'] as const;

/** Splits the first token (a quoted or bare selector) off the rest of a line. */
function takeToken(rest: string): [string, string] {
  const s = rest.trimStart();
  const quote = s[0];
  if (quote === '"' || quote === "'" || quote === '`') {
    const end = s.indexOf(quote, 1);
    if (end > 0) return [s.slice(1, end), s.slice(end + 1).trim()];
  }
  const space = s.search(/\s/);
  return space < 0 ? [s, ''] : [s.slice(0, space), s.slice(space + 1).trim()];
}

function parseLine(line: string): CheckStep | string {
  const [command, afterCommand] = takeToken(line);
  const [sel, rest] = takeToken(afterCommand);
  if (!sel) return TWeb.author.needSelector;
  switch (command) {
    case 'exists':
    case 'missing':
    case 'click':
      return { kind: command, sel };
    case 'count': {
      const m = /^(>=|<=|=|>|<)\s*(\d+)$/.exec(rest);
      return m ? { kind: 'count', sel, op: m[1] as CompareOp, n: Number(m[2]) } : TWeb.author.badCount;
    }
    case 'text': {
      const m = /^([=~])\s*([\s\S]*)$/.exec(rest);
      return m ? { kind: 'text', sel, mode: m[1] as '=' | '~', value: m[2].trim() } : TWeb.author.needValue;
    }
    case 'type': {
      const m = /^=\s*([\s\S]*)$/.exec(rest);
      return m ? { kind: 'type', sel, value: m[1] } : TWeb.author.needValue;
    }
    case 'style':
    case 'attr': {
      const [name, tail] = takeToken(rest);
      if (!name) return TWeb.author.needValue;
      let value: string | null = null;
      if (tail) {
        const m = /^=\s*([\s\S]*)$/.exec(tail);
        if (!m) return TWeb.author.needValue;
        value = m[1].trim();
      }
      return command === 'style' ? { kind: 'style', sel, prop: name.toLowerCase(), value } : { kind: 'attr', sel, name, value };
    }
    default:
      return TWeb.author.unknownCommand(command);
  }
}

function meaningfulLines(text: string): { line: string; number: number }[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => line && !line.startsWith('#'));
}

function isCommandWord(word: string): boolean {
  return (COMMANDS as readonly string[]).includes(word);
}

/** Never throws. An empty check is an empty list of steps (the page always passes). */
export function parseFrontendCheck(text: string | null | undefined): ParsedCheck {
  const lines = meaningfulLines(text ?? '');
  if (!lines.length) return { ok: true, mode: 'steps', steps: [] };
  const [first] = takeToken(lines[0].line);
  if (!isCommandWord(first)) return { ok: true, mode: 'script', body: text ?? '' };
  const steps: CheckStep[] = [];
  for (const { line, number } of lines) {
    const step = parseLine(line);
    if (typeof step === 'string') return { ok: false, message: TWeb.author.checkLine(number, step) };
    steps.push(step);
  }
  return { ok: true, mode: 'steps', steps };
}
