import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROJECT_TYPES, ProjectType, T, TFun, projectTypeName, type ProjectListFilter } from '@school/contracts';
import { Button, Spinner } from '@school/ui';
import { ProjectCard } from '../../components/ProjectCard';
import { useCreateProjectMutation, useGetProjectsQuery, useSetProjectDeletedMutation } from '../../lib/funspace-api';
import { defaultProjectTitle, opensEditor } from '../../lib/project-rules';

const SUB_TABS: { key: ProjectListFilter; label: string }[] = [
  { key: 'all', label: TFun.subTabs.all },
  { key: 'published', label: TFun.subTabs.published },
  { key: 'trash', label: TFun.subTabs.trash },
];

/** My projects: sub-tabs, the Add menu, delete with confirmation, restore from trash. */
export function MyProjects({ userId }: { userId: number }) {
  const [filter, setFilter] = useState<ProjectListFilter>('all');
  const [menu, setMenu] = useState(false);
  const navigate = useNavigate();
  const { data, isFetching } = useGetProjectsQuery({ userId, filter });
  const [create] = useCreateProjectMutation();
  const [setDeleted] = useSetProjectDeletedMutation();

  const add = async (type: number) => {
    setMenu(false);
    const typed = window.prompt(TFun.titlePrompt, '');
    if (typed === null) return;
    const title = defaultProjectTitle(typed, type);
    if (opensEditor(type)) {
      navigate(`/project?&app=main&projectType=${type}&title=${encodeURIComponent(title)}&studentId=${userId}`);
      return;
    }
    try {
      const project = await create({ userId, body: { title, projectType: type } }).unwrap();
      // A new Scratch project opens in the Scratch editor; app=scratch is a full page load (spec).
      if (type === ProjectType.Scratch) window.location.assign(`/project?projectId=${project.id}&app=scratch`);
      else navigate(`/funspace/project/${project.id}`);
    } catch (e) {
      // The list reports a failed create in the console only.
      console.error('create project failed', e);
    }
  };

  const move = async (projectId: number, deleted: boolean) => {
    if (deleted && !window.confirm(TFun.deleteConfirm)) return;
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
        <div className="fs-add">
          <Button onClick={() => setMenu((m) => !m)} aria-expanded={menu}>
            + {TFun.add}
          </Button>
          {menu && (
            <div className="fs-menu" role="menu" aria-label={TFun.chooseType}>
              {PROJECT_TYPES.map((type) => (
                <button key={type} type="button" role="menuitem" onClick={() => add(type)}>
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
                    <Button variant="ghost" onClick={() => move(p.id, true)}>
                      {TFun.delete}
                    </Button>
                  </>
                )
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
