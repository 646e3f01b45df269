/**
 * Compression of what the server sends: the web build's files go out precompressed (file.br or
 * file.gz, written by scripts/precompress.mjs) by the request's Accept-Encoding, with the file's
 * content type and caching; bodies built in memory (API JSON, rendered HTML) are compressed on the
 * fly when large (plugins/external/compression.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from '../../web/src/app/route-patterns.ts';
import {
  COMPRESS_MIN_BYTES,
  compressionPlugin,
  etagMatches,
  negotiateEncoding,
} from '../src/plugins/external/compression.ts';
import { APP_ROUTES_FILE } from '../src/plugins/external/web.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { splitRuntimeConfig } from './helpers/runtime-config-block.ts';

/** Text that compresses well and is not one repeated character. */
const text = (n: number, seed = 'widget') =>
  `/* ${seed} */ export const board = { widgets: [1, 2, 3], name: "Tafel" };\n`
    .repeat(Math.ceil(n / 60))
    .slice(0, n);

const INDEX = `<!doctype html><html lang="de"><title>TAFINO</title><div id="root"></div>${'<!-- x -->'.repeat(200)}</html>`;
const APP_JS = text(30_000, 'app');
const CSS = text(8000, 'css').replace(/export const/g, '.board');
const ONLY_GZIP_JS = text(6000, 'gzip-only');
const PLAIN_JS = text(5000, 'plain');
const LANDING = `<!doctype html><html lang="de"><body>${'<section><h2>Tafel</h2></section>'.repeat(200)}</body></html>`;
const SYMBOL = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(100)}</svg>`;

/** A web build as scripts/precompress.mjs leaves it, with two files whose compressed copies are missing. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tafino-web-compressed-'));
  const write = (rel: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  };
  const withCopies = (rel: string, content: string) => {
    write(rel, content);
    write(`${rel}.br`, brotliCompressSync(content));
    write(`${rel}.gz`, gzipSync(content, { level: 9 }));
  };
  withCopies('index.html', INDEX);
  withCopies('assets/app-1234abcd.js', APP_JS);
  withCopies('assets/index-1234abcd.css', CSS);
  withCopies('symbols/pack/star.0123abcd.svg', SYMBOL);
  write('assets/gzip-only-1234abcd.js', ONLY_GZIP_JS);
  write('assets/gzip-only-1234abcd.js.gz', gzipSync(ONLY_GZIP_JS, { level: 9 }));
  write('assets/plain-1234abcd.js', PLAIN_JS);
  write(APP_ROUTES_FILE, JSON.stringify(APP_ROUTE_PATTERNS));
  // The landing page's prerenderer (a web build's dist/.ssr/render-landing.mjs).
  write('.vite/manifest.json', '{}');
  write(
    '.ssr/render-landing.mjs',
    `export async function renderLandingDocument() { return ${JSON.stringify(LANDING)}; }`,
  );
  return dir;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString();
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('web build files: precompressed copies by Accept-Encoding', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = fakeWebBuild();
    t = await createTestApp('pglite', { WEB_DIST_DIR: dir });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
    });

  const cases = [
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
    { acceptEncoding: 'br', encoding: 'br' },
    { acceptEncoding: 'gzip', encoding: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip' },
    { acceptEncoding: 'gzip;q=0.5, br;q=0.4', encoding: 'gzip' },
    { acceptEncoding: undefined, encoding: undefined },
    { acceptEncoding: 'identity', encoding: undefined },
    { acceptEncoding: 'gzip;q=0, br;q=0', encoding: undefined },
  ];

  it.each(cases)(
    'hashed JS with Accept-Encoding $acceptEncoding: $encoding, the same bytes, a year of caching',
    async ({ acceptEncoding, encoding }) => {
      const response = await get('/assets/app-1234abcd.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(varies(response)).toBe(true);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded(response)).toBe(APP_JS);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 5);
    },
  );

  it('CSS and a hashed symbol keep their content type and caching when compressed', async () => {
    const css = await get('/assets/index-1234abcd.css', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toMatch(/immutable/);
    expect(decoded(css)).toBe(CSS);
    const symbol = await get('/symbols/pack/star.0123abcd.svg', 'gzip');
    expect(symbol.headers['content-encoding']).toBe('gzip');
    expect(symbol.headers['content-type']).toBe('image/svg+xml');
    expect(symbol.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(symbol)).toBe(SYMBOL);
  });

  it('gives each encoding its own ETag, and answers a matching If-None-Match with 304', async () => {
    const tags = new Set<string>();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/app-1234abcd.js', acceptEncoding);
      const etag = String(response.headers.etag);
      tags.add(etag);
      const again = await get('/assets/app-1234abcd.js', acceptEncoding, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    }
    expect(tags.size).toBe(3);
  });

  it('index.html for app routes and unknown paths: compressed, no-cache, status kept', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/desktops/Mathe', 200],
      ['/gibt-es-nicht', 404],
    ] as const) {
      const response = await get(url, 'gzip, deflate, br');
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varies(response)).toBe(true);
      // The document carries the runtime configuration (web.test.ts): compressed on the fly.
      expect(splitRuntimeConfig(decoded(response)).rest).toBe(INDEX);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(splitRuntimeConfig(plain.body).rest).toBe(INDEX);
    }
  });

  it('/landing, rendered by the server: compressed on the fly, revalidated with its weak ETag', async () => {
    const response = await get('/landing', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(varies(response)).toBe(true);
    expect(decoded(response)).toBe(LANDING);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/landing', 'gzip, deflate, br', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const plain = await get('/landing');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LANDING);
    expect(
      (await get('/landing', undefined, { 'if-none-match': String(plain.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('falls back to the next encoding, then to the file itself, where a copy is missing', async () => {
    const gzipOnly = await get('/assets/gzip-only-1234abcd.js', 'br, gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipOnly)).toBe(ONLY_GZIP_JS);
    const brOnly = await get('/assets/gzip-only-1234abcd.js', 'br');
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body).toBe(ONLY_GZIP_JS);
    const plain = await get('/assets/plain-1234abcd.js', 'br, gzip');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toMatch(/immutable/);
    expect(varies(plain)).toBe(true);
    expect(plain.body).toBe(PLAIN_JS);
  });

  it('does not serve the compressed copies under their own names', async () => {
    for (const url of ['/assets/app-1234abcd.js.br', '/assets/app-1234abcd.js.gz', '/index.html.br']) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });

  it('answers Range requests from the representation it sends', async () => {
    const plain = await get('/assets/app-1234abcd.js', undefined, { range: 'bytes=0-99' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-range']).toBe(`bytes 0-99/${APP_JS.length}`);
    expect(plain.body).toBe(APP_JS.slice(0, 100));
    const whole = await get('/assets/app-1234abcd.js', 'br');
    const part = await get('/assets/app-1234abcd.js', 'br', { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const get_ = await get('/assets/app-1234abcd.js', 'br');
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-1234abcd.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get_.rawPayload.length));
    expect(head.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(head.headers.etag).toBe(get_.headers.etag);
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('bodies built in memory: compressed on the fly when large', () => {
  let app: FastifyInstance;
  const LARGE = { widgets: Array.from({ length: 200 }, (_, i) => ({ id: i, type: 'Clock', x: i % 7 })) };
  const LARGE_JSON = JSON.stringify(LARGE);
  const HTML = `<!doctype html><html lang="de"><body>${'<p>Tafel</p>'.repeat(300)}</body></html>`;
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(5000, 7)]);

  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/large', async () => LARGE);
    app.get('/small', async () => ({ ok: true }));
    app.get('/html', async (request, reply) => {
      reply.header('etag', '"landing-1"');
      if (etagMatches(request.headers['if-none-match'], '"landing-1"')) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(HTML);
    });
    app.get('/png', async (_request, reply) => reply.type('image/png').send(PNG));
    app.get('/zip', async (_request, reply) => reply.type('application/zip').send(Buffer.from(HTML)));
    app.get('/stream', async (_request, reply) =>
      reply.type('application/json').send(Readable.from([Buffer.from(LARGE_JSON)])),
    );
    app.get('/encoded', async (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send(gzipSync(LARGE_JSON)),
    );
    app.get('/no-transform', async (_request, reply) =>
      reply.header('cache-control', 'no-transform').send(LARGE),
    );
    app.get('/vary', async (_request, reply) => reply.header('vary', 'Origin').send(LARGE));
    await app.ready();
  });

  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
    });

  it('compresses large JSON with brotli or gzip as accepted, and not at all when not accepted', async () => {
    expect(LARGE_JSON.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=1', 'gzip'],
      ['*', 'br'],
      [undefined, undefined],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
    ] as const) {
      const response = await get('/large', acceptEncoding);
      expect([acceptEncoding, response.headers['content-encoding']]).toEqual([acceptEncoding, encoding]);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(varies(response)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(LARGE);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(LARGE_JSON.length / 4);
    }
  });

  it('sends small JSON as it is', async () => {
    const response = await get('/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('compresses rendered HTML with a weak ETag that still matches If-None-Match', async () => {
    const response = await get('/html', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(response)).toBe(HTML);
    expect(response.headers.etag).toBe('W/"landing-1"');
    const plain = await get('/html');
    expect(plain.headers.etag).toBe('"landing-1"');
    const again = await get('/html', 'br', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves images, zip files, streams, encoded bodies and no-transform responses alone', async () => {
    for (const url of ['/png', '/zip', '/stream', '/no-transform']) {
      const response = await get(url, 'br, gzip');
      expect([url, response.headers['content-encoding']]).toEqual([url, undefined]);
    }
    expect((await get('/png', 'br')).rawPayload.equals(PNG)).toBe(true);
    expect((await get('/stream', 'br')).body).toBe(LARGE_JSON);
    const encoded = await get('/encoded', 'br, gzip');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(encoded.rawPayload).toString())).toEqual(LARGE);
  });

  it('adds Accept-Encoding to an existing Vary header', async () => {
    const response = await get('/vary', 'gzip');
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const full = await get('/large', 'br');
    const head = await app.inject({ method: 'HEAD', url: '/large', headers: { 'accept-encoding': 'br' } });
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('an API list of the real app', () => {
  it('goes out compressed when large, and byte for byte the same JSON when decoded', async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/abp/application-configuration',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      const plain = await t.app.inject({ method: 'GET', url: '/api/abp/application-configuration' });
      expect(response.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
      expect(response.headers['content-encoding']).toBe('br');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(decoded(response)).toBe(plain.body);
    } finally {
      await t.close();
    }
  });
});

describe('Accept-Encoding and If-None-Match parsing', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['GZIP, BR', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', null],
    ['br;q=0', null],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=0,br;q=0', null],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['br; q=1.0, gzip; q=1.0', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *;q=0.5', 'br'],
  ] as const)('%s -> %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });

  it('compares ETags weakly', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
