import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { selectUser, useAppSelector } from '@school/api-client';
import { COPY_LINK_CONFIRM_MS, PROJECT_ACCESS_PLACEHOLDER, ProjectAccess, T, TFun } from '@school/contracts';
import { Button, Spinner, toast, useUnsavedWarning } from '@school/ui';
import { BackLink } from '../../components/BackLink';
import { ProjectPlayer } from '../../components/players/ProjectPlayer';
import { useGetProjectQuery, useSaveProjectMutation } from '../../lib/funspace-api';
import { editorTarget } from '../../lib/project-rules';
import { CoverPicker } from './CoverPicker';
import '../../components/funspace.css';

interface Draft {
  title: string;
  desc: string;
  accessType: number;
  thumbnail: string | null;
}

/** /funspace/project/:projectId: title, description, cover, access, public link and preview. */
export function ProjectPanel() {
  const { projectId } = useParams();
  const id = Number(projectId);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const userId = user?.user_id ?? 0;
  const valid = Number.isInteger(id) && id > 0;
  const { data: project, isError } = useGetProjectQuery({ userId, projectId: id }, { skip: !valid || !user });
  const [save, { isLoading: saving }] = useSaveProjectMutation();
  const [draft, setDraft] = useState<Draft>({ title: '', desc: '', accessType: PROJECT_ACCESS_PLACEHOLDER, thumbnail: null });
  const [dirty, setDirty] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (project) setDraft({ title: project.title, desc: project.desc, accessType: project.accessType, thumbnail: project.thumbnail });
  }, [project]);

  // Unsaved changes block leaving the page.
  useUnsavedWarning(dirty);

  if (!valid) return <p className="fs-player__error">{T.loader.noProjectId}</p>;
  if (isError) return <p className="fs-player__error">{T.loader.projectNotFound}</p>;
  if (!project) return <Spinner />;
  // Only the owner edits; anyone else who may see the project gets its player.
  if (project.studentId !== userId) return <Navigate to={`/funspace/player/${id}`} replace />;

  const edit = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const publicUrl = `${location.origin}/pub/p/${project.publicUrl.split('/').pop()}`;

  const submit = async () => {
    try {
      await save({ userId, projectId: id, body: { title: draft.title, desc: draft.desc, accessType: draft.accessType, thumbnail: draft.thumbnail } }).unwrap();
      setDirty(false);
      toast.success(T.toast.saved);
    } catch (e) {
      console.error('save failed', e);
      toast.error(T.projectErrors.update);
    }
  };

  // Closing discards the draft: the selector falls back to 0 (the spec's reset), nothing is saved.
  const close = () => {
    setDraft((d) => ({ ...d, accessType: ProjectAccess.OnlyMe }));
    setDirty(false);
    navigate('/funspace');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publicUrl);
    } catch {
      // Clipboard may be unavailable (no permission): the link stays visible to copy by hand.
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPY_LINK_CONFIRM_MS);
  };

  return (
    <section className="fs">
      <BackLink />
      <h1 style={{ marginTop: 0 }}>{TFun.editProject}</h1>
      <div className="fs-panel">
        <div className="fs-form">
          <label>
            {T.project.title}
            <input value={draft.title} onChange={(e) => edit({ title: e.target.value })} data-testid="project-title-input" />
          </label>
          <label>
            {T.project.description}
            <textarea rows={4} value={draft.desc} onChange={(e) => edit({ desc: e.target.value })} data-testid="project-desc-input" />
          </label>
          <CoverPicker projectType={project.projectType} value={draft.thumbnail} onChange={(thumbnail) => edit({ thumbnail })} />
          <label>
            {T.project.access}
            <select value={draft.accessType} onChange={(e) => edit({ accessType: Number(e.target.value) })} data-testid="access-select">
              {draft.accessType === PROJECT_ACCESS_PLACEHOLDER && <option value={PROJECT_ACCESS_PLACEHOLDER}>…</option>}
              {[0, 1, 2].map((a) => (
                <option key={a} value={a}>
                  {TFun.accessNames[a]}
                </option>
              ))}
            </select>
          </label>
          <div className="fs-form">
            <strong>{TFun.publicLink}</strong>
            <div className="fs-row">
              <input readOnly value={publicUrl} style={{ flex: 1 }} data-testid="public-link" />
              <Button variant="secondary" onClick={copy}>
                {copied ? TFun.copied : TFun.copy}
              </Button>
            </div>
          </div>
          <div className="fs-row">
            <Button variant="ghost" onClick={() => {
                const editor = editorTarget(id, project.projectType);
                if (editor.reload) window.location.assign(editor.href);
                else navigate(editor.href);
              }}>
              ✎ {TFun.openEditor}
            </Button>
          </div>
          <div className="fs-row">
            <Button variant="secondary" onClick={close}>
              {T.project.cancel}
            </Button>
            <Button onClick={submit} disabled={!dirty || saving}>
              {T.project.save}
            </Button>
          </div>
        </div>
        <div>
          <h2 style={{ marginTop: 0 }}>{TFun.preview}</h2>
          <div className="fs-player__stage">
            <ProjectPlayer project={project} autoRun={false} />
          </div>
        </div>
      </div>
    </section>
  );
}
