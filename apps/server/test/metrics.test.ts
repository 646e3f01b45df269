import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../reliability/support/server-process.ts';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
const base = '/api/platform/desktops';

/** The value of one sample line of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inner = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (Object.entries(labels).every(([k, v]) => inner.includes(`${k}="${v}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe.each(databaseKinds)('/metrics with METRICS_TOKEN on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN });
    [anna] = await signInAll(t.app, [demo.anna]);
  });
  afterAll(async () => t?.close());
  const call = apiCaller(() => t.app);
  const metrics = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('requires the token', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer wrong-token-of-the-same-kind-000000')).statusCode).toBe(401);
    expect((await metrics(METRICS_TOKEN)).statusCode).toBe(401);
    expect((await call('GET', '/metrics', anna)).statusCode).toBe(401);
    const res = await metrics(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('counts requests by route pattern and status, never with ids from the URL', async () => {
    const desktop = (await call('POST', base, anna, { name: 'Zählen' })).json() as { id: string };
    const missing = randomUUID();
    const unknownPath = `/api/nothing-here/${randomUUID()}`;
    const before = (await metrics(`Bearer ${METRICS_TOKEN}`)).body;
    const route = { method: 'GET', route: '/api/platform/desktops/:id' };
    const countBefore = sample(before, 'http_requests_total', { ...route, status_code: '200' }) ?? 0;

    expect((await call('GET', `${base}/${desktop.id}`, anna)).statusCode).toBe(200);
    expect((await call('GET', `${base}/${desktop.id}`, anna)).statusCode).toBe(200);
    expect((await call('GET', `${base}/${missing}`, anna)).statusCode).toBe(404);
    expect((await call('GET', unknownPath, anna)).statusCode).toBe(404);
    // The widget list twice: a miss, then a hit of the cache.
    expect((await call('GET', `${base}/${desktop.id}/widgets`, anna)).statusCode).toBe(200);
    expect((await call('GET', `${base}/${desktop.id}/widgets`, anna)).statusCode).toBe(200);

    const after = (await metrics(`Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(after, 'http_requests_total', { ...route, status_code: '200' })).toBe(countBefore + 2);
    expect(sample(after, 'http_requests_total', { ...route, status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'http_request_duration_seconds_count', { ...route, status_code: '200' }),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'tafino_widget_list_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      sample(after, 'tafino_widget_list_cache_lookups_total', { result: 'miss' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'tafino_db_pool_connections', { state: 'total', kind })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'tafino_db_pool_connections', { state: 'waiting', kind })).toBe(0);
    expect(after).toContain('tafino_storage_errors_total');
    for (const id of [desktop.id, missing, unknownPath]) expect(after).not.toContain(id);
    expect(after).not.toContain(anna);
  });
});

describe('/metrics without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('answers 404, with or without a token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp('pglite', { METRICS_PORT: String(port) });
  });
  afterAll(async () => t?.close());

  it('is served on its own loopback listener and not on the public one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    await t.app.inject({ url: '/healthz' });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(
      sample(text, 'http_requests_total', { route: '/healthz', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});
