/**
 * Issue 2 as a new user would try it: the app started as the README starts it, the OpenID
 * discovery document, a sign-in with a demo account through the real form using PKCE, desktop
 * and widget calls with the token, and the data still there after a restart of the server.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a fresh installation', () => {
  it('publishes the OpenID discovery document of the embedded provider', async () => {
    const res = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'tafino-api']),
    );
  });

  it('signs in through the real form with PKCE, keeps desktops and widgets across a restart', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    const authorizeRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/oidc/auth?')) authorizeRequests.push(r.url());
    });
    await signInAs(page, DEMO.anna);
    expect(new URL(page.url()).pathname).toBe('/');
    const authorize = new URL(authorizeRequests[0]!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe('tafino-web');

    const token = await accessToken(page);
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}/api/platform/desktops${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      });
    const created = await api('', {
      method: 'POST',
      body: JSON.stringify({ name: 'Erster Start', classCode: '1a' }),
    });
    expect(created.status).toBe(200);
    const desktop = (await created.json()) as { id: string };
    const widgetId = randomUUID();
    const widget = await api(`/${desktop.id}/create-widget`, {
      method: 'PATCH',
      body: JSON.stringify({
        widgetId,
        componentName: 'TrafficLight',
        extraProperties: {
          widgetComponentData: { activeLight: 'green' },
          widgetSettingsData: { ownerName: '', extraSettings: {} },
        },
      }),
    });
    expect(widget.status).toBe(200);
    await context.close();

    await server.stop();
    server = await startServer({ dataDir: server.dataDir, port: server.port, keepData: true });

    // The same token still verifies (keys are kept in the database) and the data is there.
    const widgets = await fetch(`${server.baseUrl}/api/platform/desktops/${desktop.id}/widgets`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(widgets.status).toBe(200);
    const { items } = (await widgets.json()) as {
      items: { id: string; extraProperties: { widgetComponentData: object } }[];
    };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: widgetId,
      extraProperties: { widgetComponentData: { activeLight: 'green' } },
    });

    // And a new sign-in after the restart finds the desktop in the app.
    const again = await newPage(browser, server.baseUrl);
    await signInAs(again.page, DEMO.anna);
    const list = await fetch(`${server.baseUrl}/api/platform/desktops/by-user`, {
      headers: { authorization: `Bearer ${await accessToken(again.page)}` },
    });
    expect(((await list.json()) as { items: { name: string }[] }).items.map((d) => d.name)).toContain(
      'Erster Start',
    );
    await again.context.close();
  });
});
