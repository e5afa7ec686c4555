// Unsaved projects kept in the browser (IndexedDB) while the server cannot take them: a failed save
// stores the bytes here, a later save removes them, and opening the task again restores them.
const DB_NAME = 'school-scratch-drafts';
const STORE = 'drafts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = action(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

export interface Draft {
  sb3: ArrayBuffer;
  savedAt: number;
}

export const drafts = {
  get: (key: string) => run<Draft | undefined>('readonly', (s) => s.get(key) as IDBRequest<Draft | undefined>),
  put: (key: string, draft: Draft) => run('readwrite', (s) => s.put(draft, key)),
  remove: (key: string) => run('readwrite', (s) => s.delete(key)),
};

/** IndexedDB may be missing (old browsers, some test environments): then nothing is kept. */
export const draftsAvailable = () => typeof indexedDB !== 'undefined';
