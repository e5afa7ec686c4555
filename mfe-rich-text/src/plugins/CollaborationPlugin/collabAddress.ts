import { COLLAB_DEFAULT_ROOM, COLLAB_ROOM_PATTERN, COLLAB_WS_PATH, TCollab } from '@school/contracts';

/** Where the editor's collaboration connects: the y-websocket server URL and the room (document). */
export interface CollabAddress {
  endpoint: string;
  room: string;
}

const ROOM = new RegExp(COLLAB_ROOM_PATTERN);

/**
 * From the page address, as the Lexical playground does: `?collabId=` names the room (the demo's
 * own room otherwise) and `?collabEndpoint=` a y-websocket server other than the school's own
 * /api/collab on this origin (the remote's standalone page runs on its own port in development).
 */
export function collabAddress(location: Pick<Location, 'protocol' | 'host' | 'search'>): CollabAddress {
  const params = new URLSearchParams(location.search);
  const room = params.get('collabId') ?? '';
  const given = params.get('collabEndpoint');
  let endpoint = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${COLLAB_WS_PATH}`;
  if (given) {
    try {
      const url = new URL(given);
      if (url.protocol === 'ws:' || url.protocol === 'wss:') endpoint = url.href.replace(/\/$/, '');
    } catch {
      // Not a URL: the school's own endpoint.
    }
  }
  return { endpoint, room: ROOM.test(room) ? room : COLLAB_DEFAULT_ROOM };
}

/** The collaboration switch lives in the address (?collab=1) so the split screen, which keeps the query, keeps it on. */
export const COLLAB_QUERY_FLAG = 'collab';

export function collabOnIn(search: string): boolean {
  return new URLSearchParams(search).get(COLLAB_QUERY_FLAG) === '1';
}

export function withCollab(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set(COLLAB_QUERY_FLAG, '1');
  else params.delete(COLLAB_QUERY_FLAG);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Caret colours of the collaborators, readable under white text. */
export const CURSOR_COLORS = ['#d32f2f', '#1976d2', '#388e3c', '#7b1fa2', '#f57c00', '#0097a7', '#c2185b', '#5d4037'];

/** A name for a visitor without a login (the public demo): «Гость 123». */
export function guestName(random: () => number = Math.random): string {
  return `${TCollab.guest} ${100 + Math.floor(random() * 900)}`;
}
