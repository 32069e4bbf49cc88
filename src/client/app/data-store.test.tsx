import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DataStore, DataStoreProvider, useStoredData } from './data-store';

describe('the site data store', () => {
  it('starts from the server snapshot and does not fetch what it holds', async () => {
    const store = new DataStore({ 'images:active:hero:': { id: 1 } });
    const loader = vi.fn(async () => ({ id: 2 }));
    await store.load('images:active:hero:', loader);
    expect(loader).not.toHaveBeenCalled();
    expect(store.get('images:active:hero:')).toMatchObject({ status: 'success', data: { id: 1 } });
  });

  it('fetches a missing key once however many ask at the same moment, and tells subscribers', async () => {
    const store = new DataStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get('listings:list:1').status));
    let resolve!: (value: number[]) => void;
    const loader = vi.fn(() => new Promise<number[]>((r) => (resolve = r)));
    const first = store.load('listings:list:1', loader);
    const second = store.load('listings:list:1', loader);
    resolve([1, 2]);
    await Promise.all([first, second]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(store.get('listings:list:1')).toMatchObject({ status: 'success', data: [1, 2] });
    expect(seen).toEqual(['success']);
  });

  it('fetches again once the data is older than its age limit', async () => {
    vi.useFakeTimers();
    try {
      const store = new DataStore();
      const loader = vi.fn(async () => 'hero');
      await store.load('images:active:hero:', loader, 1000);
      vi.advanceTimersByTime(999);
      await store.load('images:active:hero:', loader, 1000);
      expect(loader).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2);
      await store.load('images:active:hero:', loader, 1000);
      expect(loader).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a failure until it is retried, and leaves it out of the snapshot', async () => {
    const store = new DataStore();
    const loader = vi.fn(async () => {
      throw new Error('offline');
    });
    await store.load('listings:detail:7', loader);
    await store.load('listings:detail:7', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(store.get('listings:detail:7')).toMatchObject({ status: 'error' });
    expect(store.snapshot()).toEqual({});

    store.invalidate('listings:');
    await store.load('listings:detail:7', async () => ({ id: 7 }));
    expect(store.snapshot()).toEqual({ 'listings:detail:7': { id: 7 } });
  });

  it('forgets every key under a prefix, and only those', () => {
    const store = new DataStore({
      'images:active:hero:': 1,
      'images:active:area_guide:Roath': 2,
      'auth:user': { id: 3 },
    });
    store.invalidate('images:active:');
    expect(store.snapshot()).toEqual({ 'auth:user': { id: 3 } });
  });

  it('keeps null as data (a listing that is gone), not as missing', () => {
    const store = new DataStore();
    store.setData('listings:detail:9', null);
    function Listing() {
      const listing = useStoredData('listings:detail:9', async () => ({ id: 9 }));
      return <p>{listing.data === null ? 'gone' : listing.isPending ? 'loading' : 'here'}</p>;
    }
    const html = renderToString(
      <DataStoreProvider store={store}>
        <Listing />
      </DataStoreProvider>,
    );
    expect(html).toBe('<p>gone</p>');
  });

  it('renders on the server from what was loaded before rendering', async () => {
    const store = new DataStore();
    await store.load('auth:user', async () => ({ name: 'Nia' }));
    function Greeting() {
      const user = useStoredData<{ name: string }>('auth:user', async () => ({ name: 'other' }));
      return <p>{user.data?.name}</p>;
    }
    const html = renderToString(
      <DataStoreProvider store={store}>
        <Greeting />
      </DataStoreProvider>,
    );
    expect(html).toBe('<p>Nia</p>');
  });
});
