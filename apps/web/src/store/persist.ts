// Nothing is lost: the desk's state is kept in IndexedDB and survives a reload or a crashed tab.

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T): Promise<void>;
}

const DB_NAME = 'bridge-laws-desk';
const STORE = 'state';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

/** IndexedDB in the browser; an in-memory store where IndexedDB is missing (tests, private modes). */
export async function openStore(): Promise<KeyValueStore> {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await request(open);
  return {
    async get<T>(key: string) {
      return (await request(db.transaction(STORE).objectStore(STORE).get(key))) as T | undefined;
    },
    async set<T>(key: string, value: T) {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(value, key);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      });
    },
  };
}

export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    async get<T>(key: string) {
      return data.get(key) as T | undefined;
    },
    async set<T>(key: string, value: T) {
      data.set(key, structuredClone(value));
    },
  };
}
