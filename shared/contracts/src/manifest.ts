import type { TaskType } from './enums';

/** Product areas served by remotes; the shell routes each area to a remote's exposed module. */
export type RemoteArea = 'courses' | 'funspace' | 'blocklyGames' | 'richText' | 'aichat';

export interface RemoteEntry {
  /** Federation name of the remote, e.g. "courses". */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  area: RemoteArea;
}

/** A task type served by a module of a remote. */
export interface TaskTypeModule {
  remote: string;
  /** Exposed module name, e.g. "./QuizWorkspace". */
  module: string;
}

/**
 * Modules one remote renders inside another's screen (not a page, not a task type): the task
 * screen shows descriptions, solutions and theory with the rich-text viewer.
 */
export const SHARED_REMOTE_MODULES = {
  richTextViewer: { remote: 'richText', module: './RichTextViewer' },
} as const satisfies Record<string, TaskTypeModule>;

/**
 * The remote manifest the shell fetches at start (URL configurable). Nothing about remotes is
 * baked into the shell's build: adding a task type is one entry in taskTypes.
 */
export interface RemoteManifest {
  remotes: RemoteEntry[];
  /** Page modules by route id, e.g. { home: { remote: 'courses', module: './HomePage' } }. */
  pages: Record<string, TaskTypeModule>;
  taskTypes: Partial<Record<TaskType, TaskTypeModule>> & Record<string, TaskTypeModule>;
}
