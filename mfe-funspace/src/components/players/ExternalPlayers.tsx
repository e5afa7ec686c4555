import { useEffect, useMemo, useRef, useState } from 'react';
import { T, type ProjectDto } from '@school/contracts';
import { godotBuild, godotConfig, unityBuild } from '../../lib/project-rules';
import { ENGINE_MESSAGE, engineDocument, engineFileType, type EngineLaunch } from './engine-document';

const Failed = () => <p className="fs-player__error">{T.projectLoadFailed}</p>;

type BuildFile = { name: string; url: string };

/**
 * Runs a Unity or Godot build in the opaque-origin sandbox (engine-document.ts): once the frame is
 * ready, the build's files are fetched from our files host and transferred in.
 */
function SandboxedEngine({ launch, files, title, testId }: { launch: EngineLaunch; files: BuildFile[]; title: string; testId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [failed, setFailed] = useState(false);
  const doc = useMemo(() => engineDocument(launch), [launch]);
  const filesKey = files.map((f) => `${f.name} ${f.url}`).join('\n');

  useEffect(() => {
    setFailed(false);
    let sent = false;
    const onMessage = async (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      const type = (e.data as { type?: string } | null)?.type;
      if (type === ENGINE_MESSAGE.failed) {
        console.error('engine failed', (e.data as { message?: string }).message);
        setFailed(true);
      }
      if (type !== ENGINE_MESSAGE.ready || sent) return;
      sent = true;
      try {
        const loaded = await Promise.all(
          files.map(async (f) => {
            const res = await fetch(f.url);
            if (!res.ok) throw new Error(`${f.name}: ${res.status}`);
            return [f.name, { bytes: await res.arrayBuffer(), type: engineFileType(f.name) }] as const;
          }),
        );
        const payload = Object.fromEntries(loaded);
        frame.current?.contentWindow?.postMessage({ type: ENGINE_MESSAGE.files, files: payload }, '*', loaded.map(([, v]) => v.bytes));
      } catch (err) {
        console.error('engine files failed', err);
        setFailed(true);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // The files are compared by name and address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, filesKey]);

  if (failed) return <Failed />;
  return <iframe ref={frame} key={doc} title={title} srcDoc={doc} sandbox="allow-scripts allow-pointer-lock" allow="fullscreen; autoplay" data-testid={testId} />;
}

const nameOf = (p: ProjectDto, url: string) => p.resources.find((r) => r.url === url)?.name ?? '';

/** Unity WebGL build: loader script, then createUnityInstance with data, framework and wasm. */
export function UnityPlayer({ project }: { project: ProjectDto }) {
  const build = unityBuild(project);
  const launch = useMemo<EngineLaunch | null>(
    () =>
      build?.loader
        ? { kind: 'unity', script: nameOf(project, build.loader), data: nameOf(project, build.data!), framework: nameOf(project, build.framework!), wasm: nameOf(project, build.wasm!) }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [build?.loader, build?.data, build?.framework, build?.wasm],
  );
  if (!build || !launch) return <Failed />;
  const files = [build.loader!, build.data!, build.framework!, build.wasm!].map((url) => ({ name: nameOf(project, url), url }));
  return <SandboxedEngine launch={launch} files={files} title={project.title} testId="unity-player" />;
}

/**
 * Godot web export: the first text window holds its JSON config. An export uploaded here (its
 * .js, .wasm and .pck) plays from our files host; an older config may point at an export page
 * hosted elsewhere (`url`), shown in a frame of that other origin.
 */
export function GodotPlayer({ project }: { project: ProjectDto }) {
  const build = godotBuild(project);
  const config = godotConfig(project);
  const launch = useMemo<EngineLaunch | null>(
    () => (build ? { kind: 'godot', script: build.script, config: build.config } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(build)],
  );
  if (build && launch) return <SandboxedEngine launch={launch} files={build.files} title={project.title} testId="godot-player" />;
  const url = typeof config?.url === 'string' ? config.url : null;
  if (!config || !url) return <Failed />;
  return <iframe title={project.title} src={url} sandbox="allow-scripts allow-same-origin allow-pointer-lock" allow="fullscreen; autoplay" />;
}
