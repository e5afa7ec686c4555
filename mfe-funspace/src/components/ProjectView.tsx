import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { T, TFun, type ProjectDto } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { sendView, useForkProjectMutation } from '../lib/funspace-api';
import { hashOfPublicUrl, materialsOf } from '../lib/project-rules';
import { Avatar } from './Avatar';
import { AwardBadgeView } from './AwardBadgeView';
import { LikeButton } from './LikeButton';
import { ProjectPlayer } from './players/ProjectPlayer';

const MATERIAL_TITLES: Record<number, string> = {
  9: T.project.videoPresentation,
  17: T.project.presentation,
  18: T.project.poster,
};

/** The player page body: title, author, description, like, views, hackathon data and materials. */
export function ProjectView({ project, viewerId, token, autoRun }: { project: ProjectDto; viewerId: number; token: string | null; autoRun: boolean }) {
  const hash = hashOfPublicUrl(project.publicUrl);
  const [views, setViews] = useState(project.stats.views);
  const [modal, setModal] = useState<{ code: number; url: string } | null>(null);
  const [fork] = useForkProjectMutation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!hash) return;
    sendView(hash, token)
      .then((r) => r && setViews(r.views))
      .catch(() => toast.error(T.projectErrors.like));
  }, [hash, token]);

  const doFork = async () => {
    if (!hash) return;
    try {
      const copy = await fork({ userId: viewerId, hash }).unwrap();
      toast.success(TFun.forked);
      navigate(`/funspace/project/${copy.id}`);
    } catch {
      toast.error(T.projectErrors.fork);
    }
  };

  const hack = project.hackProject;
  const materials = materialsOf(project);
  return (
    <article className="fs-player" data-testid="project-view">
      <h1 style={{ margin: 0 }} data-testid="project-title">{project.title}</h1>
      <div className="fs-row">
        <Avatar name={project.profile.avatar} size={36} />
        <strong>{project.profile.displayName || project.author}</strong>
        {hash && <LikeButton hash={hash} likes={project.stats.likes} liked={project.liked} canLike={viewerId > 0} />}
        <span className="fs-note" data-testid="views">
          {TFun.views}: {views}
        </span>
        {viewerId > 0 && viewerId === project.studentId && !project.hackProject && (
          <Button variant="secondary" onClick={() => navigate(`/funspace/project/${project.id}`)} data-testid="edit-project">
            ✎ {TFun.editProject}
          </Button>
        )}
        {viewerId > 0 && viewerId !== project.studentId && (
          <Button variant="secondary" onClick={doFork}>
            {TFun.fork}
          </Button>
        )}
      </div>
      {project.desc && <p>{project.desc}</p>}
      {hack && (
        <div className="fs-row" data-testid="hack-info">
          <AwardBadgeView place={hack.place} grade={hack.hackGrade} />
          <span>{hack.hackEvent}</span>
          {hack.hackNomination && (
            <span>
              {TFun.nomination}: {hack.hackNomination}
            </span>
          )}
          {hack.hackGrade && (
            <span>
              {TFun.grade}: {hack.hackGrade}
            </span>
          )}
          {hack.place !== null && (
            <span>
              {TFun.place}: {hack.place}
            </span>
          )}
        </div>
      )}
      <div className="fs-player__stage">
        <ProjectPlayer project={project} autoRun={autoRun} />
      </div>
      {materials.length > 0 && (
        <section>
          <h2>{T.project.materials}</h2>
          <div className="fs-materials">
            {materials.map((m) => (
              <button key={m.code} type="button" className="fs-material" onClick={() => setModal({ code: m.code, url: m.resource.url })}>
                {MATERIAL_TITLES[m.code]}
              </button>
            ))}
          </div>
        </section>
      )}
      {modal && (
        <div className="fs-modal" role="dialog" aria-label={MATERIAL_TITLES[modal.code]} onClick={() => setModal(null)}>
          <div className="fs-modal__box" onClick={(e) => e.stopPropagation()}>
            <div className="fs-row">
              <strong>{MATERIAL_TITLES[modal.code]}</strong>
              <Button variant="ghost" style={{ marginLeft: 'auto' }} onClick={() => setModal(null)}>
                {TFun.close}
              </Button>
            </div>
            {modal.code === 18 ? <img src={modal.url} alt={MATERIAL_TITLES[18]} /> : <iframe title={MATERIAL_TITLES[modal.code]} src={modal.url} sandbox="allow-scripts" />}
          </div>
        </div>
      )}
    </article>
  );
}
