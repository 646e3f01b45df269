import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demo, type HttpMethod, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/platform/desktops';
type Desktop = {
  id: string;
  name: string;
  classCode: string;
  clonedFromDesktopId: string | null;
  cloneShareActionCode: string | null;
  sharedContexts: { ownerUserMail: string; sharedWithDesktopId: string }[];
  shareContext: { ownerUserMail: string; sharedWithDesktopId: string } | null;
  extraProperties: Record<string, unknown>;
};

describe.each(databaseKinds)('sharing and cloning desktops on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;
  let mia: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas, mia] = await signInAll(t.app, [demo.anna, demo.jonas, demo.mia]);
  });
  afterAll(async () => t?.close());

  const call = (method: HttpMethod, url: string, token?: string, payload?: unknown, ip?: string) =>
    apiCaller(() => t.app)(method, url, token, payload, {}, ip);

  /** Anna's lesson: a running timer owned by a pupil, a group maker with names, a drawing. */
  let lessons = 0;
  async function lesson() {
    // names are unique per user: every lesson gets its own
    lessons += 1;
    const name = lessons === 1 ? 'Sachunterricht 3b' : `Sachunterricht 3b – ${lessons}`;
    const desktop = (await call('POST', base, anna, { name, classCode: '3b' })).json() as Desktop;
    const timer = randomUUID();
    const groups = randomUUID();
    const draw = randomUUID();
    const strokes = [{ tool: 'pen', color: 'blue', width: 4, points: [0.1, 0.1, 0.5, 0.5] }];
    const widgets = [
      [
        timer,
        'Timer',
        {
          widgetComponentData: { status: 'running', endsAt: 99 },
          widgetSettingsData: { ownerName: 'Ali', extraSettings: { totalSeconds: 600 } },
        },
      ],
      [
        groups,
        'GroupRandomizer',
        {
          widgetComponentData: { groups: [['Ali'], ['Ben']] },
          widgetSettingsData: {
            ownerName: '',
            extraSettings: { groupCount: 2, selectedPupilNames: ['Ali', 'Ben'], keepApart: [] },
          },
        },
      ],
      [
        draw,
        'Draw',
        {
          widgetComponentData: { strokes },
          widgetSettingsData: { ownerName: '', extraSettings: { backgroundSlug: 'squared' } },
        },
      ],
    ] as const;
    for (const [widgetId, componentName, extraProperties] of widgets) {
      const res = await call('PATCH', `${base}/${desktop.id}/create-widget`, anna, {
        widgetId,
        componentName,
        extraProperties,
      });
      expect(res.statusCode).toBe(200);
    }
    const layout = {
      version: 1,
      items: [timer, groups, draw].map((i, n) => ({ i, x: n * 40, y: 0, w: 36, h: 24 })),
    };
    await call('PUT', `${base}/${desktop.id}`, anna, {
      name: desktop.name,
      classCode: '3b',
      extraProperties: { desktopLayoutMeta: layout },
    });
    return { desktop, ids: { timer, groups, draw }, strokes, layout };
  }

  const share = async (id: string, token = anna) => {
    const res = await call('PATCH', `${base}/${id}/set-share-code`, token, {});
    expect(res.statusCode).toBe(200);
    return res.json() as Desktop;
  };

  it('requires sign-in for share and clone calls', async () => {
    expect((await call('PATCH', `${base}/${randomUUID()}/set-share-code`, undefined, {})).statusCode).toBe(
      401,
    );
    expect((await call('POST', `${base}/clone-by-share-code/ABCDEFGH`)).statusCode).toBe(401);
    expect((await call('POST', `${base}/clone-from/${randomUUID()}`)).statusCode).toBe(401);
  });

  it('creates a readable share code, renews and revokes it; only the owner may', async () => {
    const { desktop } = await lesson();
    const shared = await share(desktop.id);
    expect(shared.cloneShareActionCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const renewed = await share(desktop.id);
    expect(renewed.cloneShareActionCode).not.toBe(shared.cloneShareActionCode);
    expect((await call('PATCH', `${base}/${desktop.id}/set-share-code`, jonas, {})).statusCode).toBe(404);
    expect((await call('PATCH', `${base}/${desktop.id}/set-share-code`, mia, {})).statusCode).toBe(404);
    const revoked = await call('PATCH', `${base}/${desktop.id}/set-share-code`, anna, {
      cloneShareActionCode: null,
    });
    expect(revoked.json().cloneShareActionCode).toBeNull();
    const old = await call('POST', `${base}/clone-by-share-code/${renewed.cloneShareActionCode}`, jonas);
    expect(old.statusCode).toBe(404);
  });

  it('clones by code: new ids, same layout and settings, lesson state and names reset, contexts recorded', async () => {
    const { desktop, ids, strokes, layout } = await lesson();
    const { cloneShareActionCode: code } = await share(desktop.id);
    const typed = `${code!.slice(0, 4).toLowerCase()}-${code!.slice(4)}`;
    const res = await call('POST', `${base}/clone-by-share-code/${typed}`, jonas);
    expect(res.statusCode).toBe(200);
    const clone = res.json() as Desktop;
    expect(clone.id).not.toBe(desktop.id);
    expect(clone).toMatchObject({
      name: desktop.name,
      classCode: '',
      clonedFromDesktopId: desktop.id,
      cloneShareActionCode: null,
    });
    expect(clone.shareContext).toEqual({ ownerUserMail: demo.anna.email, sharedWithDesktopId: clone.id });

    const widgets = (await call('GET', `${base}/${clone.id}/widgets`, jonas)).json().items as {
      id: string;
      componentName: string;
      extraProperties: {
        widgetComponentData: object;
        widgetSettingsData: { ownerName: string; extraSettings: Record<string, unknown> };
      };
    }[];
    expect(widgets.map((w) => w.componentName)).toEqual(['Timer', 'GroupRandomizer', 'Draw']);
    for (const w of widgets) expect(Object.values(ids)).not.toContain(w.id);
    const [timer, groups, draw] = widgets;
    expect(timer!.extraProperties.widgetComponentData).toEqual({});
    expect(timer!.extraProperties.widgetSettingsData).toEqual({
      ownerName: '',
      extraSettings: { totalSeconds: 600 },
    });
    expect(groups!.extraProperties.widgetSettingsData.extraSettings).toEqual({
      groupCount: 2,
      selectedPupilNames: [],
      keepApart: [],
    });
    expect(groups!.extraProperties.widgetComponentData).toEqual({});
    expect(draw!.extraProperties.widgetComponentData).toEqual({ strokes });

    const cloneLayout = clone.extraProperties.desktopLayoutMeta as typeof layout;
    expect(cloneLayout.items.map((i) => i.i)).toEqual(widgets.map((w) => w.id));
    expect(cloneLayout.items.map(({ x, y, w, h }) => ({ x, y, w, h }))).toEqual(
      layout.items.map(({ x, y, w, h }) => ({ x, y, w, h })),
    );

    const source = (await call('GET', `${base}/${desktop.id}`, anna)).json() as Desktop;
    expect(source.sharedContexts).toEqual([
      { ownerUserMail: demo.anna.email, sharedWithDesktopId: clone.id },
    ]);
    expect(source.clonedFromDesktopId).toBeNull();
  });

  it('keeps clone and source independent', async () => {
    const { desktop, ids } = await lesson();
    const { cloneShareActionCode: code } = await share(desktop.id);
    const clone = (await call('POST', `${base}/clone-by-share-code/${code}`, jonas)).json() as Desktop;
    const cloneWidgets = (await call('GET', `${base}/${clone.id}/widgets`, jonas)).json().items as {
      id: string;
    }[];
    await call('PATCH', `${base}/${clone.id}/update-widget`, jonas, {
      widgetId: cloneWidgets[0]!.id,
      extraProperties: { changed: true },
    });
    await call('PUT', `${base}/${clone.id}`, jonas, {
      name: 'Jonas Kopie',
      extraProperties: { desktopLayoutMeta: { items: [] } },
    });
    await call('PATCH', `${base}/${clone.id}/${cloneWidgets[1]!.id}/remove-widget`, jonas);

    const source = (await call('GET', `${base}/${desktop.id}`, anna)).json() as Desktop;
    expect(source.name).toBe(desktop.name);
    expect((source.extraProperties.desktopLayoutMeta as { items: unknown[] }).items).toHaveLength(3);
    const sourceWidgets = (await call('GET', `${base}/${desktop.id}/widgets`, anna)).json().items as {
      id: string;
      extraProperties: object;
    }[];
    expect(sourceWidgets.map((w) => w.id)).toEqual([ids.timer, ids.groups, ids.draw]);
    expect(sourceWidgets[0]!.extraProperties).toMatchObject({
      widgetComponentData: { status: 'running', endsAt: 99 },
    });
    // and the source's owner cannot reach the clone
    expect((await call('GET', `${base}/${clone.id}`, anna)).statusCode).toBe(404);
  });

  it("clones an own desktop with clone-from, but not somebody else's", async () => {
    const { desktop } = await lesson();
    const res = await call('POST', `${base}/clone-from/${desktop.id}`, anna);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clonedFromDesktopId: desktop.id,
      classCode: '3b',
      // the copy cannot take the name of its source: the next free number
      name: `${desktop.name} (2)`,
    });
    expect((await call('GET', `${base}/${res.json().id}/widgets`, anna)).json().items).toHaveLength(3);
    expect((await call('POST', `${base}/clone-from/${desktop.id}`, jonas)).statusCode).toBe(404);
    expect((await call('POST', `${base}/clone-from/${desktop.id}`, mia)).statusCode).toBe(404);
    expect((await call('POST', `${base}/clone-from/not-a-uuid`, anna)).statusCode).toBe(400);
  });

  it('does not find a code of another tenant', async () => {
    const { desktop } = await lesson();
    const { cloneShareActionCode: code } = await share(desktop.id);
    expect((await call('POST', `${base}/clone-by-share-code/${code}`, mia)).statusCode).toBe(404);
    expect((await call('GET', `${base}/by-share-code/${code}`, undefined, undefined)).statusCode).toBe(200);
    const otherTenant = await t.app.inject({
      url: `${base}/by-share-code/${code}`,
      headers: { __tenant: 'schule-b' },
    });
    expect(otherTenant.statusCode).toBe(404);
  });

  it('serves a read-only view by code without lesson state or names', async () => {
    const { desktop } = await lesson();
    const { cloneShareActionCode: code } = await share(desktop.id);
    const res = await call('GET', `${base}/by-share-code/${code}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.desktop).toMatchObject({
      id: desktop.id,
      classCode: '',
      cloneShareActionCode: null,
      sharedContexts: [],
    });
    expect(JSON.stringify(body)).not.toContain('Ali');
    expect(body.widgets).toHaveLength(3);
  });

  it('rejects malformed codes (400) and rate-limits guessing (429)', async () => {
    expect((await call('POST', `${base}/clone-by-share-code/0OIL0OIL`, jonas)).statusCode).toBe(400);
    const { desktop } = await lesson();
    const { cloneShareActionCode: code } = await share(desktop.id);
    const ip = '10.1.2.3';
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await call('POST', `${base}/clone-by-share-code/ZZZZZZZ${(i % 8) + 2}`, jonas, undefined, ip))
        .statusCode;
    }
    expect(last).toBe(429);
    // once limited, even the right code is refused for a while
    const right = await call('POST', `${base}/clone-by-share-code/${code}`, jonas, undefined, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(/Zu viele/);
  });
});
