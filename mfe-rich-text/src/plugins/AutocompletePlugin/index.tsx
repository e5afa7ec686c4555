import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $addUpdateTag,
  $createTextNode,
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_LOW,
  HISTORY_MERGE_TAG,
  KEY_ARROW_RIGHT_COMMAND,
  KEY_TAB_COMMAND,
  type NodeKey,
  type TextNode,
} from 'lexical';
import { useEffect, useState } from 'react';
import { reportCompletionError, requestCompletion, type CompletionRequest } from '../../lib/autocomplete';
import { requireNodes } from '../../lib/editor/requireNodes';
import { addSwipeRightListener } from '../../lib/swipe';
import { $createAutocompleteNode, $isAutocompleteNode, AutocompleteNode, setAutocompleteSession } from '../../nodes/AutocompleteNode';

/** Updates made by this plugin (inserting or removing the hint): never a reason to look up again. */
const AUTOCOMPLETE_TAG = 'autocomplete';
const OWN_UPDATE = { tag: [HISTORY_MERGE_TAG, AUTOCOMPLETE_TAG] };

/** A random id for this editor's session (spec 3.8: the suggestion node's uuid). */
const newSessionUuid = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2));

/** The word the caret ends, in plain text at the end of its node: what a suggestion continues. */
function $wordAtCaret(): { node: TextNode; word: string } | null {
  const sel = $getSelection();
  if (!$isRangeSelection(sel) || !sel.isCollapsed()) return null;
  const node = sel.anchor.getNode();
  if (!$isTextNode(node) || !node.isSimpleText() || sel.anchor.offset !== node.getTextContentSize()) return null;
  const m = /([A-Za-z]+)$/.exec(node.getTextContent());
  return m ? { node, word: m[1] } : null;
}

/**
 * While the caret ends a word, a completion is looked up (with the spec's simulated latency) and
 * shown as a suggestion node after the caret; Tab, the right arrow or a right swipe on a touch
 * screen accepts it; a text change or a caret move removes it. The node carries this editor's
 * session uuid and is never saved.
 */
export default function AutocompletePlugin() {
  const [editor] = useLexicalComposerContext();
  const [uuid] = useState(newSessionUuid);
  useEffect(() => {
    requireNodes(editor, 'AutocompletePlugin', [AutocompleteNode]);
    setAutocompleteSession(editor, uuid);
    let hintKey: NodeKey | null = null;
    let lastWord: string | null = null;
    let request: CompletionRequest | null = null;

    const $clear = () => {
      const node = hintKey ? $getNodeByKey(hintKey) : null;
      if (node?.isAttached()) node.remove();
      hintKey = null;
      request?.dismiss();
      request = null;
      lastWord = null;
    };
    const show = (asked: CompletionRequest, word: string, text: string | null) => {
      if (asked !== request || !text) return;
      editor.update(() => {
        const at = $wordAtCaret();
        if (!at || at.word !== word) return;
        const hint = $createAutocompleteNode(text, uuid);
        // insertAfter leaves the caret where it was: at the end of the word, before the hint.
        at.node.insertAfter(hint);
        hintKey = hint.getKey();
      }, OWN_UPDATE);
    };
    const $accept = (): boolean => {
      const node = hintKey ? $getNodeByKey(hintKey) : null;
      if (!$isAutocompleteNode(node)) return false;
      const text = $createTextNode(node.getSuggestion());
      const before = node.getPreviousSibling();
      if ($isTextNode(before)) text.setFormat(before.getFormat()).setStyle(before.getStyle());
      node.replace(text);
      text.selectEnd();
      hintKey = null;
      $clear();
      // The accepted word is not typing: it must not start a lookup for itself (the next letter does).
      $addUpdateTag(AUTOCOMPLETE_TAG);
      return true;
    };
    const onKey = (e: KeyboardEvent | null) => {
      if (!$accept()) return false;
      e?.preventDefault();
      return true;
    };
    let swipeOff: (() => void) | null = null;

    return mergeRegister(
      // One suggestion per session: a copy of ours brought back by undo or redo goes.
      editor.registerNodeTransform(AutocompleteNode, (node) => {
        if (node.getUuid() === uuid && node.getKey() !== hintKey) node.remove();
      }),
      editor.registerUpdateListener(({ tags, dirtyLeaves }) => {
        if (tags.has(AUTOCOMPLETE_TAG)) return;
        const typed = dirtyLeaves.size > 0;
        editor.update(() => {
          const at = $wordAtCaret();
          // The text changed or the caret left the word: the old suggestion is gone.
          if (!at || typed || at.word !== lastWord) {
            if (hintKey || request) $clear();
          }
          if (!at || !typed || at.word === lastWord) return;
          lastWord = at.word;
          const asked = requestCompletion(at.word);
          request = asked;
          asked.promise.then((text) => show(asked, at.word, text)).catch(reportCompletionError);
        }, OWN_UPDATE);
      }),
      editor.registerCommand(KEY_TAB_COMMAND, onKey, COMMAND_PRIORITY_LOW),
      editor.registerCommand(KEY_ARROW_RIGHT_COMMAND, onKey, COMMAND_PRIORITY_LOW),
      editor.registerRootListener((root) => {
        swipeOff?.();
        swipeOff = root
          ? addSwipeRightListener(root, (e) =>
              editor.update(() => {
                if ($accept()) e.preventDefault();
              }, OWN_UPDATE),
            )
          : null;
      }),
      () => swipeOff?.(),
      () => {
        request?.dismiss();
        editor.update($clear, OWN_UPDATE);
        setAutocompleteSession(editor, null);
      },
    );
  }, [editor, uuid]);
  return null;
}
