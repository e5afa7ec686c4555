/** What other domains may know of the check service besides its API's schemas (schemas.ts): the outcomes it answers. */
export type { PythonOutcome } from './python/python-checks';
export type { PythonDrawingOutcome } from './python/python-drawing';
export type { SandboxOutcome } from './js/js-job';
