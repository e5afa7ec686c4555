import { useEffect, useRef, useState } from 'react';
import { T, TFun } from '@school/contracts';
import { Button } from '@school/ui';

type Vm = import('scratch-vm').default;

/** The prebuilt UMD bundles export the class directly, as default, or as a named member. */
function constructorOf<T>(module: unknown, name: string): T {
  const m = module as Record<string, unknown> & { default?: Record<string, unknown> };
  const found = [m.default?.default, m.default?.[name], m[name], m.default, m].find((c) => typeof c === 'function');
  if (!found) throw new Error(`${name} is not exported`);
  return found as T;
}

/** The Scratch player: scratch-vm + scratch-render, loaded lazily; a failed load is only logged. */
export function ScratchPlayer({ sb3Url, autoRun }: { sb3Url: string | null; autoRun: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const vmRef = useRef<Vm | null>(null);
  const [loading, setLoading] = useState(true);
  const [joke, setJoke] = useState(0);

  useEffect(() => {
    if (!loading) return;
    const t = setInterval(() => setJoke((j) => (j + 1) % TFun.scratchJokes.length), 1000);
    return () => clearInterval(t);
  }, [loading]);

  useEffect(() => {
    let disposed = false;
    let gl: WebGLRenderingContext | undefined;
    (async () => {
      try {
        if (!sb3Url) throw new Error('no sb3 resource');
        const [vmModule, renderModule, storageModule, bytes] = await Promise.all([
          import(/* webpackChunkName: "scratch-vm" */ 'scratch-vm'),
          import(/* webpackChunkName: "scratch-render" */ 'scratch-render'),
          import(/* webpackChunkName: "scratch-storage" */ 'scratch-storage'),
          fetch(sb3Url).then((r) => {
            if (!r.ok) throw new Error(`sb3 ${r.status}`);
            return r.arrayBuffer();
          }),
        ]);
        if (disposed || !canvas.current) return;
        const VirtualMachine = constructorOf<typeof import('scratch-vm').default>(vmModule, 'VirtualMachine');
        const RenderWebGL = constructorOf<typeof import('scratch-render').default>(renderModule, 'RenderWebGL');
        const ScratchStorage = constructorOf<typeof import('scratch-storage').default>(storageModule, 'ScratchStorage');
        const vm = new VirtualMachine();
        const renderer = new RenderWebGL(canvas.current);
        gl = renderer._gl;
        renderer.setLayerGroupOrdering(['background', 'video', 'pen', 'sprite']);
        vm.attachRenderer(renderer);
        vm.attachStorage(new ScratchStorage());
        vm.setCompatibilityMode(true);
        await vm.loadProject(bytes);
        if (disposed) {
          vm.quit?.();
          return;
        }
        vmRef.current = vm;
        vm.start();
        setLoading(false);
        if (autoRun) vm.greenFlag();
      } catch (e) {
        // A failed player load is only logged; the page stays.
        console.error('scratch player failed', e);
      }
    })();
    return () => {
      disposed = true;
      const vm = vmRef.current;
      vmRef.current = null;
      if (vm) {
        vm.stopAll();
        vm.quit?.();
      }
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    };
  }, [sb3Url, autoRun]);

  return (
    <div className="fs-player__scratch">
      <div className="fs-row" style={{ padding: 8 }}>
        <Button onClick={() => vmRef.current?.greenFlag()} disabled={loading} data-testid="scratch-flag">
          ⚑ {TFun.run}
        </Button>
        <Button variant="secondary" onClick={() => vmRef.current?.stopAll()} disabled={loading}>
          ■ {TFun.stop}
        </Button>
      </div>
      <div style={{ position: 'relative' }}>
        <canvas ref={canvas} width={480} height={360} data-testid="scratch-stage" />
        {loading && (
          <div className="fs-player__loading" data-testid="scratch-loading">
            <strong>{T.project.scratchLoading}</strong>
            <span>{TFun.scratchJokes[joke]}</span>
          </div>
        )}
      </div>
    </div>
  );
}
