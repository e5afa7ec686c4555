import { WORKSPACE_CONTRACT_VERSION } from './workspace';

/** One remote as the shell's manifest lists it. */
export interface RemoteEntry {
  /** Federation name of the remote, e.g. "courses". */
  name: string;
  /** URL of the remote's remoteEntry.js (the shell's runtime has no snapshot plugin to read mf-manifest.json). */
  entry: string;
  /** The workspace contract version the remote was built on (WORKSPACE_CONTRACT_VERSION). */
  contract: string;
}

/** A page or task type served by an exposed module of a remote. */
export interface TaskTypeModule {
  remote: string;
  /** Exposed module name, e.g. "./QuizWorkspace". */
  module: string;
}

/**
 * Modules one remote renders inside another's screen (not a page, not a task type): the task
 * screen shows descriptions, solutions and theory with the rich-text viewer. The remote lists the
 * file under `modules` in its remote.config.ts (infra/remote-manifest.test.ts checks it).
 */
export const SHARED_REMOTE_MODULES = {
  richTextViewer: { remote: 'richText', module: './RichTextViewer' },
  /** The full rich-text editor (Lexical editor-state JSON out), e.g. for an author's lesson theory. */
  richTextEditor: { remote: 'richText', module: './RichTextEditor' },
  /** The Python workbench (turtle included) for Fun Space's Python projects. */
  pythonProject: { remote: 'code', module: './PythonProject' },
  /** The Scratch editor for Fun Space's Scratch projects (mfe-scratch). */
  scratchProject: { remote: 'scratch', module: './ScratchProject' },
} as const satisfies Record<string, TaskTypeModule>;

/**
 * The remote manifest the shell fetches at start (URL configurable). Nothing about remotes is
 * baked into the shell's build. Generated from the remotes' remote.config.ts files
 * (`npm run gen:remotes`), never edited by hand.
 */
export interface RemoteManifest {
  remotes: RemoteEntry[];
  /** Page modules by route id, e.g. { home: { remote: 'courses', module: './HomePage' } }. */
  pages: Record<string, TaskTypeModule>;
  /** Workspace modules by task type (a registered kind's, built-in or from a kind package). */
  taskTypes: Record<string, TaskTypeModule>;
}

/** A module file of a remote, relative to its folder: './src/.../Name.tsx'. */
export type RemoteModuleFile = `./${string}.${'ts' | 'tsx'}`;

/**
 * What a remote declares about itself, once, in `mfe-x/remote.config.ts`. Webpack `exposes`,
 * the manifest's remotes, pages and task types, the shell's page ids and the scripts' port list
 * are derived from it. A module's exposed name is its file name: './src/a/QuizWorkspace.tsx' is
 * exposed as './QuizWorkspace' (one file may serve several page ids or task types).
 */
export interface RemoteConfig<P extends string = string> {
  /** Federation name; also the remote's name in the manifest. */
  name: string;
  /** Port of the dev server and of `npm start` (e2e moves the whole set by its own base). */
  port: number;
  /** Title of the remote's standalone page. */
  title: string;
  /** Page id -> module file. Each page id the shell routes is served by exactly one remote. */
  pages?: Record<P, RemoteModuleFile>;
  /** Task type -> workspace module file (its default export uses defineWorkspace). */
  workspaces?: Readonly<Record<string, RemoteModuleFile>>;
  /** Other exposed module files, loaded by another remote (see SHARED_REMOTE_MODULES). */
  modules?: RemoteModuleFile[];
}

/** A declared remote, stamped with the contract version it is built on. */
export type DefinedRemote<P extends string = string> = RemoteConfig<P> & { readonly contract: string };

/** Declares a remote (the default export of its remote.config.ts). */
export function defineRemote<const P extends string = never>(config: RemoteConfig<P>): DefinedRemote<P> {
  return { ...config, contract: WORKSPACE_CONTRACT_VERSION };
}

/** The exposed name of a module file: './src/pages/HomePage.tsx' -> './HomePage'. */
export function exposedName(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.[jt]sx?$/, '');
  return `./${base}`;
}

/** Webpack `exposes` of a remote: every page, workspace and module file under its exposed name. */
export function exposesOf(config: RemoteConfig): Record<string, string> {
  const files = [...Object.values(config.pages ?? {}), ...Object.values(config.workspaces ?? {}), ...(config.modules ?? [])];
  const exposes: Record<string, string> = {};
  for (const file of files as string[]) {
    const name = exposedName(file);
    if (exposes[name] && exposes[name] !== file) {
      throw new Error(`remote ${config.name}: ${exposes[name]} and ${file} would both be exposed as ${name}`);
    }
    exposes[name] = file;
  }
  return exposes;
}

/**
 * The manifest of a set of remotes. `entryOf` gives each remote's entry URL (the checked-in
 * manifest uses `http://{hostname}:<port>/remoteEntry.js`; the gateway fills in the host).
 */
export function buildRemoteManifest(
  remotes: DefinedRemote[],
  entryOf: (remote: DefinedRemote) => string = (r) => `http://{hostname}:${r.port}/remoteEntry.js`,
): RemoteManifest {
  const manifest: RemoteManifest = { remotes: [], pages: {}, taskTypes: {} };
  const ports = new Map<number, string>();
  for (const remote of remotes) {
    if (manifest.remotes.some((r) => r.name === remote.name)) throw new Error(`two remotes are named ${remote.name}`);
    const samePort = ports.get(remote.port);
    if (samePort) throw new Error(`remotes ${samePort} and ${remote.name} both use port ${remote.port}`);
    ports.set(remote.port, remote.name);
    exposesOf(remote);
    manifest.remotes.push({ name: remote.name, entry: entryOf(remote), contract: remote.contract });
    const add = (table: Record<string, TaskTypeModule>, kind: string, key: string, file: string) => {
      const taken = table[key];
      if (taken) throw new Error(`${kind} ${key} is declared by both ${taken.remote} and ${remote.name}`);
      table[key] = { remote: remote.name, module: exposedName(file) };
    };
    for (const [id, file] of Object.entries<string>(remote.pages ?? {})) add(manifest.pages, 'page', id, file);
    for (const [type, file] of Object.entries<string | undefined>(remote.workspaces ?? {})) {
      if (file) add(manifest.taskTypes, 'task type', type, file);
    }
  }
  return manifest;
}
