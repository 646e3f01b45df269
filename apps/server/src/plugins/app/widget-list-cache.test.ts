import { describe, expect, it } from 'vitest';
import { WidgetListCache, type WidgetListEntry } from './widget-list-cache.ts';

const entry = (json: string): WidgetListEntry => ({ json, tenantId: 't', ownerId: 'o' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('WidgetListCache', () => {
  it('loads every time while inactive', async () => {
    const cache = new WidgetListCache({ maxEntries: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => entry(String(++loads));
    await cache.get('d', load);
    await cache.get('d', load);
    expect(loads).toBe(2);
  });

  it('serves from memory once active, until invalidated', async () => {
    const cache = new WidgetListCache({ maxEntries: 10, ttlMs: 60_000 });
    cache.setActive(true);
    let loads = 0;
    const load = async () => entry(String(++loads));
    expect((await cache.get('d', load))?.json).toBe('1');
    expect((await cache.get('d', load))?.json).toBe('1');
    cache.invalidate('d');
    expect((await cache.get('d', load))?.json).toBe('2');
    cache.setActive(false);
    cache.setActive(true);
    expect((await cache.get('d', load))?.json).toBe('3');
  });

  it('shares one load between concurrent readers', async () => {
    const cache = new WidgetListCache({ maxEntries: 10, ttlMs: 60_000 });
    cache.setActive(true);
    const gate = deferred<WidgetListEntry>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const a = cache.get('d', load);
    const b = cache.get('d', load);
    gate.resolve(entry('x'));
    expect((await a)?.json).toBe('x');
    expect((await b)?.json).toBe('x');
    expect(loads).toBe(1);
  });

  it('does not keep a load that an invalidation overtook, nor let new readers join it', async () => {
    const cache = new WidgetListCache({ maxEntries: 10, ttlMs: 60_000 });
    cache.setActive(true);
    const stale = deferred<WidgetListEntry>();
    const first = cache.get('d', () => stale.promise);
    cache.invalidate('d');
    const second = cache.get('d', async () => entry('fresh'));
    stale.resolve(entry('stale'));
    expect((await first)?.json).toBe('stale');
    expect((await second)?.json).toBe('fresh');
    expect((await cache.get('d', async () => entry('reloaded')))?.json).toBe('fresh');
  });

  it('does not cache a missing desktop', async () => {
    const cache = new WidgetListCache({ maxEntries: 10, ttlMs: 60_000 });
    cache.setActive(true);
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    await cache.get('d', load);
    await cache.get('d', load);
    expect(loads).toBe(2);
  });

  it('trusts an entry no longer than its time to live', async () => {
    const cache = new WidgetListCache({ maxEntries: 10, ttlMs: 0 });
    cache.setActive(true);
    let loads = 0;
    const load = async () => entry(String(++loads));
    await cache.get('d', load);
    await new Promise((r) => setTimeout(r, 2));
    await cache.get('d', load);
    expect(loads).toBe(2);
  });

  it('collects changes and publishes them together', async () => {
    const published: string[][] = [];
    const cache = new WidgetListCache({
      maxEntries: 10,
      ttlMs: 60_000,
      publishDelayMs: 1_000,
      publish: async (ids) => {
        published.push(ids);
      },
    });
    cache.changed('a');
    cache.changed('b');
    cache.changed('a');
    expect(published).toEqual([]);
    await cache.flush();
    expect(published).toEqual([['a', 'b']]);
  });
});
