import type { TObject } from 'typebox';

/**
 * A lane of the check service that a kind package adds (its package.json `schoolTaskKind.checkLane`,
 * default export): `POST /v1/<name>` takes a job of the `job` schema (the service adds `subject`,
 * whom it is for), admits it fairly per student and runs it in a sandboxed process of the lane's
 * own inside module (`schoolTaskKind.checkInside`, default export: an `InsideLane`), behind the same
 * wall as every other check. The answer is the inside module's outcome as data, or `{ timedOut: true }`
 * / `{ crashed: true }` when the process overran `jobMs` or died.
 */
export interface CheckLane {
  /** The route's last segment: lowercase letters, digits and dashes. */
  name: string;
  /** The job as the caller sends it, without `subject`; extra properties are refused. */
  job: TObject;
  /**
   * Packages the inside module loads at run time instead of having them bundled (WebAssembly builds
   * and the like): copied into the sandbox root's node_modules, whole or only the listed files.
   */
  runtime: readonly { package: string; files?: readonly string[] }[];
  limits: {
    /** The sandboxed process's JavaScript heap. */
    heapMb: number;
    /** A process serves this many jobs before it is replaced (a fresh heap, nothing kept between students). */
    jobsPerProcess: number;
    /** The wall time of one job: past it the process is killed and the job answers `{ timedOut: true }`. */
    jobMs: number;
  };
}

/** What a lane's inside module exports: started once per sandboxed process, then given one job at a time. */
export interface InsideLane<Job = never, Outcome = unknown> {
  /** `root` is the sandbox root (where the `runtime` packages are, under node_modules); the answer runs one job. */
  start(root: string): Promise<(job: Job) => Outcome>;
}

/** A kind package's lane as the check service loads it: the declaration and where its inside module is. */
export interface KindLane {
  /** The task type of the kind package that declares it. */
  type: string;
  lane: CheckLane;
  /** A module specifier of the inside module (bundled into the sandbox root at start). */
  inside: string;
}
