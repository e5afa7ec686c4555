import type { MenuOption } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';

/** The popup list shared by the typeahead menus (slash, emoji, mentions). */
export function renderTypeaheadList<T extends MenuOption>(
  anchorRef: RefObject<HTMLElement | null>,
  props: { selectedIndex: number | null; selectOptionAndCleanUp(o: T): void; setHighlightedIndex(i: number): void; options: T[] },
  label: string,
  render: (o: T) => string,
) {
  if (!anchorRef.current || !props.options.length) return null;
  return createPortal(
    <ul className="rt-menu" role="listbox" aria-label={label}>
      {props.options.map((o, i) => (
        <li
          key={o.key}
          role="option"
          aria-selected={props.selectedIndex === i}
          className={props.selectedIndex === i ? 'selected' : ''}
          ref={(el) => o.setRefElement(el)}
          onMouseEnter={() => props.setHighlightedIndex(i)}
          onClick={() => props.selectOptionAndCleanUp(o)}
        >
          {render(o)}
        </li>
      ))}
    </ul>,
    anchorRef.current,
  );
}
