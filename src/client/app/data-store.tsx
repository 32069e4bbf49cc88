import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * What the site shell and the public pages show from the server: the signed-in user, the managed
 * images, the listings. It changes rarely, arrives with the server's HTML (the snapshot) and is
 * fetched again only on navigation or when stale. A few dozen lines on useSyncExternalStore keep
 * TanStack Query (about 14 KB of gzipped script) out of every public page; the signed-in portals
 * load it with their own code (ADR 0012).
 */
export type DataSnapshot = Record<string, unknown>;

type Entry =
  | { status: 'pending'; loadedAt?: undefined }
  | { status: 'success'; data: unknown; loadedAt: number }
  | { status: 'error'; error: unknown; loadedAt: number };

export type Loader<T> = (signal: AbortSignal) => Promise<T>;

const PENDING: Entry = { status: 'pending' };

export class DataStore {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, AbortController>();
  private readonly listeners = new Set<() => void>();

  constructor(snapshot: DataSnapshot = {}) {
    for (const [key, data] of Object.entries(snapshot)) this.entries.set(key, success(data));
  }

  get(key: string): Entry {
    return this.entries.get(key) ?? PENDING;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Fetches the key unless it is on its way, fresh (younger than maxAgeMs) or failed: a failure
   * stays until someone retries (invalidate), as a person pressing 'Try again' does.
   */
  async load<T>(key: string, loader: Loader<T>, maxAgeMs = Infinity): Promise<void> {
    const entry = this.entries.get(key);
    if (this.inFlight.has(key) || entry?.status === 'error') return;
    if (entry?.status === 'success' && Date.now() - entry.loadedAt < maxAgeMs) return;
    const controller = new AbortController();
    this.inFlight.set(key, controller);
    try {
      this.set(key, success(await loader(controller.signal)));
    } catch (error) {
      if (!controller.signal.aborted) this.set(key, { status: 'error', error, loadedAt: Date.now() });
    } finally {
      if (this.inFlight.get(key) === controller) this.inFlight.delete(key);
    }
  }

  /** Puts a value in place (the user after signing in), as if just fetched. */
  setData(key: string, data: unknown): void {
    this.set(key, success(data));
  }

  /** Forgets every key starting with the prefix: the next reader fetches it again. */
  invalidate(prefix: string): void {
    let changed = false;
    for (const key of [...this.entries.keys()]) {
      if (!key.startsWith(prefix)) continue;
      this.entries.delete(key);
      this.inFlight.get(key)?.abort();
      this.inFlight.delete(key);
      changed = true;
    }
    if (changed) this.notify();
  }

  /** Whether a lookup failed (the server renderer does not keep a page made with a fallback). */
  hasFailed(): boolean {
    for (const entry of this.entries.values()) if (entry.status === 'error') return true;
    return false;
  }

  /** What has loaded, for the page's bootstrap: errors are left out, so the browser asks again. */
  snapshot(): DataSnapshot {
    const out: DataSnapshot = {};
    for (const [key, entry] of this.entries) if (entry.status === 'success') out[key] = entry.data;
    return out;
  }

  private set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const success = (data: unknown): Entry => ({ status: 'success', data, loadedAt: Date.now() });

const DataStoreContext = createContext<DataStore | null>(null);

export function DataStoreProvider({ store, children }: { store: DataStore; children: ReactNode }) {
  return <DataStoreContext value={store}>{children}</DataStoreContext>;
}

export function useDataStore(): DataStore {
  const store = useContext(DataStoreContext);
  if (!store) throw new Error('useDataStore needs a DataStoreProvider');
  return store;
}

export interface StoredData<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  /** Showing the previous key's data while this one loads (keepPrevious). */
  isPrevious: boolean;
  retry: () => void;
}

/**
 * The data under key, fetched with loader when missing or older than maxAgeMs. The server renders
 * from what it put in the store before rendering; the browser starts from that snapshot.
 */
export function useStoredData<T>(
  key: string,
  loader: Loader<T>,
  options: { maxAgeMs?: number; keepPrevious?: boolean } = {},
): StoredData<T> {
  const store = useDataStore();
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.get(key),
    () => store.get(key),
  );
  const { maxAgeMs = Infinity, keepPrevious = false } = options;
  // The loader is an inline function in most callers: the key says what it loads.
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });
  useEffect(() => {
    void store.load(key, (signal) => loaderRef.current(signal), maxAgeMs);
  }, [store, key, maxAgeMs, entry]);

  // The last data shown, kept from render to render (React's "information from previous renders").
  const current = entry.status === 'success' ? (entry.data as T) : undefined;
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  if (current !== undefined && current !== previous) setPrevious(current);
  const isPrevious = keepPrevious && entry.status === 'pending' && previous !== undefined;

  const retry = useCallback(() => store.invalidate(key), [store, key]);
  return {
    data: entry.status === 'success' ? current : isPrevious ? previous : undefined,
    error: entry.status === 'error' ? entry.error : null,
    isPending: entry.status === 'pending' && !isPrevious,
    isError: entry.status === 'error',
    isPrevious,
    retry,
  };
}
