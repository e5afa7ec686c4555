import { $isCodeNode } from '@lexical/code';
import { $findMatchingParent } from '@lexical/utils';
import { $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import { RT } from '../../lib/texts';

/** Languages offered for a code block (highlighting; prettier formats css, html, js, markdown, ts). */
export const CODE_LANGUAGES: readonly (readonly [string, string])[] = [
  ['', RT.code.plain],
  ['python', 'Python'],
  ['javascript', 'JavaScript'],
  ['typescript', 'TypeScript'],
  ['html', 'HTML'],
  ['css', 'CSS'],
  ['markdown', 'Markdown'],
  ['json', 'JSON'],
  ['sql', 'SQL'],
];

const ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', py: 'python', md: 'markdown' };

/** The menu value of a stored language (aliases such as js map to their entry; unknown ones to none). */
export function codeLanguageValue(lang: string): string {
  const value = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return CODE_LANGUAGES.some(([v]) => v === value) ? value : '';
}

/** Sets the language of the code block holding the selection. */
export function setCodeLanguage(editor: LexicalEditor, lang: string): void {
  editor.update(() => {
    const sel = $getSelection();
    if (!$isRangeSelection(sel)) return;
    const code = $findMatchingParent(sel.anchor.getNode(), $isCodeNode);
    if ($isCodeNode(code)) code.setLanguage(lang || undefined);
  });
}
