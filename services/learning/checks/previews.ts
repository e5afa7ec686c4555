import type { TaskDto, TaskType } from '@school/contracts';

/** What a kind's server adds to a task for the one who opens it (a target picture). */
export type TaskPreviewFields = Pick<TaskDto, 'referenceDrawing'>;

/** Makes a kind's preview from the task's stored windows (solution and checks included); null when there is none. */
export type TaskPreview = (input: { taskId: number; taskText: readonly { windowId: number; text: string }[] }) => Promise<TaskPreviewFields | null>;

/**
 * Previews registered by kinds whose server can show a student something derived from the hidden
 * windows without revealing them (Python: the solution's drawing). One per kind.
 */
export function createPreviewRegistry() {
  const previews = new Map<string, TaskPreview>();
  return {
    register(type: TaskType, preview: TaskPreview): void {
      if (previews.has(type)) throw new Error(`A task preview for ${type} is already registered`);
      previews.set(type, preview);
    },
    get(type: string): TaskPreview | undefined {
      return previews.get(type);
    },
  };
}

export type PreviewRegistry = ReturnType<typeof createPreviewRegistry>;

declare module 'fastify' {
  interface FastifyInstance {
    taskPreviews: PreviewRegistry;
  }
}
