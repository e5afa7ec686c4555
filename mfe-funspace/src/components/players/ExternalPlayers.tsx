import { useEffect, useMemo, useRef, useState } from 'react';
import { T, type ProjectDto } from '@school/contracts';
import { externalGodotFrame, godotBuild, godotConfig, unityBuild } from '../../lib/project-rules';
import { ENGINE_MESSAGE, engineDocument, engineFileType, type EngineLaunch } from './engine-document';
import { SandboxedDocument } from './SandboxedDocument';

const Failed = () => <p className="fs-player__error">{T.projectLoadFailed}</p>;

type BuildFile = { name: string; url: string };

/**
 * Runs a Unity or Godot build in the opaque-origin sandbox (engine-document.ts, written into the
 * document host): once its page is ready, the build's files are fetched from our files host and
 * transferred in.
 */
function SandboxedEngine({ launch, files, title, testId }: { launch: EngineLaunch; files: BuildFile[]; title: string; testId: string }) {
  const [failed, setFailed] = useState(false);
  const doc = useMemo(() => engineDocument(launch), [launch]);
  const filesKey = files.map((f) => `${f.name} ${f.url}`).join('\n');
  const sent = useRef('');

  useEffect(() => setFailed(false), [doc, filesKey]);

  const onMessage = async (data: unknown, target: Window) => {
    const type = (data as { type?: string } | null)?.type;
    if (type === ENGINE_MESSAGE.failed) {
      console.error('engine failed', (data as { message?: string }).message);
      setFailed(true);
    }
    // Once per page and build (the page says it is ready once).
    const key = `${doc}\n${filesKey}`;
    if (type !== ENGINE_MESSAGE.ready || sent.current === key) return;
    sent.current = key;
    try {
      const loaded = await Promise.all(
        files.map(async (f) => {
          const res = await fetch(f.url);
          if (!res.ok) throw new Error(`${f.name}: ${res.status}`);
          return [f.name, { bytes: await res.arrayBuffer(), type: engineFileType(f.name) }] as const;
        }),
      );
      target.postMessage({ type: ENGINE_MESSAGE.files, files: Object.fromEntries(loaded) }, '*', loaded.map(([, v]) => v.bytes));
    } catch (err) {
      console.error('engine files failed', err);
      setFailed(true);
    }
  };

  if (failed) return <Failed />;
  return <SandboxedDocument doc={doc} title={title} sandbox="allow-scripts allow-pointer-lock" allow="fullscreen; autoplay" testId={testId} onMessage={onMessage} />;
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
  const external = config ? externalGodotFrame(config.url, location.origin) : null;
  if (!external) return <Failed />;
  return <iframe title={project.title} src={external.url} sandbox={external.sandbox} allow="fullscreen; autoplay" />;
}
