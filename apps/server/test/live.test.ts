import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, demo, signInAll, TEST_ORIGIN, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/platform/desktops';

/** A live-channel client that collects frames and waits for the one a test expects. */
class LiveClient {
  readonly frames: Record<string, unknown>[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];
  readonly socket: WebSocket;
  readonly open: Promise<void>;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.open = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Record<string, unknown>);
      this.wake();
    });
    this.socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Resolves with the first frame (from `from` on) that matches, or fails after 5 s. */
  async next(match: (frame: Record<string, unknown>) => boolean, from = 0): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (this.closed || Date.now() > deadline)
        throw new Error(
          `no matching frame; got ${JSON.stringify(this.frames)} closed=${JSON.stringify(this.closed)}`,
        );
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  async waitClosed(): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + 5_000;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('not closed');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.closed;
  }

  close() {
    this.socket.close();
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

describe.each(databaseKinds)('live desktops (%s)', (kind) => {
  let t: TestApp;
  let wsBase: string;
  let anna: string;
  let mia: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    wsBase = await listen(t.app);
    [anna, mia] = await signInAll(t.app, [demo.anna, demo.mia]);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, token = anna) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const newDesktop = async (name: string) => (await call('POST', base, { name })).json() as { id: string };
  const connect = async (desktopId: string, token: string | null = anna) => {
    const client = new LiveClient(`${wsBase}${base}/${desktopId}/live`);
    clients.push(client);
    await client.open;
    if (token) client.send({ type: 'auth', token });
    return client;
  };
  const createWidget = async (desktopId: string, extraProperties: object = {}) => {
    const widgetId = randomUUID();
    const res = await call('PATCH', `${base}/${desktopId}/create-widget`, {
      widgetId,
      componentName: 'Draw',
      extraProperties,
    });
    expect(res.statusCode).toBe(200);
    return widgetId;
  };

  describe('revisions and idempotent writes', () => {
    it('merges different settings of one widget and keeps the later write of the same setting', async () => {
      const desktop = await newDesktop('Merge');
      const widgetId = await createWidget(desktop.id, {
        widgetSettingsData: { extraSettings: { color: 'red', size: 1 } },
      });
      const update = (changes: object[]) =>
        call('PATCH', `${base}/${desktop.id}/update-widget`, { widgetId, changes, baseRevision: 1 });
      const a = await update([
        { op: 'set', path: ['widgetSettingsData', 'extraSettings', 'color'], value: 'blue' },
      ]);
      const b = await update([
        { op: 'set', path: ['widgetSettingsData', 'extraSettings', 'size'], value: 3 },
      ]);
      const c = await update([
        { op: 'set', path: ['widgetSettingsData', 'extraSettings', 'color'], value: 'green' },
      ]);
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
      expect(a.json().revision).toBe(2);
      expect(c.json().revision).toBe(4);
      expect(c.json().extraProperties.widgetSettingsData.extraSettings).toEqual({ color: 'green', size: 3 });
    });

    it('keeps strokes added by id on two devices and applies a repeated operation once', async () => {
      const desktop = await newDesktop('Striche');
      const widgetId = await createWidget(desktop.id, { widgetComponentData: { strokes: [] } });
      const path = ['widgetComponentData', 'strokes'];
      const add = (id: string, opId: string) =>
        call('PATCH', `${base}/${desktop.id}/update-widget`, {
          widgetId,
          changes: [{ op: 'upsertItems', path, items: [{ id, tool: 'pen', points: [0, 0, 0.5] }] }],
          opId,
        });
      const opA = randomUUID();
      expect((await add('a', opA)).statusCode).toBe(200);
      expect((await add('b', randomUUID())).statusCode).toBe(200);
      // Device A erases its stroke, then its first write is replayed (an answer that got lost).
      await call('PATCH', `${base}/${desktop.id}/update-widget`, {
        widgetId,
        changes: [{ op: 'removeItems', path, ids: ['a'] }],
      });
      const replay = await add('a', opA);
      expect(replay.statusCode).toBe(200);
      expect(
        replay.json().extraProperties.widgetComponentData.strokes.map((s: { id: string }) => s.id),
      ).toEqual(['b']);
      expect(replay.json().revision).toBe(4);
    });

    it('answers 409 for a whole replacement based on an old revision; plain updates still work', async () => {
      const desktop = await newDesktop('Konflikt');
      const widgetId = await createWidget(desktop.id, { widgetComponentData: { n: 1 } });
      const plain = await call('PATCH', `${base}/${desktop.id}/update-widget`, {
        widgetId,
        extraProperties: { widgetComponentData: { n: 2 } },
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.json().revision).toBe(2);
      const stale = await call('PATCH', `${base}/${desktop.id}/update-widget`, {
        widgetId,
        extraProperties: { widgetComponentData: { n: 3 } },
        baseRevision: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toMatch(/anderen Gerät/);
      const both = await call('PATCH', `${base}/${desktop.id}/update-widget`, {
        widgetId,
        extraProperties: {},
        changes: [],
      });
      expect(both.statusCode).toBe(400);
      const unsafe = await call('PATCH', `${base}/${desktop.id}/update-widget`, {
        widgetId,
        changes: [
          { op: 'set', path: ['widgetSettingsData', 'extraSettings', 'url'], value: 'javascript:alert(1)' },
        ],
      });
      expect(unsafe.statusCode).toBe(400);
    });

    it('repeats creates and removals with the same opId without error or second effect', async () => {
      const desktop = await newDesktop('Wiederholt');
      const widgetId = randomUUID();
      const opId = randomUUID();
      const body = { widgetId, componentName: 'Timer', extraProperties: {}, opId };
      expect((await call('PATCH', `${base}/${desktop.id}/create-widget`, body)).statusCode).toBe(200);
      const again = await call('PATCH', `${base}/${desktop.id}/create-widget`, body);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(widgetId);
      const removeOp = randomUUID();
      const remove = () => call('PATCH', `${base}/${desktop.id}/${widgetId}/remove-widget?opId=${removeOp}`);
      expect((await remove()).statusCode).toBe(204);
      expect((await remove()).statusCode).toBe(204);
      const plainRemove = await call('PATCH', `${base}/${desktop.id}/${widgetId}/remove-widget`);
      expect(plainRemove.statusCode).toBe(404);
    });

    it('merges layout changes of different widgets into the desktop', async () => {
      const desktop = await newDesktop('Layout');
      const put = (changes: object[]) =>
        call('PUT', `${base}/${desktop.id}`, { name: 'Layout', changes, opId: randomUUID() });
      const path = ['desktopLayoutMeta', 'items'];
      await put([
        {
          op: 'upsertItems',
          path,
          items: [
            { i: 'a', x: 0 },
            { i: 'b', x: 0 },
          ],
        },
      ]);
      await put([{ op: 'upsertItems', path, items: [{ i: 'a', x: 5 }] }]);
      const last = await put([{ op: 'upsertItems', path, items: [{ i: 'b', x: 7 }] }]);
      expect(last.statusCode).toBe(200);
      expect(last.json().extraProperties.desktopLayoutMeta.items).toEqual([
        { i: 'a', x: 5 },
        { i: 'b', x: 7 },
      ]);
      expect(last.json().revision).toBe(4);
      const foreign = await call('PUT', `${base}/${desktop.id}`, { name: 'x', changes: [] }, mia);
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('live channel', () => {
    it('GET without upgrade: 401 signed out, 404 for another tenant, the state for the owner', async () => {
      const desktop = await newDesktop('Status');
      expect((await t.app.inject({ method: 'GET', url: `${base}/${desktop.id}/live` })).statusCode).toBe(401);
      expect((await call('GET', `${base}/${desktop.id}/live`, undefined, mia)).statusCode).toBe(404);
      const own = await call('GET', `${base}/${desktop.id}/live`);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ desktopId: desktop.id, presence: 0 });
    });

    it('closes a socket without a valid token (4401) and another tenant’s desktop (4404)', async () => {
      const desktop = await newDesktop('Zu');
      const none = await connect(desktop.id, null);
      none.send({ type: 'ping' });
      expect((await none.waitClosed()).code).toBe(4401);
      const forged = await connect(desktop.id, `${anna.slice(0, -4)}AAAA`);
      expect((await forged.waitClosed()).code).toBe(4401);
      const other = await connect(desktop.id, mia);
      expect((await other.waitClosed()).code).toBe(4404);
    });

    it('answers bad messages with a German error frame and stays open', async () => {
      const desktop = await newDesktop('Unsinn');
      const client = await connect(desktop.id);
      await client.next((f) => f.type === 'ready');
      const at = client.frames.length;
      client.send('{kein json');
      client.send({ type: 'auth' });
      client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
      const error = await client.next((f) => f.type === 'error', at);
      expect(error.message).toBe('Die Nachricht konnte nicht verarbeitet werden.');
      client.send({ type: 'ping' });
      await client.next((f) => f.type === 'pong', at);
      expect(client.closed).toBeNull();
      expect((await call('GET', '/api/health')).statusCode).toBeLessThan(500);
    });

    it('sends writes and presence to every open window of the desktop', async () => {
      const desktop = await newDesktop('Live');
      const one = await connect(desktop.id);
      await one.next((f) => f.type === 'ready');
      const two = await connect(desktop.id);
      await two.next((f) => f.type === 'ready');
      await one.next((f) => f.type === 'presence' && f.count === 2);
      const widgetId = await createWidget(desktop.id, { widgetComponentData: { strokes: [] } });
      const created = await two.next((f) => f.type === 'widget.created');
      expect((created.widget as { id: string }).id).toBe(widgetId);
      const opId = randomUUID();
      await call('PATCH', `${base}/${desktop.id}/update-widget`, {
        widgetId,
        changes: [{ op: 'set', path: ['widgetComponentData', 'n'], value: 5 }],
        opId,
      });
      const updated = await one.next((f) => f.type === 'widget.updated');
      expect(updated.opId).toBe(opId);
      expect(
        (updated.widget as { extraProperties: { widgetComponentData: { n: number } } }).extraProperties,
      ).toMatchObject({ widgetComponentData: { n: 5 } });
      await call('PUT', `${base}/${desktop.id}`, { name: 'Live umbenannt' });
      const renamed = await two.next((f) => f.type === 'desktop.updated');
      expect((renamed.desktop as { name: string }).name).toBe('Live umbenannt');
      await call('PATCH', `${base}/${desktop.id}/${widgetId}/remove-widget`);
      await two.next((f) => f.type === 'widget.removed' && f.widgetId === widgetId);
      two.close();
      await one.next((f) => f.type === 'presence' && f.count === 1);
    });

    it("sends a change of the user's own settings (the default background) to the user's windows of every desktop, no one else's", async () => {
      const here = await connect((await newDesktop('Hintergrund 1')).id);
      const there = await connect((await newDesktop('Hintergrund 2')).id);
      const miaDesktop = (await call('POST', base, { name: 'Mias Tafel' }, mia)).json() as { id: string };
      const others = await connect(miaDesktop.id, mia);
      for (const c of [here, there, others]) await c.next((f) => f.type === 'ready');
      const res = await call('PUT', '/api/setting-management/settings/change-current-user-single', {
        name: 'AppPlatform.Desktop.Style.BackgroundColor',
        value: '#123456',
      });
      expect(res.statusCode).toBe(204);
      for (const c of [here, there])
        expect(await c.next((f) => f.type === 'settings.changed')).toEqual({
          type: 'settings.changed',
          names: ['AppPlatform.Desktop.Style.BackgroundColor'],
        });
      // Another user's window hears nothing of it.
      const at = others.frames.length;
      others.send({ type: 'ping' });
      await others.next((f) => f.type === 'pong', at);
      expect(others.frames.some((f) => f.type === 'settings.changed')).toBe(false);
    });

    it('passes a removal pending its undo offer, and its undo, to the other windows only (not to views by share code)', async () => {
      const desktop = await newDesktop('Entfernen');
      const widgetId = await createWidget(desktop.id);
      const one = await connect(desktop.id);
      const two = await connect(desktop.id);
      for (const c of [one, two]) await c.next((f) => f.type === 'ready');
      const at = one.frames.length;
      one.send({ type: 'widget.removing', widgetId });
      expect(await two.next((f) => f.type === 'widget.removing')).toEqual({
        type: 'widget.removing',
        desktopId: desktop.id,
        widgetId,
      });
      two.send({ type: 'widget.restoring', widgetId });
      await one.next((f) => f.type === 'widget.restoring' && f.widgetId === widgetId, at);
      // The sender does not get its own announcement back.
      one.send({ type: 'ping' });
      await one.next((f) => f.type === 'pong', at);
      expect(one.frames.slice(at).some((f) => f.type === 'widget.removing')).toBe(false);
      // Not signed in: refused like any other message.
      const stranger = await connect(desktop.id, null);
      stranger.send({ type: 'widget.removing', widgetId });
      expect((await stranger.waitClosed()).code).toBe(4401);
      expect(two.frames.filter((f) => f.type === 'widget.removing')).toHaveLength(1);
    });

    it('sends a shared desktop’s read-only view its changes without names and closes it when sharing ends', async () => {
      const desktop = await newDesktop('Geteilt live');
      const widgetId = await createWidget(desktop.id, { widgetComponentData: { strokes: [] } });
      const shared = await call('PATCH', `${base}/${desktop.id}/set-share-code`, {});
      const code = shared.json().cloneShareActionCode as string;
      const unknown = new LiveClient(`${wsBase}${base}/by-share-code/ZZZZ-ZZZZ/live`);
      clients.push(unknown);
      expect((await unknown.waitClosed()).code).toBe(4404);
      const view = new LiveClient(`${wsBase}${base}/by-share-code/${code}/live`);
      clients.push(view);
      await view.open;
      await view.next((f) => f.type === 'ready');
      const owner = await connect(desktop.id);
      await owner.next((f) => f.type === 'presence' && f.count === 1);
      await call('PATCH', `${base}/${desktop.id}/update-widget`, {
        widgetId,
        changes: [
          { op: 'set', path: ['widgetSettingsData', 'ownerName'], value: 'Lena' },
          { op: 'upsertItems', path: ['widgetComponentData', 'strokes'], items: [{ id: 's1', points: [] }] },
        ],
      });
      const updated = await view.next((f) => f.type === 'widget.updated');
      expect(JSON.stringify(updated)).not.toContain('Lena');
      expect(JSON.stringify(updated)).toContain('s1');
      // The view is no window of the teacher's: presence stays 1; the view hears no presence at all.
      expect(view.frames.some((f) => f.type === 'presence')).toBe(false);
      await call('PATCH', `${base}/${desktop.id}/set-share-code`, { cloneShareActionCode: null });
      const closed = await view.waitClosed();
      expect(closed).toEqual({ code: 4401, reason: 'Diese Tafel wird nicht mehr geteilt.' });
      const status = await t.app.inject({ method: 'GET', url: `${base}/by-share-code/${code}/live` });
      expect(status.statusCode).toBe(404);
    });

    it('renews the token on an open socket and refuses another account’s token', async () => {
      const desktop = await newDesktop('Erneuert');
      const client = await connect(desktop.id);
      await client.next((f) => f.type === 'ready');
      client.send({ type: 'auth', token: anna });
      client.send({ type: 'ping' });
      await client.next((f) => f.type === 'pong');
      client.send({ type: 'auth', token: mia });
      expect((await client.waitClosed()).code).toBe(4401);
    });
  });
});

// Two server processes on one PostgreSQL database: a write through one reaches a window connected
// to the other (LISTEN/NOTIFY on the widget lists' channel).
describe.skipIf(!databaseKinds.includes('postgres'))('live channel across two app instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let anna: string;
  let client: LiveClient | undefined;

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
    client?.close();
    await other?.close();
    await t?.close();
  });

  it('delivers a write through one process to a socket on the other, and counts windows of both', async () => {
    const headers = { authorization: `Bearer ${anna}` };
    const desktop = (
      await t.app.inject({ method: 'POST', url: base, headers, payload: { name: 'Zwei' } })
    ).json();
    const otherWs = await listen(other);
    const firstWs = await listen(t.app);
    client = new LiveClient(`${otherWs}${base}/${desktop.id}/live`);
    await client.open;
    client.send({ type: 'auth', token: anna });
    await client.next((f) => f.type === 'ready');
    const near = new LiveClient(`${firstWs}${base}/${desktop.id}/live`);
    await near.open;
    near.send({ type: 'auth', token: anna });
    await near.next((f) => f.type === 'ready');
    await client.next((f) => f.type === 'presence' && f.count === 2);
    const widgetId = randomUUID();
    await t.app.inject({
      method: 'PATCH',
      url: `${base}/${desktop.id}/create-widget`,
      headers,
      payload: { widgetId, componentName: 'Timer', extraProperties: {} },
    });
    const created = await client.next((f) => f.type === 'widget.created');
    expect((created.widget as { id: string }).id).toBe(widgetId);
    // Too large for one notification: sent as a reference, loaded by the receiving process.
    const big = 'x'.repeat(20_000);
    await t.app.inject({
      method: 'PATCH',
      url: `${base}/${desktop.id}/update-widget`,
      headers,
      payload: { widgetId, changes: [{ op: 'set', path: ['widgetComponentData', 'big'], value: big }] },
    });
    const updated = await client.next((f) => f.type === 'widget.updated');
    expect(
      (updated.widget as { extraProperties: { widgetComponentData: { big: string } } }).extraProperties
        .widgetComponentData.big,
    ).toHaveLength(20_000);
    // A change of the user's settings through this process reaches the window on the other.
    await t.app.inject({
      method: 'PUT',
      url: '/api/setting-management/settings/change-current-user',
      headers,
      payload: [{ name: 'AppPlatform.Desktop.Style.BackgroundColor', value: '#654321' }],
    });
    await client.next((f) => f.type === 'settings.changed');
    near.close();
    await client.next((f) => f.type === 'presence' && f.count === 1);
  });
});
