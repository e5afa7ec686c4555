import { ProjectType, T, TFun, WindowId, type ProjectDto } from '@school/contracts';
import { composePage, pageFromWindows } from '@school/web-checks';
import { mainResource } from '../../lib/project-rules';
import { GodotPlayer, UnityPlayer } from './ExternalPlayers';
import { ScratchPlayer } from './ScratchPlayer';
import { SandboxedDocument } from './SandboxedDocument';
import { PythonProjectView } from '../../features/python-project/PythonProjectView';

const textOf = (p: ProjectDto, id: number) => p.projectText.find((t) => t.windowId === id)?.text ?? '';

/** A web project runs in the sandboxed document host (scripts only, no same origin), composed like a Frontend task's page. */
function webDocument(p: ProjectDto): string {
  return composePage(pageFromWindows(p.projectText));
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
      return <SandboxedDocument title={project.title} sandbox="allow-scripts" doc={webDocument(project)} testId="web-player" />;
    case ProjectType.Unity:
      return <UnityPlayer project={project} />;
    case ProjectType.Godot:
      return <GodotPlayer project={project} />;
    case ProjectType.Python:
      return <PythonProjectView initialCode={textOf(project, WindowId.pythonCode)} autoRun={autoRun} />;
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
