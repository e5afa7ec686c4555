import { CopyIcon } from '../../components/Icons';
import { $isCodeNode, CodeNode } from '@lexical/code';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $createTextNode, $getNearestNodeFromDOMNode, $getNodeByKey } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { canFormatLanguage, formatCode } from '../../lib/formatCode';
import { RT } from '../../lib/texts';
import { COPIED_ICON_MS, COPY_CONFIRMATION_MS } from '../../lib/timings';
import { useFlashMessage } from '../../lib/useFlashMessage';

const MOVE_DEBOUNCE_MS = 50;

/** Copy (and, when editable, prettier format) buttons over the code block under the mouse. */
export default function CodeActionMenuPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [target, setTarget] = useState<{ el: HTMLElement; key: string; lang: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number>(0);
  const [flash, showFlash] = useFlashMessage();

  useEffect(() => {
    const root = editor.getRootElement();
    if (!root || !anchor) return;
    const onMove = (e: MouseEvent) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const host = anchor.querySelector('.rt-code-actions');
        // A target removed since (the copy icon swapped under a still mouse) says nothing.
        if (!(e.target as Node).isConnected || (host && host.contains(e.target as Node))) return;
        const el = (e.target as HTMLElement).closest?.('code.rt-code') as HTMLElement | null;
        if (!el || !root.contains(el)) {
          setTarget(null);
          setError(null);
          return;
        }
        // editor.read (not editorState.read): DOM lookups need the active editor.
        editor.read(() => {
          const node = $getNearestNodeFromDOMNode(el);
          if ($isCodeNode(node)) setTarget((t) => (t?.el === el ? t : { el, key: node.getKey(), lang: node.getLanguage() ?? '' }));
        });
      }, MOVE_DEBOUNCE_MS);
    };
    anchor.addEventListener('mousemove', onMove);
    const onLeave = () => setTarget(null);
    anchor.addEventListener('mouseleave', onLeave);
    return () => {
      anchor.removeEventListener('mousemove', onMove);
      anchor.removeEventListener('mouseleave', onLeave);
      window.clearTimeout(timer.current);
    };
  }, [editor, anchor]);

  useEffect(
    () =>
      editor.registerMutationListener(CodeNode, (mutations) => {
        if (target && mutations.get(target.key) === 'destroyed') setTarget(null);
      }),
    [editor, target],
  );

  // The confirmation outlives the menu (the mouse may leave the block at once).
  if (!target || !anchor) return flash;
  const codeText = () => editor.read(() => $getNodeByKey(target.key)?.getTextContent() ?? '');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codeText());
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_ICON_MS);
      showFlash(RT.code.copied, COPY_CONFIRMATION_MS);
    } catch (err) {
      console.error('rich-text: copy failed', err);
    }
  };
  const format = async () => {
    try {
      const formatted = await formatCode(codeText(), target.lang);
      setError(null);
      editor.update(() => {
        const node = $getNodeByKey(target.key);
        if ($isCodeNode(node)) {
          const writable = node.getWritable();
          writable.clear();
          writable.append($createTextNode(formatted));
        }
      });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const box = target.el.getBoundingClientRect();
  const host = anchor.getBoundingClientRect();
  const menu = createPortal(
    <div className="rt-code-actions" style={{ top: box.top - host.top + 4, right: host.right - box.right + 4 }}>
      {error && (
        <span className="rt-code-error" role="tooltip">
          ⚠ {error}
        </span>
      )}
      {editable && canFormatLanguage(target.lang) && (
        <button type="button" onClick={format} aria-label={RT.code.format}>
          {error ? '⚠' : '{ }'}
        </button>
      )}
      <button type="button" onClick={copy} aria-label={RT.code.copy} title={copied ? RT.code.copied : RT.code.copy}>
        {copied ? '✓' : <CopyIcon />}
      </button>
    </div>,
    anchor,
  );
  return (
    <>
      {menu}
      {flash}
    </>
  );
}
