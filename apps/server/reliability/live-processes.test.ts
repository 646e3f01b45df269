// Live desktops (issue 19) across real server processes on one PostgreSQL database: a window
// connected to process 2 sees what is written through process 1 (the notification channel), and
// every fault ends with the window reconnected and showing the database's state: the server
// closing the connection (a clean restart), the server killed with SIGKILL and started again, and
// the database going away (process 2's connections dropped by a TCP proxy, or terminated by
// PostgreSQL) and coming back. The window is driven by the board's own live client
// (LiveConnection: sign-in frame, reconnection with backoff, reload after a reconnect).
import { randomUUID } from 'node:crypto';
import type { LiveServerFrame } from '@tafino/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LiveConnection } from '../../web/src/features/board/live/live-connection.ts';
import { startProxy, terminateBackends } from './support/pg-faults.ts';
import {
  createPostgresDatabase,
  report,
  type ServerProcess,
  signInHttp,
  startServer,
} from './support/server-process.ts';

type Props = Record<string, unknown>;

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * One board window: the desktop's widgets loaded over REST, then kept by the live channel; after a
 * reconnect it loads them again (as the board's resync does).
 */
class BoardWindow {
  readonly widgets = new Map<string, Props>();
  readonly closeCodes: number[] = [];
  readies = 0;
  reloads = 0;
  private readonly connection: LiveConnection;
  private socketCount = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly desktopId: string,
  ) {
    this.connection = new LiveConnection({
      url: `${baseUrl.replace(/^http/, 'ws')}/api/platform/desktops/${desktopId}/live`,
      getToken: async () => this.token,
      createSocket: (url) => {
        const socket = new WebSocket(url);
        this.socketCount++;
        socket.on('close', (code) => this.closeCodes.push(code));
        // Refused while the server is down: LiveConnection sees the close and retries.
        socket.on('error', () => {});
        return socket as unknown as globalThis.WebSocket;
      },
      onReady: (reconnected) => {
        this.readies++;
        if (reconnected) void this.load().then(() => this.reloads++);
      },
      onFrame: (frame) => this.apply(frame),
    });
  }

  async open(): Promise<void> {
    await this.load();
    this.connection.start();
    await until('the live channel', () => this.readies > 0);
  }

  close(): void {
    this.connection.stop();
  }

  get sockets(): number {
    return this.socketCount;
  }

  private async load(): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/platform/desktops/${this.desktopId}/widgets`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    if (!res.ok) throw new Error(`widgets: ${res.status}`);
    const { items } = (await res.json()) as { items: { id: string; extraProperties: Props }[] };
    this.widgets.clear();
    for (const w of items) this.widgets.set(w.id, w.extraProperties);
  }

  private apply(frame: LiveServerFrame): void {
    if (frame.type === 'widget.created' || frame.type === 'widget.updated')
      this.widgets.set(frame.widget.id, frame.widget.extraProperties);
    else if (frame.type === 'widget.removed') this.widgets.delete(frame.widgetId);
  }

  /** The window's widgets as id → seq (what the tests write). */
  seqs(): Record<string, unknown> {
    return Object.fromEntries(
      [...this.widgets].map(([id, p]) => [id, (p.widgetSettingsData as Props | undefined)?.seq]),
    );
  }
}

describe.skipIf(!process.env.DATABASE_URL)('live desktops across two server processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let one: ServerProcess;
  let two: ServerProcess;
  let token: string;
  let desktopId: string;
  let window: BoardWindow;
  let seq = 0;

  const api = async (server: ServerProcess, method: string, url: string, body?: unknown) =>
    fetch(`${server.baseUrl}/api/platform/desktops${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** The desktop's widgets as the database has them (id → seq). */
  const stored = async (): Promise<Record<string, unknown>> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select id, extra_properties #> '{widgetSettingsData,seq}' as seq from widgets where desktop_id = $1`,
        [desktopId],
      );
      return Object.fromEntries(rows.map((r) => [r.id, r.seq]));
    } finally {
      await client.end();
    }
  };

  /** Creates a widget through process 1 (retrying while its database is briefly away). */
  const writeThroughOne = async (): Promise<{ id: string; seq: number; at: number }> => {
    const widgetId = randomUUID();
    const value = ++seq;
    for (let attempt = 0; ; attempt++) {
      const res = await api(one, 'PATCH', `/${desktopId}/create-widget`, {
        widgetId,
        componentName: 'Timer',
        extraProperties: { widgetSettingsData: { seq: value } },
        opId: randomUUID(),
      });
      if (res.ok) return { id: widgetId, seq: value, at: Date.now() };
      if (res.status < 500 || attempt > 50) throw new Error(`create-widget through process 1: ${res.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  /** A write through process 1 reaches the window on process 2 by the live channel (no reload). */
  const expectLiveDelivery = async (label: string) => {
    const reloads = window.reloads;
    const written = await writeThroughOne();
    await until(`${label}: the write through process 1 in the window on process 2`, () =>
      window.widgets.has(written.id),
    );
    expect(window.reloads).toBe(reloads);
    return Date.now() - written.at;
  };

  const expectDatabaseState = async (label: string) => {
    const expected = await stored();
    await until(`${label}: the window showing the database's state`, () => {
      const shown = window.seqs();
      return JSON.stringify(Object.entries(shown).sort()) === JSON.stringify(Object.entries(expected).sort());
    });
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // Process 1 migrates and seeds first; process 2 reaches the same database through the proxy.
    one = await startServer({ env: { DATABASE_URL: database.url } });
    // Both behind one public address (as behind a load balancer): a token of one is valid on the other.
    two = await startServer({ env: { DATABASE_URL: viaProxy.toString(), PUBLIC_ORIGIN: one.baseUrl } });
    token = await signInHttp(one.baseUrl, 'lehrerin@example.org', 'Tafel-Demo-1');
    const res = await api(one, 'POST', '', { name: `Live ${randomUUID().slice(0, 8)}` });
    expect(res.status).toBe(200);
    desktopId = ((await res.json()) as { id: string }).id;
    window = new BoardWindow(two.baseUrl, token, desktopId);
    await window.open();
  });

  afterAll(async () => {
    window?.close();
    await two?.stop();
    await one?.stop();
    await proxy?.close();
    await database?.drop();
  });

  /** Writes through process 1 while process 2 is down, restarts 2 and waits for the window to reconnect and show it. */
  async function restartTwoAndReconnect(socketsBefore: number) {
    const meanwhile = await writeThroughOne();
    await two.restart();
    await until(
      'the reconnected window',
      () => window.sockets > socketsBefore && window.widgets.has(meanwhile.id),
      30_000,
    );
  }

  it('shows a write through process 1 in a window connected to process 2', async () => {
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) latencies.push(await expectLiveDelivery('two processes'));
    // An update and a removal through process 1 arrive just as well.
    const [first] = window.widgets.keys();
    const updated = await api(one, 'PATCH', `/${desktopId}/update-widget`, {
      widgetId: first,
      changes: [{ op: 'set', path: ['widgetSettingsData', 'seq'], value: 100 }],
    });
    expect(updated.status).toBe(200);
    await until('the update', () => window.seqs()[first!] === 100);
    expect((await api(one, 'PATCH', `/${desktopId}/${first}/remove-widget`)).status).toBe(204);
    await until('the removal', () => !window.widgets.has(first!));
    await expectDatabaseState('two processes');
    report('live across processes', { 'delivery ms (max of 5)': Math.max(...latencies) });
  });

  it('reconnects and shows the database when the server closes the connection (a clean restart)', async () => {
    const sockets = window.sockets;
    const closes = window.closeCodes.length;
    two.child.kill('SIGTERM');
    await until('process 2 to end', () => !two.alive(), 20_000);
    expect(two.exit()?.code).toBe(0);
    await restartTwoAndReconnect(sockets);
    // The server closed it with a close frame (not a dropped connection, 1006).
    expect([1000, 1001, 1005, 1012]).toContain(window.closeCodes[closes]);
    await expectDatabaseState('clean restart');
    await expectLiveDelivery('after the clean restart');
  });

  it('reconnects and shows the database after process 2 was killed and started again', async () => {
    const sockets = window.sockets;
    await two.kill9();
    expect(two.exit()?.signal).toBe('SIGKILL');
    await restartTwoAndReconnect(sockets);
    // No close frame from a killed process: the connection just ended.
    expect(window.closeCodes.at(-1)).toBe(1006);
    await expectDatabaseState('SIGKILL');
    await expectLiveDelivery('after SIGKILL');
  });

  it('reloads and listens again after the database went away and came back', async () => {
    const reloads = window.reloads;
    await proxy.down();
    // Written while process 2 cannot hear it: its notification connection is gone.
    const meanwhile = await writeThroughOne();
    await new Promise((r) => setTimeout(r, 1_500));
    await proxy.up();
    // Process 2 listens again and asks its windows to reconnect: they load what they missed.
    await until(
      'the window reloaded',
      () => window.reloads > reloads && window.widgets.has(meanwhile.id),
      20_000,
    );
    expect(window.closeCodes.at(-1)).toBe(1012);
    await expectDatabaseState('database away');
    await expectLiveDelivery('after the database came back');
  });

  it('listens again after PostgreSQL terminated every connection of the database', async () => {
    const reloads = window.reloads;
    const terminated = await terminateBackends(
      process.env.DATABASE_URL!,
      new URL(database.url).pathname.slice(1),
    );
    expect(terminated).toBeGreaterThan(1);
    await until('the window reloaded', () => window.reloads > reloads, 20_000);
    await expectDatabaseState('connections terminated');
    await expectLiveDelivery('after the connections were terminated');
    expect(one.alive() && two.alive()).toBe(true);
  });
});
