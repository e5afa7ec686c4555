import { LexicalCollaboration } from '@lexical/react/LexicalCollaborationContext';
import { CollaborationPlugin as LexicalCollaborationPlugin } from '@lexical/react/LexicalCollaborationPlugin';
import type { Provider } from '@lexical/yjs';
import { CollabCloseCode, TCollab } from '@school/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { WebsocketProvider } from 'y-websocket';
import { Doc } from 'yjs';
import { collabAddress, CURSOR_COLORS } from './collabAddress';
import { useCollabName } from './useCollabName';

type Status = 'connecting' | 'connected' | 'disconnected' | 'full';

/**
 * One client of the room: its own Yjs document and y-websocket provider (BroadcastChannel off, so
 * two editors of one page, as on the split screen, sync through the server like two browsers).
 */
export default function CollaborationEditing({ bootstrap }: { bootstrap: boolean }) {
  const [{ endpoint, room }] = useState(() => collabAddress(window.location));
  const name = useCollabName();
  const [color] = useState(() => CURSOR_COLORS[Math.floor(Math.random() * CURSOR_COLORS.length)]);
  const [provider, setProvider] = useState<WebsocketProvider | null>(null);
  const [status, setStatus] = useState<Status>('connecting');
  const cursors = useRef<HTMLDivElement>(null);

  const providerFactory = useCallback(
    (id: string, docs: Map<string, Doc>): Provider => {
      let doc = docs.get(id);
      if (doc) doc.load();
      else {
        doc = new Doc();
        docs.set(id, doc);
      }
      // The plugin connects it once its binding is ready.
      const created = new WebsocketProvider(endpoint, room, doc, { connect: false, disableBc: true });
      setProvider(created);
      return created as unknown as Provider;
    },
    [endpoint, room],
  );

  useEffect(() => {
    if (!provider) return;
    const onStatus = ({ status: next }: { status: 'connected' | 'disconnected' | 'connecting' }) =>
      setStatus((was) => (was === 'full' && next !== 'connected' ? was : next));
    // The server refused the room (caps): say so instead of "reconnecting" forever.
    const onClose = (event: CloseEvent | null) => {
      if (event && (event.code === CollabCloseCode.tryAgainLater || event.code === CollabCloseCode.tooBig)) setStatus('full');
    };
    provider.on('status', onStatus);
    provider.on('connection-close', onClose);
    return () => {
      provider.off('status', onStatus);
      provider.off('connection-close', onClose);
    };
  }, [provider]);

  return (
    <LexicalCollaboration>
      <div
        className="rt-collab-status"
        role="status"
        data-status={status}
        data-testid="collab-status"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '4px 8px', fontSize: 12, color: '#555', borderTop: '1px solid #eef0f4' }}
      >
        <span>{status === 'full' ? TCollab.full : TCollab.status[status]}</span>
        <span>
          {TCollab.room}: {room}
        </span>
        <span>
          {TCollab.you}: <b data-testid="collab-name">{name}</b>
        </span>
      </div>
      {/* Over the whole editor (.rt-root is positioned): carets are placed relative to it. */}
      <div ref={cursors} className="rt-collab-cursors" style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'visible' }} />
      <LexicalCollaborationPlugin
        id={room}
        providerFactory={providerFactory}
        shouldBootstrap={bootstrap}
        username={name}
        cursorColor={color}
        cursorsContainerRef={cursors}
      />
    </LexicalCollaboration>
  );
}
