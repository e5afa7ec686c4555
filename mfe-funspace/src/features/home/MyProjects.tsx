import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROJECT_TYPES, T, TFun, projectTypeName, type ProjectListFilter } from '@school/contracts';
import { Button, Dialog, Spinner, useDismiss } from '@school/ui';
import { ProjectCard } from '../../components/ProjectCard';
import { useCreateProjectMutation, useGetProjectsQuery, useSetProjectDeletedMutation } from '../../lib/funspace-api';
import { editorTarget, newProjectEditorUrl, opensEditor } from '../../lib/project-rules';
import { NewProjectDialog, type NewProject } from './NewProjectDialog';

const SUB_TABS: { key: ProjectListFilter; label: string }[] = [
  { key: 'all', label: TFun.subTabs.all },
  { key: 'published', label: TFun.subTabs.published },
  { key: 'trash', label: TFun.subTabs.trash },
];

/** My projects: sub-tabs, the Add menu and new-project dialog, delete with confirmation, restore from trash. */
export function MyProjects({ userId }: { userId: number }) {
  const [filter, setFilter] = useState<ProjectListFilter>('all');
  const [menu, setMenu] = useState(false);
  const [newType, setNewType] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const navigate = useNavigate();
  const { data, isFetching } = useGetProjectsQuery({ userId, filter });
  const [create] = useCreateProjectMutation();
  const [setDeleted] = useSetProjectDeletedMutation();
  // The Add button and its menu: a press anywhere else, or Escape, closes the menu.
  const addRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenu(false), []);
  useDismiss(menu, closeMenu, addRef);

  const choose = (type: number) => {
    setMenu(false);
    setNewType(type);
  };

  const createProject = async (type: number, { title, accessType }: NewProject) => {
    setNewType(null);
    if (opensEditor(type)) {
      navigate(newProjectEditorUrl({ type, title, studentId: userId, accessType }));
      return;
    }
    try {
      const project = await create({ userId, body: { title, projectType: type, accessType } }).unwrap();
      // The child lands in the editor.
      const editor = editorTarget(project.id, type);
      if (editor.reload) window.location.assign(editor.href);
      else navigate(editor.href);
    } catch (e) {
      // The list reports a failed create in the console only.
      console.error('create project failed', e);
    }
  };

  const move = async (projectId: number, deleted: boolean) => {
    setDeleting(null);
    try {
      await setDeleted({ userId, projectId, deleted }).unwrap();
    } catch (e) {
      console.error(deleted ? 'delete failed' : 'restore failed', e);
    }
  };

  const projects = data ?? [];
  return (
    <div>
      <div className="fs-subtabs">
        {SUB_TABS.map((t) => (
          <button key={t.key} type="button" className="fs-chip" aria-pressed={filter === t.key} onClick={() => setFilter(t.key)}>
            {t.label}
          </button>
        ))}
        <div className="fs-add" ref={addRef}>
          <Button onClick={() => setMenu((m) => !m)} aria-expanded={menu} aria-haspopup="menu">
            + {TFun.add}
          </Button>
          {menu && (
            <div className="fs-menu" role="menu" aria-label={TFun.chooseType}>
              {PROJECT_TYPES.map((type) => (
                <button key={type} type="button" role="menuitem" onClick={() => choose(type)}>
                  {projectTypeName(type)}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      {filter === 'trash' && <p className="fs-note">{TFun.trashNote}</p>}
      {isFetching && !data ? (
        <Spinner />
      ) : projects.length === 0 ? (
        <p className="fs-empty">{T.emptyProjects}</p>
      ) : (
        <div className="fs-grid">
          {projects.map((p) => (
            <ProjectCard
              key={p.id}
              project={p}
              onOpen={() => navigate(`/funspace/player/${p.id}`)}
              actions={
                p.isDeleted ? (
                  <Button variant="secondary" onClick={() => move(p.id, false)}>
                    {TFun.restore}
                  </Button>
                ) : (
                  <>
                    {!p.hackProject && (
                      <Button variant="secondary" onClick={() => navigate(`/funspace/project/${p.id}`)}>
                        {TFun.edit}
                      </Button>
                    )}
                    <Button variant="ghost" onClick={() => setDeleting(p.id)}>
                      {TFun.delete}
                    </Button>
                  </>
                )
              }
            />
          ))}
        </div>
      )}
      {newType !== null && <NewProjectDialog type={newType} onCreate={(p) => void createProject(newType, p)} onClose={() => setNewType(null)} />}
      {deleting !== null && (
        <Dialog
          title={TFun.deleteTitle}
          onClose={() => setDeleting(null)}
          onSubmit={() => void move(deleting, true)}
          testId="delete-project-dialog"
          actions={
            <>
              <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
                {T.project.cancel}
              </Button>
              <Button type="submit" variant="danger">
                {TFun.delete}
              </Button>
            </>
          }
        >
          <p>{TFun.trashNote}</p>
        </Dialog>
      )}
    </div>
  );
}
