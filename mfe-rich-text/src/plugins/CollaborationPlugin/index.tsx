import { lazy, Suspense } from 'react';

/** Yjs, y-websocket and the Lexical binding load only when the collaboration switch is on. */
const CollaborationEditing = lazy(() => import('./CollaborationEditing'));

/**
 * Real-time collaboration (developer option "collaboration"): the editor joins a room of the
 * school's y-websocket server; Yjs keeps the history (it replaces HistoryPlugin). Only one editor
 * of a page seeds an empty room (`bootstrap`), or a room would start with two empty paragraphs.
 */
export default function CollaborationPlugin({ bootstrap = true }: { bootstrap?: boolean }) {
  return (
    <Suspense fallback={null}>
      <CollaborationEditing bootstrap={bootstrap} />
    </Suspense>
  );
}
