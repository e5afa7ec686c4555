import { ProjectType, T, TFun, WindowId, type ProjectDto } from '@school/contracts';
import { mainResource } from '../../lib/project-rules';
import { GodotPlayer, UnityPlayer } from './ExternalPlayers';
import { ScratchPlayer } from './ScratchPlayer';

const textOf = (p: ProjectDto, id: number) => p.projectText.find((t) => t.windowId === id)?.text ?? '';

/** A web project runs in a sandboxed iframe (scripts only, no same origin). */
function webDocument(p: ProjectDto): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${textOf(p, WindowId.cssCode)}</style></head><body>${textOf(
    p,
    WindowId.htmlCode,
  )}<script>${textOf(p, WindowId.jsCode).replace(/<\/script/gi, '<\\/script')}</script></body></html>`;
}

/** A project without its file yet (e.g. just created): a hint, not an error. */
function NoFileYet() {
  return (
    <p className="fs-player__empty" data-testid="no-file">
      {TFun.noFile}
    </p>
  );
}

/** Picks the player by project type. */
export function ProjectPlayer({ project, autoRun }: { project: ProjectDto; autoRun: boolean }) {
  const main = mainResource(project);
  switch (project.projectType) {
    case ProjectType.Scratch:
      return main ? <ScratchPlayer sb3Url={main.url} autoRun={autoRun} /> : <NoFileYet />;
    case ProjectType.Web:
      return <iframe title={project.title} sandbox="allow-scripts" srcDoc={webDocument(project)} data-testid="web-player" />;
    case ProjectType.Unity:
      return <UnityPlayer project={project} />;
    case ProjectType.Godot:
      return <GodotPlayer project={project} />;
    case ProjectType.Python:
      return (
        <div style={{ padding: 12 }}>
          <h3>{TFun.code}</h3>
          <pre className="fs-code" data-testid="python-code">{textOf(project, WindowId.pythonCode)}</pre>
        </div>
      );
    case ProjectType.Image:
    case ProjectType.Blender:
      return main ? <img src={main.url} alt={project.title} /> : <NoFileYet />;
    case ProjectType.Presentation:
      return main ? <iframe title={project.title} src={main.url} sandbox="allow-scripts" /> : <NoFileYet />;
    case ProjectType.Link:
    case ProjectType.Roblox:
      return main ? (
        <p style={{ padding: 24 }}>
          <a className="ui-btn ui-btn--primary" href={main.url} target="_blank" rel="noreferrer noopener">
            {TFun.openLink}
          </a>{' '}
          <span className="fs-note">{main.url}</span>
        </p>
      ) : (
        <NoFileYet />
      );
    default:
      return <p className="fs-player__error">{T.project.unknownType}</p>;
  }
}
