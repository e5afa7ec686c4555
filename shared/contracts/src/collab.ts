/**
 * Real-time collaboration in the rich-text editor: the gateway's Yjs websocket (y-websocket
 * protocol) at COLLAB_WS_PATH/<room>, shared by the editor's provider and the server plugin.
 */
export const COLLAB_WS_PATH = '/api/collab';

/** A room (document) id: letters, digits, '-' and '_' only, so it is safe in a URL path and in logs. */
export const COLLAB_ROOM_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** The room the demo page joins when the address names none (?collabId=...). */
export const COLLAB_DEFAULT_ROOM = 'demo';

/** Close codes the server uses (RFC 6455 ranges); the editor explains them to the user. */
export const CollabCloseCode = {
  /** A frame that is not a y-websocket binary message. */
  unsupportedData: 1003,
  /** A binary message the protocol could not read. */
  invalidPayload: 1007,
  /** A message or the document grew past the server's cap. */
  tooBig: 1009,
  /** Too many rooms, clients in the room or connections from the address. */
  tryAgainLater: 1013,
} as const;

/** The editor's collaboration texts. */
export const TCollab = {
  status: {
    connecting: 'Подключение к совместному редактированию…',
    connected: 'Совместное редактирование: подключено',
    disconnected: 'Совместное редактирование: нет связи, переподключаемся…',
  },
  room: 'Комната',
  you: 'Вы',
  guest: 'Гость',
  full: 'Сервер совместного редактирования занят или документ слишком большой: попробуйте позже или другую комнату.',
} as const;
