import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, demo, signInAll, TEST_ORIGIN, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/platform/desktops';

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !accept(value); i++) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

// Two server processes on one PostgreSQL database: a write through one must reach the
// other's cache. (PGlite belongs to one process, so there is no second instance to tell.)
describe.skipIf(!databaseKinds.includes('postgres'))('cached widget lists across two app instances', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let anna: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    other = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_ORIGIN: TEST_ORIGIN,
        WEB_DIST_DIR: '/nonexistent',
      }),
      { database: t.db.database, logger: false },
    );
    await other.ready();
    [anna] = await signInAll(t.app, [demo.anna]);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const inject = (
    app: typeof other,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${anna}` },
      ...(payload ? { payload } : {}),
    });

  it('sees writes and desktop removal made through the other instance', async () => {
    const desktop = (await inject(t.app, 'POST', base, { name: 'Zwei Prozesse' })).json();
    const widgetId = randomUUID();
    await inject(t.app, 'PATCH', `${base}/${desktop.id}/create-widget`, {
      widgetId,
      componentName: 'Dice',
      extraProperties: { widgetComponentData: { values: [1] } },
    });
    const list = (app: typeof other) => inject(app, 'GET', `${base}/${desktop.id}/widgets`);
    // fill both caches
    expect((await list(t.app)).json().items[0].extraProperties.widgetComponentData.values).toEqual([1]);
    expect((await list(other)).json().items[0].extraProperties.widgetComponentData.values).toEqual([1]);

    await inject(other, 'PATCH', `${base}/${desktop.id}/update-widget`, {
      widgetId,
      extraProperties: { widgetComponentData: { values: [6] } },
    });
    expect((await list(other)).json().items[0].extraProperties.widgetComponentData.values).toEqual([6]);
    const seenByFirst = await eventually(
      () => list(t.app).then((r) => r.json().items[0].extraProperties.widgetComponentData.values[0]),
      (v) => v === 6,
    );
    expect(seenByFirst).toBe(6);

    const empty = (await inject(t.app, 'POST', base, { name: 'Leer' })).json();
    expect((await inject(t.app, 'GET', `${base}/${empty.id}/widgets`)).json().items).toEqual([]);
    expect((await inject(other, 'DELETE', `${base}/${empty.id}`)).statusCode).toBe(204);
    const status = await eventually(
      () => inject(t.app, 'GET', `${base}/${empty.id}/widgets`).then((r) => r.statusCode),
      (s) => s === 404,
    );
    expect(status).toBe(404);
  });

  it('never serves a cached list to another user', async () => {
    const [jonas] = await signInAll(t.app, [demo.jonas]);
    const desktop = (await inject(t.app, 'POST', base, { name: 'Privat' })).json();
    expect((await inject(t.app, 'GET', `${base}/${desktop.id}/widgets`)).statusCode).toBe(200);
    const res = await t.app.inject({
      url: `${base}/${desktop.id}/widgets`,
      headers: { authorization: `Bearer ${jonas}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
