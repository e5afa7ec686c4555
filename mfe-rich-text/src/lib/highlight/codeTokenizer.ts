import './prismManual';
import { PrismTokenizer, type Tokenizer } from '@lexical/code-prism';
// @lexical/code-prism loads Prism with the other languages offered for a code block (python,
// javascript, typescript, html, css, markdown, sql); JSON is the one it leaves out.
import 'prismjs/components/prism-json';

/**
 * Prism highlighting of code blocks (@lexical/code-prism), except that a block with no language
 * stays plain text: the package's default would colour it as JavaScript and store that language.
 */
export const codeTokenizer: Tokenizer = { ...PrismTokenizer, defaultLanguage: null };
