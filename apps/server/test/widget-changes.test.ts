import { randomUUID } from 'node:crypto';
import { applyChanges, type DocumentChange, type LiveEvent } from '@tafino/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { b64, png } from './helpers/files.ts';

const base = '/api/platform/desktops';

// Per-setting writes (`changes` with set and unset) are merged by the database in one statement,
// on PostgreSQL shared by the writes that arrive together: none may be lost or applied twice, and
// none may reach another user's widget.
describe.each(databaseKinds)('update-widget with per-setting changes (%s)', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;
  let mia: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas, mia] = await signInAll(t.app, [demo.anna, demo.jonas, demo.mia]);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  const call = apiCaller(() => t.app);

  async function widgetOf(token: string, extraProperties: Record<string, unknown>, componentName = 'Timer') {
    const desktop = (
      await call('POST', base, token, { name: `Tafel ${randomUUID().slice(0, 8)}` })
    ).json() as {
      id: string;
    };
    const widgetId = randomUUID();
    const res = await call('PATCH', `${base}/${desktop.id}/create-widget`, token, {
      widgetId,
      componentName,
      extraProperties,
    });
    expect(res.statusCode).toBe(200);
    return { desktopId: desktop.id, widgetId };
  }

  const change = (
    token: string,
    w: { desktopId: string; widgetId: string },
    changes: DocumentChange[],
    opId?: string,
  ) =>
    call('PATCH', `${base}/${w.desktopId}/update-widget`, token, {
      widgetId: w.widgetId,
      changes,
      ...(opId ? { opId } : {}),
    });

  const stored = async (token: string, w: { desktopId: string; widgetId: string }) => {
    const res = await call('GET', `${base}/${w.desktopId}/widgets`, token);
    const items = (
      res.json() as { items: { id: string; extraProperties: Record<string, unknown>; revision: number }[] }
    ).items;
    return items.find((item) => item.id === w.widgetId)!;
  };

  const published = () => {
    const events: LiveEvent[] = [];
    const spy = vi.spyOn(t.app.live, 'publish').mockImplementation((event) => {
      events.push(event);
    });
    return { events, restore: () => spy.mockRestore() };
  };

  it('keeps every one of many writes to different settings of one widget arriving together', async () => {
    const one = await widgetOf(anna, { widgetSettingsData: { extraSettings: { color: 'red' } } });
    const other = await widgetOf(anna, { n: 0 });
    const live = published();
    const writes = [
      ...Array.from({ length: 30 }, (_, i) =>
        change(
          anna,
          one,
          [{ op: 'set', path: ['widgetSettingsData', 'extraSettings', `s${i}`], value: i }],
          randomUUID(),
        ),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        change(anna, other, [{ op: 'set', path: ['n'], value: i }], randomUUID()),
      ),
    ];
    const results = await Promise.all(writes);
    live.restore();
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const answers = results.slice(0, 30).map(
      (r) =>
        r.json() as {
          revision: number;
          extraProperties: { widgetSettingsData: { extraSettings: Record<string, number> } };
        },
    );
    // Each answer is its own write: its setting is in it, and no two share a revision.
    answers.forEach((a, i) => {
      expect(a.extraProperties.widgetSettingsData.extraSettings[`s${i}`]).toBe(i);
    });
    expect(answers.map((a) => a.revision).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 2),
    );
    const after = await stored(anna, one);
    expect(after.revision).toBe(31);
    expect(after.extraProperties).toEqual({
      widgetSettingsData: {
        extraSettings: {
          color: 'red',
          ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`s${i}`, i])),
        },
      },
    });
    expect((await stored(anna, other)).revision).toBe(11);
    // One live event per write, with the write's revision.
    const updates = live.events.filter((e) => e.type === 'widget.updated');
    expect(updates).toHaveLength(40);
    expect(new Set(updates.map((e) => (e as { opId?: string }).opId)).size).toBe(40);
  });

  it('applies a replayed operation once, also when the replays arrive together', async () => {
    const w = await widgetOf(anna, { n: 0, keep: 'ja' });
    const opId = randomUUID();
    const live = published();
    const replays = await Promise.all(
      Array.from({ length: 8 }, (_, i) => change(anna, w, [{ op: 'set', path: ['n'], value: i + 1 }], opId)),
    );
    live.restore();
    expect(replays.map((r) => r.statusCode)).toEqual(replays.map(() => 200));
    const after = await stored(anna, w);
    expect(after.revision).toBe(2);
    expect(after.extraProperties.keep).toBe('ja');
    // Every answer is the one written state.
    for (const r of replays)
      expect(r.json()).toMatchObject({ revision: 2, extraProperties: after.extraProperties });
    expect(live.events.filter((e) => e.type === 'widget.updated')).toHaveLength(1);
    // A replay later changes nothing either; a new operation does.
    const later = await change(anna, w, [{ op: 'set', path: ['n'], value: 99 }], opId);
    expect(later.json()).toMatchObject({ revision: 2, extraProperties: after.extraProperties });
    const next = await change(anna, w, [{ op: 'unset', path: ['keep'] }], randomUUID());
    expect(next.json()).toMatchObject({ revision: 3, extraProperties: { n: after.extraProperties.n } });
  });

  it("never writes another user's or another tenant's widget, and records no operation for it", async () => {
    const jonasWidget = await widgetOf(jonas, { secret: 'jonas' });
    const annaWidget = await widgetOf(anna, { mine: true });
    const attackOps = Array.from({ length: 6 }, () => randomUUID());
    const attack = (token: string, target: { desktopId: string; widgetId: string }, opId: string) =>
      change(token, target, [{ op: 'set', path: ['secret'], value: 'überschrieben' }], opId);
    // Together with the owner's own writes, so that on PostgreSQL they share statements.
    const results = await Promise.all([
      attack(anna, jonasWidget, attackOps[0]!),
      attack(mia, jonasWidget, attackOps[1]!),
      // anna's own desktop with jonas's widget id, and the other way round
      attack(anna, { desktopId: annaWidget.desktopId, widgetId: jonasWidget.widgetId }, attackOps[2]!),
      attack(anna, { desktopId: jonasWidget.desktopId, widgetId: annaWidget.widgetId }, attackOps[3]!),
      attack(mia, jonasWidget, attackOps[4]!),
      attack(anna, jonasWidget, attackOps[5]!),
      change(jonas, jonasWidget, [{ op: 'set', path: ['own'], value: 1 }], randomUUID()),
      change(anna, annaWidget, [{ op: 'set', path: ['own'], value: 2 }], randomUUID()),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 200, 200]);
    expect(await stored(jonas, jonasWidget)).toMatchObject({
      revision: 2,
      extraProperties: { secret: 'jonas', own: 1 },
    });
    expect(await stored(anna, annaWidget)).toMatchObject({
      revision: 2,
      extraProperties: { mine: true, own: 2 },
    });
    // The refused operations were not recorded: the owner's write with such an id is applied.
    const own = await change(jonas, jonasWidget, [{ op: 'set', path: ['own'], value: 3 }], attackOps[0]);
    expect(own.json()).toMatchObject({ revision: 3, extraProperties: { secret: 'jonas', own: 3 } });
  });

  it('merges set and unset in the database exactly as applyChanges does', async () => {
    const start = {
      a: { b: 1, list: [1, 2] },
      text: 'x',
      arr: [{ id: 'k' }],
      nothing: null,
      deep: { x: { y: { z: 'tief' } } },
      'mit.punkt': { '"quote"': 'ü' },
    };
    const cases: DocumentChange[][] = [
      [{ op: 'set', path: ['a', 'c'], value: { neu: [1, { zwei: 2 }] } }],
      [{ op: 'set', path: ['text', 'inner', 'leaf'], value: 'ersetzt' }],
      [{ op: 'set', path: ['arr', '0', 'id'], value: 'kein Index' }],
      [{ op: 'set', path: ['nothing', 'x'], value: null }],
      [{ op: 'unset', path: ['missing', 'parent', 'leaf'] }],
      [
        { op: 'unset', path: ['a', 'list'] },
        { op: 'unset', path: ['deep', 'x', 'y', 'z'] },
      ],
      [
        { op: 'set', path: ['a', 'b'], value: 5 },
        { op: 'set', path: ['a'], value: 'flach' },
        { op: 'set', path: ['a', 'wieder'], value: true },
      ],
      [{ op: 'set', path: ['mit.punkt', '"quote"'], value: 'ä€😀' }],
      [{ op: 'set', path: ['1', '2', '3', '4', '5', '6', '7', '8'], value: 8 }],
      [
        { op: 'set', path: ['a'], value: [] },
        { op: 'unset', path: ['text'] },
      ],
      [],
    ];
    const prepared = vi.spyOn(t.db.database, 'prepared');
    try {
      for (const changes of cases) {
        const w = await widgetOf(anna, start);
        prepared.mockClear();
        const res = await change(anna, w, changes, randomUUID());
        expect(res.statusCode, JSON.stringify(changes)).toBe(200);
        expect(res.json().extraProperties, JSON.stringify(changes)).toEqual(applyChanges(start, changes));
        expect((await stored(anna, w)).extraProperties).toEqual(applyChanges(start, changes));
        // Merged by the one statement, without reading the widget first.
        expect(prepared.mock.calls.map((c) => c[0])).toContain('widget_change');
        expect(prepared.mock.calls.map((c) => c[0])).not.toContain('widget_live_read');
      }
    } finally {
      prepared.mockRestore();
    }
  });

  it('refuses a merge that would be too large or an unsafe link, and writes nothing', async () => {
    const w = await widgetOf(anna, { big: 'a'.repeat(600_000) });
    const opId = randomUUID();
    const tooLarge = await change(anna, w, [{ op: 'set', path: ['more'], value: 'b'.repeat(450_000) }], opId);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe('Die Daten sind zu groß.');
    const unsafe = await change(
      anna,
      w,
      [{ op: 'set', path: ['widgetSettingsData', 'url'], value: 'javascript:alert(1)' }],
      randomUUID(),
    );
    expect(unsafe.statusCode).toBe(400);
    expect((await stored(anna, w)).revision).toBe(1);
    // The refused operation was not recorded: sent again within the limit, it is applied.
    const fits = await change(anna, w, [{ op: 'set', path: ['more'], value: 'b' }], opId);
    expect(fits.json()).toMatchObject({ revision: 2, extraProperties: { more: 'b' } });
    // Within the limit by the server's count although the database's text of it is longer
    // (1e21 is 1000000000000000000000 there): merged by the server, and written.
    const near = await widgetOf(anna, {});
    const nums = Array.from({ length: 5_000 }, () => 1e21);
    const sized = (length: number): DocumentChange[] => [
      { op: 'set', path: ['nums'], value: nums },
      { op: 'set', path: ['tail'], value: 'x'.repeat(length - JSON.stringify({ nums, tail: '' }).length) },
    ];
    const over = await change(anna, near, sized(1_000_001));
    expect(over.statusCode).toBe(400);
    const prepared = vi.spyOn(t.db.database, 'prepared');
    const exact = await change(anna, near, sized(1_000_000));
    const statements = prepared.mock.calls.map((c) => c[0]);
    prepared.mockRestore();
    expect(exact.statusCode).toBe(200);
    expect(statements).toEqual(['widget_change', 'widget_live_read', 'widget_live_write']);
    expect(JSON.stringify(exact.json().extraProperties).length).toBe(1_000_000);
    expect(exact.json().revision).toBe(2);
  });

  it("lets go of a picture a change removes from the widget's settings", async () => {
    const upload = async (name: string) => {
      const res = await call('POST', '/api/tafino/userAsset', anna, {
        file: b64(await png()),
        fileName: name,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { id: string; url: string };
    };
    const assetStatus = async (id: string) =>
      (await call('GET', `/api/files/${id}/userAsset`, anna)).statusCode;
    const first = await upload('alt.png');
    const second = await upload('neu.png');
    const w = await widgetOf(
      anna,
      { widgetSettingsData: { extraSettings: { assetId: first.id, assetUrl: first.url } } },
      'Media',
    );
    const replaced = await change(anna, w, [
      { op: 'set', path: ['widgetSettingsData', 'extraSettings', 'assetId'], value: second.id },
      { op: 'set', path: ['widgetSettingsData', 'extraSettings', 'assetUrl'], value: second.url },
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(await assetStatus(first.id)).toBe(404);
    expect(await assetStatus(second.id)).toBe(200);
    await change(anna, w, [{ op: 'set', path: ['widgetComponentData', 'consentGiven'], value: true }]);
    expect(await assetStatus(second.id)).toBe(200);
    await change(anna, w, [{ op: 'unset', path: ['widgetSettingsData', 'extraSettings', 'assetId'] }]);
    expect(await assetStatus(second.id)).toBe(404);
  });
});
