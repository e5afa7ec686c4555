import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { TScratch, TScratchPlayer } from '@school/contracts';
import { unsupportedExtensionNames } from '@school/scratch-player/src/extensions';
import { Spinner } from '@school/ui';
import { isScratchMessage, type FrameMessage, type HostMessage } from '../../frame/protocol';
import { editorFrameUrl } from '../../lib/frame-url';
import './scratch-editor.css';

export interface ScratchEditorHandle {
  /** The project as it is in the editor now, as .sb3 bytes. */
  exportSb3(): Promise<ArrayBuffer>;
}

interface Props {
  /** The project to show; null keeps the editor's own default project (a cat on a white stage). */
  sb3: ArrayBuffer | null;
  onChange?(): void;
  onLoaded?(ok: boolean): void;
}

/**
 * The Scratch 3 editor in a frame page of this remote (its own React and styles stay inside the
 * frame, and everything it loads comes from the remote's folder). Talks to the frame by postMessage.
 */
export const ScratchEditorFrame = forwardRef<ScratchEditorHandle, Props>(function ScratchEditorFrame({ sb3, onChange, onLoaded }, ref) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = useMemo(() => editorFrameUrl(), []);
  const origin = useMemo(() => new URL(src).origin, [src]);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState(false);
  /** Names of the project's extensions the editor runs without (only beside a project that opened). */
  const [unsupported, setUnsupported] = useState<string[]>([]);
  const pending = useRef(new Map<number, (sb3: ArrayBuffer) => void>());
  const nextId = useRef(1);
  const handlers = useRef({ onChange, onLoaded });
  handlers.current = { onChange, onLoaded };

  const send = useCallback(
    (message: HostMessage, transfer: Transferable[] = []) => frame.current?.contentWindow?.postMessage(message, origin, transfer),
    [origin],
  );

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin || !isScratchMessage(event.data)) return;
      const msg = event.data as FrameMessage;
      if (msg.type === 'scratch:ready') setReady(true);
      else if (msg.type === 'scratch:loaded') {
        setShown(true);
        setUnsupported(msg.ok ? unsupportedExtensionNames(msg.missing) : []);
        handlers.current.onLoaded?.(msg.ok);
      } else if (msg.type === 'scratch:changed') handlers.current.onChange?.();
      else if (msg.type === 'scratch:exported') {
        pending.current.get(msg.requestId)?.(msg.sb3);
        pending.current.delete(msg.requestId);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);

  // A copy goes to the frame: the caller keeps its bytes (transferring would detach them).
  useEffect(() => {
    if (!ready) return;
    if (!sb3) {
      setShown(true);
      return;
    }
    const copy = sb3.slice(0);
    send({ type: 'scratch:load', sb3: copy }, [copy]);
  }, [ready, sb3, send]);

  useImperativeHandle(
    ref,
    () => ({
      exportSb3: () =>
        new Promise<ArrayBuffer>((resolve, reject) => {
          if (!ready) return reject(new Error('the Scratch editor is not ready'));
          const requestId = nextId.current++;
          pending.current.set(requestId, resolve);
          send({ type: 'scratch:export', requestId });
        }),
    }),
    [ready, send],
  );

  return (
    <div className="scratch-frame" data-testid="scratch-editor" data-ready={ready && shown ? 'true' : 'false'}>
      {unsupported.length > 0 && (
        <div className="scratch-frame__notice" role="note" data-testid="scratch-extensions-notice">
          {TScratchPlayer.unsupportedTitle} {unsupported.join(', ')}. {TScratchPlayer.unsupportedTail}
        </div>
      )}
      {!(ready && shown) && (
        <div className="scratch-frame__loading">
          <Spinner />
          <span>{TScratch.loading}</span>
        </div>
      )}
      <iframe ref={frame} src={src} title={TScratch.editorTitle} allow="fullscreen; microphone; camera" />
    </div>
  );
});
