/**
 * Live desktops (issue 19), recovery in a real browser: a board window stays open while its
 * server (a process this spec starts itself) is restarted cleanly (it closes the connection) and
 * killed with SIGKILL and started again on the same port and data. After each, the window
 * reconnects by itself and shows the database's state: what was written through the API after the
 * restart, and later writes arriving live again.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { DEMO, signInAs } from './support/pages.ts';
import { type StartedServer, startServer } from './support/server.ts';

let browser: Browser;
let server: StartedServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ keepData: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** The access token oidc-client-ts keeps for the signed-in user. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return JSON.parse(localStorage.getItem(key)!).access_token as string;
    }
    throw new Error('no signed-in user in localStorage');
  });
}

/** Stops the server (a clean shutdown closes its connections, or SIGKILL) and starts it again on the same port and data. */
async function restart(how: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (how === 'SIGKILL') {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGKILL');
    await exited;
  } else await server.stop();
  server = await startServer({
    dataDir: server.dataDir,
    port: server.port,
    keepData: true,
  });
}

describe('live desktops: recovery', () => {
  it('reconnects an open board after a clean restart and after SIGKILL and shows the database’s state', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    try {
      await signInAs(page, DEMO.anna);
      const a = board(page);
      const name = await openFreshBoard(page, 'Neustart live');
      await a.add('Würfel');
      await a.waitSaved();
      const token = await accessToken(page);
      const list = await fetch(`${server.baseUrl}/api/platform/desktops/by-user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const listed = (await list.json()) as { items: { id: string; name: string }[] };
      const desktopId = listed.items.find((d) => d.name === name)?.id ?? '';
      const api = (path: string, method: string, body?: unknown) =>
        fetch(`${server.baseUrl}/api/platform/desktops/${desktopId}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const createTimer = async () => {
        const widgetId = randomUUID();
        const res = await api('/create-widget', 'PATCH', {
          widgetId,
          componentName: 'Timer',
          extraProperties: {},
        });
        expect(res.status).toBe(200);
        return widgetId;
      };
      expect(desktopId).not.toBe('');

      let timers = 0;
      for (const how of ['SIGTERM', 'SIGKILL'] as const) {
        await restart(how);
        // Written right after the restart, while the window may still be waiting to reconnect.
        await createTimer();
        timers++;
        await expect
          .poll(() => a.widgets().filter({ hasText: 'Timer' }).count(), { timeout: 30_000 })
          .toBe(timers);
        // The channel is back: a later write arrives live (no reload).
        const extra = await createTimer();
        await expect
          .poll(() => a.widgets().filter({ hasText: 'Timer' }).count(), { timeout: 5_000 })
          .toBe(timers + 1);
        expect((await api(`/${extra}/remove-widget`, 'PATCH')).status).toBe(204);
        await expect
          .poll(() => a.widgets().filter({ hasText: 'Timer' }).count(), { timeout: 5_000 })
          .toBe(timers);
        await a.widget('Würfel').waitFor();
      }
      await a.waitSaved();
      // What the window shows is what the database has.
      const res = await api('/widgets', 'GET');
      const { items } = (await res.json()) as { items: { componentName: string }[] };
      expect(items.map((w) => w.componentName).sort()).toEqual(['Dice', 'Timer', 'Timer']);
      await page.reload();
      await a.ready();
      await expect.poll(() => a.widgets().count()).toBe(3);
    } finally {
      await context.close();
    }
  });
});
