/* eslint-disable @typescript-eslint/no-explicit-any -- runs inside a worker, built from source text */
import { functionSource, JS_HARNESS_SOURCE } from '@school/web-checks';

/**
 * The body of the run worker (a classic worker from a Blob: no access to the page, its token or storage).
 * SELF-CONTAINED: shipped as source. Installs the check harness's console (the same printing as the
 * server's re-check), runs the program as a global script named program.js (so errors carry its lines)
 * and reports 'done' when its synchronous part ends; timers may print after that.
 */
function jsWorkerMain(harnessSource: string): void {
  const scope = self as any;
  const globalEval = scope.eval as (code: string) => unknown;
  const install = globalEval('(' + harnessSource + ')') as (g: any, emit: (level: string, text: string) => void) => void;
  scope.onmessage = (event: MessageEvent<{ program: string }>) => {
    install(scope, (level, text) => scope.postMessage({ type: 'log', level, text }));
    try {
      globalEval(event.data.program + '\n//# sourceURL=program.js');
      scope.postMessage({ type: 'done' });
    } catch (error: any) {
      const message = error && error.name ? error.name + ': ' + error.message : String(error);
      scope.postMessage({ type: 'done', error: { message, stack: String((error && error.stack) || '') } });
    }
  };
}

export const JS_WORKER_SOURCE = `(${functionSource(jsWorkerMain)})(${JSON.stringify(JS_HARNESS_SOURCE)});`;
