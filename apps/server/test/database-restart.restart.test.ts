import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from './helpers/app.ts';
import { getTokens } from './helpers/sign-in.ts';

const cluster = () => {
  const version = readdirSync('/etc/postgresql')[0];
  if (!version) throw new Error('no PostgreSQL cluster found in /etc/postgresql');
  return version;
};
const pgctl = (action: 'stop' | 'start') =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster(), 'main', action], { stdio: 'pipe' });

// Stops the local PostgreSQL server: runs on its own, after every other test (see scripts/test-all.mjs).
describe.skipIf(!process.env.DATABASE_URL)('the server survives a PostgreSQL restart', () => {
  let t: TestApp;
  let token: string;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    token = (await getTokens(t.app, demo.anna.email, demo.anna.password)).accessToken;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    try {
      pgctl('start');
    } catch {
      // already running
    }
    await t?.close();
  });

  const createDesktop = (name: string) =>
    fetch(`${baseUrl}/api/platform/desktops`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });

  it('answers 503 during the outage, stays up, and works again afterwards', async () => {
    const before = await createDesktop('Vor dem Neustart');
    expect(before.status).toBe(200);
    const { id } = (await before.json()) as { id: string };

    pgctl('stop');
    try {
      const during = await createDesktop('Während des Ausfalls');
      expect([200, 503]).toContain(during.status);
      if (during.status === 503) {
        const body = (await during.json()) as { error: { message: string } };
        expect(body.error.message).toMatch(/vorübergehend nicht erreichbar/);
      }
      expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(503);
    } finally {
      pgctl('start');
    }

    let after: Response | undefined;
    for (let attempt = 0; attempt < 40; attempt++) {
      after = await fetch(`${baseUrl}/api/platform/desktops/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (after.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(after?.status).toBe(200);
    expect(((await after!.json()) as { name: string }).name).toBe('Vor dem Neustart');
    expect((await createDesktop('Nach dem Neustart')).status).toBe(200);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });
});
