import { Link, useNavigate } from 'react-router-dom';
import { ProjectType, TExtraPages, projectTypeName } from '@school/contracts';
import { selectUser, useAppSelector } from '@school/api-client';
import { Button, Spinner } from '@school/ui';
import { useGetOwnProjectsForEnginesQuery } from './extra-pages-api';
import { engineProjects, newEngineProjectPath, type EngineType } from './extra-pages';

/** /unity and /godot: the student's projects on the engine, how to publish one, and a new one. */
export function EnginePage({ type }: { type: EngineType }) {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const userId = user?.user_id ?? 0;
  const { data, isLoading } = useGetOwnProjectsForEnginesQuery(userId, { skip: !userId });
  const t = type === ProjectType.Unity ? TExtraPages.engines.unity : TExtraPages.engines.godot;
  const projects = engineProjects(data ?? [], type);
  return (
    <section className="extra-page" data-testid={`engine-page-${type}`}>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="extra-page__cols">
        <div className="ui-card">
          <h2>{TExtraPages.engines.myProjects}</h2>
          {isLoading ? (
            <Spinner />
          ) : projects.length === 0 ? (
            <p className="extra-page__muted">{t.empty}</p>
          ) : (
            <ul className="extra-page__list" data-testid="engine-projects">
              {projects.map((p) => (
                <li key={p.id}>
                  <strong>{p.title}</strong>
                  <span className="extra-page__muted">
                    {projectTypeName(p.projectType)} · {p.accessType === 0 ? TExtraPages.engines.private : TExtraPages.engines.published}
                  </span>
                  <span className="extra-page__actions">
                    <Link to={`/funspace/player/${p.id}`}>{TExtraPages.engines.play}</Link>
                    <Link to={`/project?projectId=${p.id}&app=main`}>{TExtraPages.engines.edit}</Link>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Button onClick={() => navigate(newEngineProjectPath(type, userId))} disabled={!userId}>
            {t.create}
          </Button>
        </div>
        <div className="ui-card">
          <h2>{TExtraPages.engines.howToPublish}</h2>
          <ol>
            {t.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
