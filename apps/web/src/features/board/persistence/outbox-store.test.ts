import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import {
  createIndexedDbOutboxStore,
  layoutKey,
  type OutboxItem,
  outboxDatabaseName,
  widgetKey,
} from './outbox-store.ts';

function widgetItem(desktopId: string, widgetId: string): Extract<OutboxItem, { kind: 'widget' }> {
  return {
    key: widgetKey(desktopId, widgetId),
    kind: 'widget',
    desktopId,
    widgetId,
    componentName: 'Timer',
    extraProperties: { names: ['Ada', 'Ben'] },
    needsCreate: true,
    removed: false,
    seq: 1,
    changedAt: 1_700_000_000_000,
  };
}

const as = (user: string | undefined) => () => Promise.resolve(user);

describe('IndexedDB outbox', () => {
  it('keeps the changes of a user across page loads', async () => {
    const factory = new IDBFactory();
    const first = createIndexedDbOutboxStore({ factory, scope: as('user-a') });
    await first.put(widgetItem('d1', 'w1'));
    await first.put({ ...widgetItem('d1', 'w2'), removed: true });
    await first.delete(widgetKey('d1', 'w2'));

    const reloaded = createIndexedDbOutboxStore({ factory, scope: as('user-a') });
    expect(await reloaded.getAll()).toEqual([widgetItem('d1', 'w1')]);
  });

  it("never hands one teacher's unsaved changes to another user of the same browser", async () => {
    const factory = new IDBFactory();
    await createIndexedDbOutboxStore({ factory, scope: as('user-a') }).put(widgetItem('d1', 'w1'));

    const colleague = createIndexedDbOutboxStore({ factory, scope: as('user-b') });
    expect(await colleague.getAll()).toEqual([]);
    await colleague.put({
      key: layoutKey('d2'),
      kind: 'layout',
      desktopId: 'd2',
      desktopLayoutMeta: [],
      name: 'Mathe',
      classCode: '',
      extraProperties: {},
      seq: 1,
      changedAt: 1,
    });

    const back = createIndexedDbOutboxStore({ factory, scope: as('user-a') });
    expect((await back.getAll()).map((item) => item.key)).toEqual([widgetKey('d1', 'w1')]);
    const databases = (await factory.databases()).map((db) => db.name).sort();
    expect(databases).toEqual([outboxDatabaseName('user-a'), outboxDatabaseName('user-b')]);
  });

  it('keeps changes in memory only when no user is signed in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const factory = new IDBFactory();
    const store = createIndexedDbOutboxStore({ factory, scope: as(undefined) });
    await store.put(widgetItem('d1', 'w1'));
    expect(await store.getAll()).toEqual([widgetItem('d1', 'w1')]);
    expect(await factory.databases()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('names the database by the user, safely for any id', () => {
    expect(outboxDatabaseName('a/b:c')).toBe('tafino-board:a%2Fb%3Ac');
  });
});
