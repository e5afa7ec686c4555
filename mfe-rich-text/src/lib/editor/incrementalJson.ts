import {
  $exportNodeJSON,
  $getNodeByKey,
  $getRoot,
  $getSlot,
  $getSlotNames,
  $isDecoratorNode,
  $isElementNode,
  type EditorState,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
} from 'lexical';
import { $isAutocompleteNode } from '../../nodes/AutocompleteNode';

/** What an update listener hands over, enough to know which top-level blocks changed. */
export interface JsonUpdate {
  editorState: EditorState;
  prevEditorState: EditorState;
  dirtyElements: ReadonlyMap<NodeKey, boolean>;
  dirtyLeaves: ReadonlySet<NodeKey>;
  tags: ReadonlySet<string>;
}

interface Walk {
  cacheable: boolean;
}

function $exportTree(node: LexicalNode, walk: Walk): SerializedLexicalNode {
  // Decorators may keep state outside the node (nested editors): never cached.
  if ($isDecoratorNode(node)) walk.cacheable = false;
  const json = $exportNodeJSON(node) as SerializedLexicalNode & { children?: SerializedLexicalNode[]; $slots?: object };
  if ($isElementNode(node) && json.children) {
    // An autocomplete suggestion is a hint on screen, never content.
    for (const child of node.getChildren()) if (!$isAutocompleteNode(child)) json.children.push($exportTree(child, walk));
  }
  const slots = $getSlotNames(node);
  if (slots.length > 0) {
    const out: Record<string, SerializedLexicalNode> = {};
    for (const name of slots) {
      const slot = $getSlot(node, name);
      if (slot) out[name] = $exportTree(slot, walk);
    }
    json.$slots = out;
  }
  return json;
}

function $topLevelKey(key: NodeKey): NodeKey | null {
  const node = $getNodeByKey(key);
  if (!node || key === 'root') return null;
  return node.getTopLevelElement()?.getKey() ?? null;
}

/**
 * The editor state as the same JSON string as `JSON.stringify(editorState.toJSON())`, but each
 * top-level block's JSON is kept between calls and re-exported only when the update touched it:
 * typing in a 500 KB document re-serializes one paragraph instead of the whole tree.
 */
export function createIncrementalJson() {
  let cache = new Map<NodeKey, string>();

  const invalidate = (u: JsonUpdate) => {
    const touched = [...u.dirtyLeaves, ...u.dirtyElements.keys()].filter((k) => k !== 'root');
    // setEditorState (content load, undo, redo) marks only the root: start over.
    if (touched.length === 0 || u.tags.has('historic')) {
      cache = new Map();
      return;
    }
    for (const state of [u.prevEditorState, u.editorState]) {
      state.read(() => {
        for (const key of touched) {
          const top = $topLevelKey(key);
          if (top) cache.delete(top);
          cache.delete(key);
        }
      });
    }
  };

  return {
    /** Forgets the blocks an update touched (call it for every update, in order). */
    invalidate,
    /** Forgets everything (the next stringify is a full export). */
    reset() {
      cache = new Map();
    },
    /** The JSON of `editorState`, reusing the blocks no update touched since the last call. */
    stringify(editorState: EditorState): string {
      const next = new Map<NodeKey, string>();
      const text = editorState.read(() => {
        const root = $getRoot();
        const parts = root.getChildren().map((child) => {
          const key = child.getKey();
          let json = cache.get(key);
          if (json === undefined) {
            const walk = { cacheable: true };
            json = JSON.stringify($exportTree(child, walk));
            if (walk.cacheable) next.set(key, json);
          } else next.set(key, json);
          return json;
        });
        const rootJson = JSON.stringify($exportNodeJSON(root));
        // The root's own JSON has an empty children array: splice the blocks into it.
        const marker = '"children":[]';
        const at = rootJson.indexOf(marker);
        const body = `${rootJson.slice(0, at)}"children":[${parts.join(',')}]${rootJson.slice(at + marker.length)}`;
        return `{"root":${body}}`;
      });
      cache = next;
      return text;
    },
  };
}
