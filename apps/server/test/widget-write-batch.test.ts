import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/platform/desktops';

// Whole-data updates that arrive together share one statement on PostgreSQL (group commit):
// each must still be checked for its owner, get its own revision and answer its own widget.
describe.each(databaseKinds)('update-widget under concurrent writes (%s)', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas] = await signInAll(t.app, [demo.anna, demo.jonas]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (token: string, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  async function desktopWithWidgets(token: string, name: string, count: number) {
    const desktop = (await call(token, 'POST', base, { name })).json() as { id: string };
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const widgetId = randomUUID();
      const created = await call(token, 'PATCH', `${base}/${desktop.id}/create-widget`, {
        widgetId,
        componentName: 'Timer',
        extraProperties: { n: -1 },
      });
      expect(created.statusCode).toBe(200);
      ids.push(widgetId);
    }
    return { desktopId: desktop.id, ids };
  }

  it('applies every write once, with its own revision and answer, and never another user’s', async () => {
    const own = await desktopWithWidgets(anna, 'Viele Schreiber', 8);
    const foreign = await desktopWithWidgets(jonas, 'Fremde Tafel', 1);
    const foreignWidget = foreign.ids[0]!;
    const writes: Promise<{ who: string; widgetId: string; n: number; status: number; body: string }>[] = [];
    const write = (who: string, token: string, desktopId: string, widgetId: string, n: number) =>
      writes.push(
        call(token, 'PATCH', `${base}/${desktopId}/update-widget`, {
          widgetId,
          extraProperties: { n, text: `Schreiber ${n} "zitiert" \\ mit Ü` },
        }).then((res) => ({
          who,
          widgetId: widgetId.toLowerCase(),
          n,
          status: res.statusCode,
          body: res.body,
        })),
      );
    for (let round = 0; round < 5; round++) {
      own.ids.forEach((widgetId, i) => {
        // One widget id in upper case: the same widget.
        write('anna', anna, own.desktopId, i === 0 ? widgetId.toUpperCase() : widgetId, round * 10 + i);
      });
      write('anna', anna, foreign.desktopId, foreignWidget, 1000 + round);
      write('jonas', jonas, foreign.desktopId, foreignWidget, 2000 + round);
    }
    const results = await Promise.all(writes);

    const attacks = results.filter((r) => r.who === 'anna' && r.widgetId === foreignWidget);
    expect(attacks.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);

    const answered = results.filter((r) => r.status === 200);
    expect(answered).toHaveLength(45);
    const revisions = new Map<string, { revision: number; n: number }[]>();
    for (const r of answered) {
      const widget = JSON.parse(r.body) as { id: string; revision: number; extraProperties: { n: number } };
      expect(widget.id).toBe(r.widgetId);
      expect(widget.extraProperties).toEqual({ n: r.n, text: `Schreiber ${r.n} "zitiert" \\ mit Ü` });
      const list = revisions.get(r.widgetId) ?? [];
      list.push({ revision: widget.revision, n: r.n });
      revisions.set(r.widgetId, list);
    }

    const listed = (await call(anna, 'GET', `${base}/${own.desktopId}/widgets`)).json() as {
      items: { id: string; revision: number; extraProperties: { n: number } }[];
    };
    for (const widgetId of own.ids) {
      const seen = revisions.get(widgetId)!.sort((a, b) => a.revision - b.revision);
      const first = seen[0]!.revision;
      // Five writes, five distinct revisions in a row.
      expect(seen.map((s) => s.revision)).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
      const stored = listed.items.find((w) => w.id === widgetId)!;
      expect(stored.revision).toBe(first + 4);
      expect(stored.extraProperties.n).toBe(seen[4]!.n);
    }

    const theirs = (await call(jonas, 'GET', `${base}/${foreign.desktopId}/widgets`)).json() as {
      items: { revision: number; extraProperties: { n: number } }[];
    };
    const jonasWrites = revisions.get(foreignWidget)!.sort((a, b) => a.revision - b.revision);
    expect(jonasWrites.map((w) => w.n >= 2000)).toEqual([true, true, true, true, true]);
    expect(theirs.items[0]!.revision).toBe(jonasWrites[4]!.revision);
    expect(theirs.items[0]!.extraProperties.n).toBe(jonasWrites[4]!.n);
  });
});
