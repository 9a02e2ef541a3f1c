import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('forgets the least recently used entry first once over its budget', () => {
    const cache = new LruCache<string, number>({ maxWeight: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('weighs values by the given measure, and keeps none heavier than the whole budget', () => {
    const cache = new LruCache<string, string>({ maxWeight: 10, weigh: (text) => text.length });
    cache.set('short', 'abcd');
    cache.set('long', 'abcdefgh');
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe('abcdefgh');
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('long')).toBe('abcdefgh');
  });

  it('counts a replaced value once', () => {
    const cache = new LruCache<string, string>({ maxWeight: 6, weigh: (text) => text.length });
    cache.set('a', 'xxx');
    cache.set('a', 'yyy');
    cache.set('b', 'zzz');
    expect([cache.get('a'), cache.get('b')]).toEqual(['yyy', 'zzz']);
  });

  it('stops handing out an entry at its expiry time', () => {
    let now = 1000;
    const cache = new LruCache<string, string>({ maxWeight: 5, now: () => now });
    cache.set('token', 'ada', 1500);
    cache.set('forever', 'kept');
    now = 1499;
    expect(cache.get('token')).toBe('ada');
    now = 1500;
    expect(cache.get('token')).toBeUndefined();
    expect(cache.get('forever')).toBe('kept');
    expect(cache.size).toBe(1);
  });

  it('shares one load among the calls that ask for a key while it runs', async () => {
    const cache = new LruCache<string, number>({ maxWeight: 5 });
    let loads = 0;
    const load = async () => ({ value: ++loads });
    const [first, second] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
    await expect(cache.getOrLoad('k', load)).resolves.toBe(1);
  });

  it('does not keep a failed load, so the next call tries again', async () => {
    const cache = new LruCache<string, number>({ maxWeight: 5 });
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.getOrLoad('k', async () => ({ value: 7 }))).resolves.toBe(7);
  });

  it('forgets the entries whose value matches', () => {
    const cache = new LruCache<string, { id: number }>({ maxWeight: 5 });
    cache.set('a', { id: 1 });
    cache.set('b', { id: 2 });
    cache.deleteWhere((profile) => profile.id === 1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, { id: 2 }]);
  });
});
