import { useCallback, useRef, useState } from 'react';
import { RichTextEditor } from '../../components/RichTextEditor';
import { RichTextViewer } from '../../components/RichTextViewer';
import { SettingsProvider, useSettings } from '../../context/SettingsContext';
import { collabOnIn } from '../../plugins/CollaborationPlugin/collabAddress';
import { RT } from '../../lib/texts';
import { DevOptionsPanel } from './DevOptionsPanel';

/**
 * Public demo of the remote's standalone page (/demo, no login; the only network use is the
 * collaboration switch's websocket to the school's /api/collab): the editor, the viewer showing
 * the JSON it emitted, and a box to open any stored content (markdown, editor JSON, delta) in either.
 */
function Demo() {
  // The emitted JSON is kept in a ref: a React commit while the editor has focus walks the whole
  // editor DOM to save the selection, which would cost every keystroke in a large document.
  const json = useRef('');
  const [hasJson, setHasJson] = useState(false);
  const setJson = useCallback((value: string) => {
    json.current = value;
    setHasJson(value !== '');
  }, []);
  const [source, setSource] = useState('');
  const [editorContent, setEditorContent] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  // With collaboration the editors show the room's shared document (remounted when the switch
  // changes); stored content goes in only when asked for ("open in editor"), and then to everyone.
  const collab = useSettings().settings.collaboration;
  const key = collab ? 'collab' : 'local';
  const content = collab && editorContent === '' ? undefined : editorContent;
  return (
    <div style={{ maxWidth: 960, margin: '24px auto', display: 'grid', gap: 16, padding: '0 16px' }}>
      <h1>{RT.demo.title}</h1>
      <DevOptionsPanel />
      {window.location.pathname.startsWith('/split/') ? (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <RichTextEditor key={key} initialContent={content} onChange={setJson} />
          {/* Two clients of one room: only the first seeds an empty room. */}
          <RichTextEditor key={`${key}-2`} initialContent={collab ? undefined : content} collabBootstrap={false} />
        </div>
      ) : (
        <RichTextEditor key={key} initialContent={content} onChange={setJson} />
      )}
      <button type="button" className="ui-btn ui-btn--primary" onClick={() => setShown(json.current)} disabled={!hasJson}>
        {RT.demo.showInViewer}
      </button>
      <section aria-label={RT.demo.source} style={{ display: 'grid', gap: 6 }}>
        <label htmlFor="rt-demo-source">{RT.demo.source}</label>
        <textarea id="rt-demo-source" value={source} onChange={(e) => setSource(e.target.value)} style={{ width: '100%', height: 120 }} />
        <div style={{ display: 'flex', gap: 8 }}>
          <button type="button" className="ui-btn ui-btn--secondary" onClick={() => setEditorContent(source)}>
            {RT.demo.openInEditor}
          </button>
          <button type="button" className="ui-btn ui-btn--secondary" onClick={() => setShown(source)}>
            {RT.demo.openInViewer}
          </button>
        </div>
      </section>
      {shown !== null && (
        <section aria-label={RT.demo.viewer}>
          <h2>{RT.demo.viewer}</h2>
          <textarea readOnly aria-label="JSON" value={shown} style={{ width: '100%', height: 80, fontSize: 11 }} />
          <RichTextViewer content={shown} />
        </section>
      )}
    </div>
  );
}

export function DemoPage() {
  return (
    <SettingsProvider initial={{ collaboration: collabOnIn(window.location.search) }}>
      <Demo />
    </SettingsProvider>
  );
}
