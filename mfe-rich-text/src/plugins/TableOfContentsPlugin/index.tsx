import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { TableOfContentsPlugin as LexicalToc } from '@lexical/react/LexicalTableOfContentsPlugin';
import { RT } from '../../lib/texts';

const TITLE_MAX = 27;
const NESTED_TITLE_MAX = 20;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/** Headings of the document; a click scrolls to one. Long titles are truncated (20 or 27). */
export default function TableOfContentsPlugin() {
  const [editor] = useLexicalComposerContext();
  return (
    <LexicalToc>
      {(entries) => (
        <nav className="rt-toc" aria-label={RT.toc}>
          <strong>{RT.toc}</strong>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map(([key, text, tag]) => (
              <li key={key} style={{ paddingLeft: tag === 'h1' ? 0 : tag === 'h2' ? 12 : 24, cursor: 'pointer' }}>
                <a
                  href={`#${key}`}
                  onClick={(e) => {
                    e.preventDefault();
                    editor.getElementByKey(key)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
                  }}
                >
                  {cut(text, tag === 'h1' ? TITLE_MAX : NESTED_TITLE_MAX)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </LexicalToc>
  );
}
