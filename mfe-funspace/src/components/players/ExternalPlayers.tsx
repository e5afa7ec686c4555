import { useEffect, useRef, useState } from 'react';
import { T, type ProjectDto } from '@school/contracts';
import { godotConfig, unityBuild } from '../../lib/project-rules';

declare global {
  interface Window {
    createUnityInstance?: (canvas: HTMLCanvasElement, config: Record<string, unknown>) => Promise<unknown>;
  }
}

const Failed = () => <p className="fs-player__error">{T.projectLoadFailed}</p>;

/** Unity WebGL build: loader script, then createUnityInstance with data, framework and wasm. */
export function UnityPlayer({ project }: { project: ProjectDto }) {
  const build = unityBuild(project);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(!build || !build.loader);
  useEffect(() => {
    if (!build?.loader || !canvas.current) return;
    const script = document.createElement('script');
    script.src = build.loader;
    script.onload = () => {
      window
        .createUnityInstance?.(canvas.current!, { dataUrl: build.data, frameworkUrl: build.framework, codeUrl: build.wasm })
        .catch((e) => {
          console.error('unity failed', e);
          setFailed(true);
        });
    };
    script.onerror = () => setFailed(true);
    document.body.append(script);
    return () => script.remove();
  }, [build?.loader, build?.data, build?.framework, build?.wasm]);
  if (failed) return <Failed />;
  return <canvas ref={canvas} width={960} height={600} />;
}

/** Godot web export: the first text window holds its JSON config, with the export page as url. */
export function GodotPlayer({ project }: { project: ProjectDto }) {
  const config = godotConfig(project);
  const url = typeof config?.url === 'string' ? config.url : null;
  if (!config || !url) return <Failed />;
  return <iframe title={project.title} src={url} sandbox="allow-scripts allow-same-origin allow-pointer-lock" allow="fullscreen; autoplay" />;
}
