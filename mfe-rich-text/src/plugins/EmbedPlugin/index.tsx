import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand, type LexicalEditor, type LexicalNode } from 'lexical';
import { useEffect, useState } from 'react';
import { $insertBlock } from '../../lib/editor/insertBlock';
import { RT } from '../../lib/texts';
import { EMBED_PARSE_DEBOUNCE_MS, parseEmbedUrl, type EmbedMatch } from '../../lib/validators/embedUrl';
import { checkFrameSrc } from '../../lib/validators/frameEmbed';
import { $createDesignFileEmbedNode, DesignFileEmbedNode } from '../../nodes/DesignFileEmbedNode';
import { $createFrameEmbedNode, FrameEmbedNode } from '../../nodes/FrameEmbedNode';
import { $createTweetEmbedNode, TweetEmbedNode } from '../../nodes/TweetEmbedNode';
import { $createVideoEmbedNode, VideoEmbedNode } from '../../nodes/VideoEmbedNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_EMBED_COMMAND: LexicalCommand<EmbedMatch> = createCommand('INSERT_EMBED_COMMAND');
export const INSERT_FRAME_COMMAND: LexicalCommand<string> = createCommand('INSERT_FRAME_COMMAND');

const KIND_LABEL: Record<EmbedMatch['type'], string> = {
  video: RT.blocks.embedVideo,
  designFile: RT.blocks.embedDesignFile,
  tweet: RT.blocks.embedTweet,
};

/** The URL is parsed 200 ms after the last keystroke; Embed stays disabled until it parses. */
export function InsertEmbedDialog({ editor, onClose }: { editor: LexicalEditor; onClose(): void }) {
  const [url, setUrl] = useState('');
  const [match, setMatch] = useState<EmbedMatch | null>(null);
  useEffect(() => {
    setMatch(null);
    const t = window.setTimeout(() => setMatch(parseEmbedUrl(url)), EMBED_PARSE_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [url]);
  return (
    <>
      <label>
        {RT.blocks.embedUrl}
        <input autoFocus value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
      </label>
      <div className="rt-dialog-hint" aria-live="polite">
        {match ? KIND_LABEL[match.type] : url.trim() ? RT.blocks.embedInvalid : ''}
      </div>
      <div className="rt-dialog-actions">
        <button
          type="button"
          disabled={!match}
          onClick={() => {
            if (match) editor.dispatchCommand(INSERT_EMBED_COMMAND, match);
            onClose();
          }}
        >
          {RT.blocks.embedInsert}
        </button>
      </div>
    </>
  );
}

/** A frame of a known https provider ('Enter iframe URL:'). */
export function InsertFrameDialog({ editor, onClose }: { editor: LexicalEditor; onClose(): void }) {
  const [src, setSrc] = useState('');
  const safe = checkFrameSrc(src);
  return (
    <>
      <label>
        {RT.frame.prompt}
        <input autoFocus value={src} onChange={(e) => setSrc(e.target.value)} placeholder="https://" />
      </label>
      {src.trim() && !safe && <div className="rt-dialog-hint">{RT.blocks.frameBlocked}</div>}
      <div className="rt-dialog-actions">
        <button
          type="button"
          disabled={!safe}
          onClick={() => {
            if (safe) editor.dispatchCommand(INSERT_FRAME_COMMAND, safe);
            onClose();
          }}
        >
          {RT.blocks.frameInsert}
        </button>
      </div>
    </>
  );
}

function $embedNode(m: EmbedMatch): LexicalNode {
  if (m.type === 'video') return $createVideoEmbedNode(m.id, m.url);
  if (m.type === 'designFile') return $createDesignFileEmbedNode(m.id, m.url);
  return $createTweetEmbedNode(m.id);
}

export default function EmbedPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'EmbedPlugin', [VideoEmbedNode, DesignFileEmbedNode, TweetEmbedNode, FrameEmbedNode]);
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          INSERT_EMBED_COMMAND,
          (m) => {
            $insertBlock($embedNode(m));
            return true;
          },
          COMMAND_PRIORITY_EDITOR,
        ),
        editor.registerCommand(
          INSERT_FRAME_COMMAND,
          (src) => {
            if (!checkFrameSrc(src)) return false;
            $insertBlock($createFrameEmbedNode({ src }));
            return true;
          },
          COMMAND_PRIORITY_EDITOR,
        ),
      ),
    [editor],
  );
  return null;
}
