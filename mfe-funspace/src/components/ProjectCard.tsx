import { useEffect, useRef, useState, type ReactNode } from 'react';
import { T, TFun, listAccessOf, projectTypeName, type ProjectAccess, type ProjectDto } from '@school/contracts';
import { Avatar } from './Avatar';
import { AwardBadgeView } from './AwardBadgeView';

/** A project card; actions are optional (trending cards have none). Renders its content once visible. */
export function ProjectCard({ project, onOpen, actions, lazy = false }: { project: ProjectDto; onOpen: () => void; actions?: ReactNode; lazy?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(!lazy);
  useEffect(() => {
    if (visible || !ref.current) return;
    // Starts a little before the card scrolls into view, so a child scrolling sees it ready.
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [visible]);
  return (
    <article ref={ref} className={visible ? 'fs-card' : 'fs-card fs-card--pending'} data-testid="project-card" data-project-id={project.id}>
      {/* Before it is seen, only the card's open button (no cover, avatar or counters): it stays reachable by keyboard and tests. */}
      {!visible && <button type="button" className="fs-card__thumb" onClick={onOpen} aria-label={project.title} />}
      {visible && (
        <>
          <button type="button" className="fs-card__thumb" onClick={onOpen} aria-label={project.title}>
            {project.thumbnail ? <img src={project.thumbnail} alt="" loading="lazy" /> : <span>{projectTypeName(project.projectType)}</span>}
            {project.hackProject && (
              <span className="fs-card__award">
                <AwardBadgeView place={project.hackProject.place} grade={project.hackProject.hackGrade} />
              </span>
            )}
          </button>
          <div className="fs-card__body">
            <h3 className="fs-card__title">{project.title}</h3>
            <div className="fs-card__meta">
              <Avatar name={project.profile.avatar} size={22} />
              <span>{project.author}</span>
              <span className="fs-card__type">{projectTypeName(project.projectType)}</span>
            </div>
            <div className="fs-card__meta">
              <span>♥ {project.stats.likes}</span>
              <span title={TFun.views}>
                <EyeIcon /> {project.stats.views}
              </span>
              {project.isDeleted ? null : <span className="fs-card__access">{T.listAccess[listAccessOf(project.accessType as ProjectAccess)]}</span>}
            </div>
            {actions && <div className="fs-card__actions">{actions}</div>}
          </div>
        </>
      )}
    </article>
  );
}

function EyeIcon() {
  return (
    <svg width="14" height="10" viewBox="0 0 14 10" aria-hidden="true" style={{ verticalAlign: 'middle' }}>
      <path d="M1 5 Q7 -2 13 5 Q7 12 1 5 Z" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <circle cx="7" cy="5" r="2" fill="currentColor" />
    </svg>
  );
}
