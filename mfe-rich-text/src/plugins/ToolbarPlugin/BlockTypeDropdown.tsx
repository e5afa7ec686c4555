import type { LexicalEditor } from 'lexical';
import { useCallback, useRef, useState } from 'react';
import { BLOCK_TYPES, type BlockType } from '../../context/ToolbarContext';
import { applyBlockType } from '../../lib/editor/blockFormat';
import { RT } from '../../lib/texts';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * Block type menu. A native select cannot pick its current value again, and picking the active
 * heading, list, quote or code type must revert the block to a paragraph (spec 4.8).
 */
export function BlockTypeDropdown(props: { editor: LexicalEditor; value: BlockType; disabled: boolean }) {
  const { editor, value, disabled } = props;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  return (
    <div className="rt-dropdown" ref={ref}>
      <button
        type="button"
        className="rt-dropdown-button"
        aria-label={RT.toolbar.blockType}
        aria-haspopup="listbox"
        aria-expanded={open}
        data-value={value}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{RT.blockTypes[value]}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="rt-dropdown-menu" role="listbox" aria-label={RT.toolbar.blockType}>
          {BLOCK_TYPES.map((t) => (
            <button
              key={t}
              type="button"
              role="option"
              aria-selected={t === value}
              className={`rt-dropdown-item rt-block-${t} ${t === value ? 'active' : ''}`}
              // Keep the editor's selection: the type applies to the blocks it covers.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setOpen(false);
                applyBlockType(editor, t, value);
              }}
            >
              {RT.blockTypes[t]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
