import type { LexicalEditor } from 'lexical';
import { useEffect, useState } from 'react';
import { applyFontSize, stepFontSize } from '../../lib/editor/textStyle';
import { RT } from '../../lib/texts';
import { BLOCKED_FONT_SIZE_KEYS, clampFontSize, FONT_SIZE_OPTIONS, fontSizeBoxValue, sanitizeFontSizeInput } from '../../lib/validators/fontSize';

/**
 * − [15] + and the list of sizes (spec 9: 10-20px): numeric input with e, E, + and - blocked,
 * clamped on Enter, Escape or blur; the list shows the size when it is one of its own.
 */
export function FontSizeControl({ editor, value, disabled }: { editor: LexicalEditor; value: string; disabled: boolean }) {
  const current = fontSizeBoxValue(value);
  const [draft, setDraft] = useState(current);
  useEffect(() => setDraft(current), [current]);
  const commit = () => {
    const clean = sanitizeFontSizeInput(draft);
    if (!clean) {
      setDraft('');
      return;
    }
    const n = clampFontSize(Number(clean));
    setDraft(String(n));
    if (editor.isEditable()) applyFontSize(editor, n);
  };
  return (
    <>
      <button type="button" aria-label={RT.toolbar.fontSizeDecrease} disabled={disabled} onClick={() => stepFontSize(editor, value, -1)}>
        −
      </button>
      <input
        className="rt-font-size"
        aria-label={RT.toolbar.fontSize}
        inputMode="numeric"
        disabled={disabled}
        value={draft}
        onKeyDown={(e) => {
          if (BLOCKED_FONT_SIZE_KEYS.includes(e.key)) e.preventDefault();
          else if (e.key === 'Enter' || e.key === 'Escape') {
            e.preventDefault();
            commit();
          }
        }}
        onChange={(e) => setDraft(/^\d*$/.test(e.target.value) ? e.target.value : '')}
        onBlur={commit}
      />
      <button type="button" aria-label={RT.toolbar.fontSizeIncrease} disabled={disabled} onClick={() => stepFontSize(editor, value, 1)}>
        +
      </button>
      <select
        className="rt-font-size-list"
        aria-label={RT.toolbar.fontSizeList}
        disabled={disabled}
        value={FONT_SIZE_OPTIONS.includes(Number(current)) ? current : ''}
        onChange={(e) => {
          if (!e.target.value || !editor.isEditable()) return;
          const n = clampFontSize(Number(e.target.value));
          setDraft(String(n));
          applyFontSize(editor, n);
        }}
      >
        <option value="" disabled hidden>
          {RT.toolbar.fontSizeListOther}
        </option>
        {FONT_SIZE_OPTIONS.map((size) => (
          <option key={size} value={String(size)}>
            {size} px
          </option>
        ))}
      </select>
    </>
  );
}
