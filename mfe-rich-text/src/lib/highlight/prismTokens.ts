import './prismManual';
import Prism from 'prismjs';
// Prism's core holds markup (html), css, clike and javascript; the components add the rest of
// the languages offered for a code block (spec 2.7 and 9: python, typescript, markdown, json, sql).
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-markdown';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-sql';

/** A run of code text and its Prism token type (null for plain text). */
export interface HighlightToken {
  type: string | null;
  text: string;
}

const ALIASES: Record<string, string> = { py: 'python', ts: 'typescript', md: 'markdown', js: 'javascript', html: 'markup', xml: 'markup' };

/** The Prism grammar of a code block's language; none (plain text) for an unknown one. */
function grammarOf(language: string | null | undefined): Prism.Grammar | null {
  const name = (language ?? '').toLowerCase();
  return Prism.languages[ALIASES[name] ?? name] ?? null;
}

/**
 * Code-block highlighting with Prism (the engine of @lexical/code-prism): the text as a flat
 * list of runs, each with the type of its innermost token, as @lexical/code-prism maps them.
 */
export function highlightTokens(text: string, language: string | null | undefined): HighlightToken[] {
  const grammar = grammarOf(language);
  if (!grammar) return text ? [{ type: null, text }] : [];
  const out: HighlightToken[] = [];
  const flatten = (stream: Prism.TokenStream, type: string | null) => {
    if (typeof stream === 'string') {
      if (stream) out.push({ type, text: stream });
    } else if (Array.isArray(stream)) {
      stream.forEach((part) => flatten(part, type));
    } else {
      flatten(stream.content, stream.type);
    }
  };
  flatten(Prism.tokenize(text, grammar), null);
  return out;
}
