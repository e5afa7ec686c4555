import { Component, lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SHARED_REMOTE_MODULES, TAuthor, type AuthorLessonResource } from '@school/contracts';
import { loadRemoteModule } from '@school/api-client';
import { Button, Spinner, toast } from '@school/ui';
import { useEditLessonMutation, useGetLessonQuery } from './author-api';
import { useAuthorAction } from './use-author-action';

const L = TAuthor.page;

interface EditorProps {
  initialContent?: string;
  onChange?(json: string): void;
}

/** Without the rich-text remote (no shell, remote down) the theory is edited as plain text. */
function PlainEditor({ initialContent, onChange }: EditorProps) {
  return <textarea className="author-theory__plain" defaultValue={initialContent} onChange={(e) => onChange?.(e.target.value)} aria-label={L.theory} rows={10} />;
}

/** The school's rich-text editor (mfe-rich-text), fetched through the shell's loader like the viewer. */
const RemoteEditor = lazy(async (): Promise<{ default: ComponentType<EditorProps> }> => {
  try {
    const mod = await loadRemoteModule<{ default?: ComponentType<EditorProps> }>(SHARED_REMOTE_MODULES.richTextEditor);
    if (mod?.default) return { default: mod.default };
  } catch (err) {
    console.error('rich-text editor unavailable, editing plain text:', err);
  }
  return { default: PlainEditor };
});

class PlainOnError extends Component<EditorProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainEditor initialContent={this.props.initialContent} onChange={this.props.onChange} /> : this.props.children;
  }
}

function ResourcesEditor({ value, onChange }: { value: AuthorLessonResource[]; onChange(next: AuthorLessonResource[]): void }) {
  const set = (i: number, patch: Partial<AuthorLessonResource>) => onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="author-resources">
      <legend>{L.resources}</legend>
      {value.map((r, i) => (
        <div key={i} className="author-row">
          <input value={r.name} onChange={(e) => set(i, { name: e.target.value })} placeholder={L.resourceName} aria-label={L.resourceName} maxLength={300} />
          <input value={r.url} onChange={(e) => set(i, { url: e.target.value })} placeholder="https://" aria-label={L.resourceUrl} maxLength={1000} />
          <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            {L.delete}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...value, { name: L.presentation, url: '', resourceType: 'Presentation' }])}>
        {L.addResource}
      </button>
    </fieldset>
  );
}

function TheoryForm({ lessonId, theory, resources }: { lessonId: number; theory: string; resources: AuthorLessonResource[] }) {
  const text = useRef(theory);
  const [links, setLinks] = useState(resources);
  const [save, saving] = useEditLessonMutation();
  const act = useAuthorAction();
  async function submit() {
    const done = await act(() => save({ lessonId, body: { theory: text.current, resources: links.filter((r) => r.name.trim() && r.url.trim()) } }).unwrap());
    if (done) toast.success(L.theorySaved);
  }
  const onChange = (json: string) => (text.current = json);
  return (
    <div className="author-theory" data-testid="author-theory">
      <PlainOnError initialContent={theory} onChange={onChange}>
        <Suspense fallback={<p aria-busy="true">{L.editorLoading}</p>}>
          <RemoteEditor initialContent={theory} onChange={onChange} />
        </Suspense>
      </PlainOnError>
      <ResourcesEditor value={links} onChange={setLinks} />
      <Button onClick={() => void submit()} disabled={saving.isLoading}>
        {L.save}
      </Button>
    </div>
  );
}

/** A lesson's theory (rich text) and its links (a presentation and the like). */
export function TheoryEditor({ lessonId }: { lessonId: number }) {
  const { data, isLoading } = useGetLessonQuery(lessonId, { refetchOnMountOrArgChange: true });
  if (isLoading || !data) return <Spinner />;
  return <TheoryForm lessonId={lessonId} theory={data.theory} resources={data.resources} />;
}
