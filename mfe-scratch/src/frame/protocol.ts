// Messages between the host page (the workspace, the Fun Space editor) and the editor frame
// (dist/scratch/editor.html, another origin in development and in e2e). The frame never calls
// our API: the host loads and saves the .sb3 bytes.

export type HostMessage =
  | { type: 'scratch:load'; sb3: ArrayBuffer }
  | { type: 'scratch:export'; requestId: number };

export type FrameMessage =
  /** The editor is mounted and its VM is ready for a project. */
  | { type: 'scratch:ready' }
  /**
   * The project sent with scratch:load is shown (ok false: it could not be read); `missing` are
   * the ids of its extensions the editor installed without their code (their blocks do nothing).
   */
  | { type: 'scratch:loaded'; ok: boolean; missing: string[] }
  /** The student changed the project (blocks, sprites, costumes, sounds...). */
  | { type: 'scratch:changed' }
  | { type: 'scratch:exported'; requestId: number; sb3: ArrayBuffer };

const TYPES = new Set(['scratch:ready', 'scratch:loaded', 'scratch:changed', 'scratch:exported', 'scratch:load', 'scratch:export']);

/** True for a message of this protocol (anything else posted to the window is ignored). */
export function isScratchMessage(data: unknown): data is HostMessage | FrameMessage {
  return typeof data === 'object' && data !== null && TYPES.has((data as { type?: string }).type ?? '');
}
