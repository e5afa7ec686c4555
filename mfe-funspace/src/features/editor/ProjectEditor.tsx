import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectUser, useAppSelector } from '@school/api-client';
import { ProjectType, T, TFun, WindowId, projectTypeName, type ProjectDto, type ProjectResourceDto } from '@school/contracts';
import { Button, Spinner, toast } from '@school/ui';
import { BackLink } from '../../components/BackLink';
import { ProjectPlayer } from '../../components/players/ProjectPlayer';
import { useCreateProjectMutation, useGetProjectQuery, useSaveProjectMutation } from '../../lib/funspace-api';
import { editorWindows, fileAccept, isContentResource, mergeResources, newProjectAccess, toResources, toTexts, usesLinkUrl, withOverrides } from '../../lib/editor-fields';
import { editorUrl } from '../../lib/project-rules';
import { ProjectFiles } from './ProjectFiles';
import type { ReactNode } from 'react';
import '../../components/funspace.css';

/** The preview follows typing after a pause, so a web project's iframe is not rebuilt per keystroke. */
const PREVIEW_DELAY_MS = 500;

/**
 * /project?projectId=&app=: edits a project's content; /project?&app=main&projectType=&title=&studentId=
 * starts a new project of an external type. Query values override the project's.
 */
/** Renders a Site project's code editor (the page passes features/web-project's). */
export type WebEditorSlot = (texts: Record<number, string>, onChange: (texts: Record<number, string>) => void) => ReactNode;

/** Renders a Scratch project's editor (the page passes features/scratch-project's); it saves the project's file itself. */
export type ScratchEditorSlot = (project: ProjectDto, userId: number) => ReactNode;

export function ProjectEditor({ webEditor, pythonEditor, scratchEditor }: { webEditor?: WebEditorSlot; pythonEditor?: WebEditorSlot; scratchEditor?: ScratchEditorSlot } = {}) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const userId = user?.user_id ?? 0;
  const projectId = Number(query.get('projectId'));
  const existing = Number.isInteger(projectId) && projectId > 0;
  const { data: project, isError } = useGetProjectQuery({ userId, projectId }, { skip: !existing || !user });
  const [create, { isLoading: creating }] = useCreateProjectMutation();
  const [save, { isLoading: saving }] = useSaveProjectMutation();
  const base = withOverrides(project ?? { title: '', projectType: 0 }, query);
  const [title, setTitle] = useState(base.title);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [files, setFiles] = useState<ProjectResourceDto[]>([]);
  const [url, setUrl] = useState('');
  const [previewTexts, setPreviewTexts] = useState(texts);

  useEffect(() => {
    if (!project) return;
    const o = withOverrides(project, query);
    setTitle(o.title);
    setTexts(Object.fromEntries(project.projectText.map((t) => [t.windowId, t.text])));
    const content = project.resources.filter(isContentResource);
    setFiles(content);
    setUrl(content[0]?.url ?? '');
  }, [project, query]);

  useEffect(() => {
    const t = setTimeout(() => setPreviewTexts(texts), PREVIEW_DELAY_MS);
    return () => clearTimeout(t);
  }, [texts]);

  const type = base.projectType;
  const content = useMemo(() => (usesLinkUrl(type) ? toResources(url) : files), [type, url, files]);
  const preview = useMemo<ProjectDto | null>(
    () => (project ? { ...project, title, projectText: toTexts(previewTexts), resources: mergeResources(project.resources, content) } : null),
    [project, title, previewTexts, content],
  );

  if (existing && isError) return <p className="fs-player__error">{T.loader.projectNotFound}</p>;
  if (existing && !project) return <Spinner />;
  // A Scratch project with the editor slot: the editor saves its .sb3; no upload field, no second player.
  const scratchSlot = type === ProjectType.Scratch && scratchEditor && project ? scratchEditor : null;
  const accept = scratchSlot ? '' : fileAccept(type);

  const submit = async () => {
    const body = {
      title,
      projectText: toTexts(texts),
      ...(accept || usesLinkUrl(type) ? { resources: mergeResources(project?.resources ?? [], content) } : {}),
    };
    try {
      if (existing) {
        await save({ userId, projectId, body }).unwrap();
        toast.success(T.toast.saved);
      } else {
        const created = await create({ userId, body: { ...body, projectType: type, ...newProjectAccess(query) } }).unwrap();
        // The child keeps working in the editor, now on the saved project.
        navigate(editorUrl(created.id, 'main'), { replace: true });
      }
    } catch (e) {
      console.error('project editor save failed', e);
      toast.error(T.projectErrors.update);
    }
  };

  return (
    <section className="fs">
      <BackLink />
      <h1>{projectTypeName(type)}</h1>
      <div className="fs-editor">
        <div className="fs-form">
          <label>
            {T.project.title}
            <input value={title} onChange={(e) => setTitle(e.target.value)} data-testid="editor-title" />
          </label>
          {type === ProjectType.Web && webEditor?.(texts, setTexts)}
          {type === ProjectType.Python && pythonEditor?.(texts, setTexts)}
          {!(type === ProjectType.Web && webEditor) && !(type === ProjectType.Python && pythonEditor) && editorWindows(type).map((w) => (
            <label key={w.windowId}>
              {w.label}
              <textarea rows={8} style={{ fontFamily: 'monospace' }} value={texts[w.windowId] ?? ''} onChange={(e) => setTexts((t) => ({ ...t, [w.windowId]: e.target.value }))} />
            </label>
          ))}
          {accept && (
            <ProjectFiles
              projectType={type}
              accept={accept}
              files={files}
              onChange={setFiles}
              onGodotConfig={
                type === ProjectType.Godot
                  ? (json) => {
                      if (json) setTexts((t) => ({ ...t, [WindowId.description]: json }));
                    }
                  : undefined
              }
            />
          )}
          {usesLinkUrl(type) && (
            <label>
              URL
              <input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" data-testid="editor-url" />
            </label>
          )}
          <div className="fs-row">
            <Button variant="secondary" onClick={() => navigate('/funspace')}>
              {T.project.cancel}
            </Button>
            <Button onClick={submit} disabled={creating || saving || !title.trim()}>
              {T.project.save}
            </Button>
          </div>
        </div>
        {/* A Python project runs in its own workbench above: no second preview. */}
        {scratchSlot && project && <div style={{ gridColumn: '1 / -1', height: '78vh' }}>{scratchSlot(project, userId)}</div>}
        {preview && !scratchSlot && !(type === ProjectType.Python && pythonEditor) && (
          <div>
            <h2 style={{ marginTop: 0 }}>{TFun.preview}</h2>
            <div className="fs-player__stage" data-testid="editor-preview">
              <ProjectPlayer project={preview} autoRun={false} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
