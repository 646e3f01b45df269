import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddressPolicy,
  EMBED_CHECKS_PER_WINDOW,
  EmbedChecker,
  type EmbedCheckOptions,
  publicAddressesOnly,
} from '../src/domain/embed/embed-check.ts';
import { apiCaller, createTestApp, demo, signInAll, TEST_ORIGIN, type TestApp } from './helpers/app.ts';

// "Webinhalt": the server asks a page whether it may be framed. Every test server listens on
// 127.0.0.1; the checks that must reach it allow exactly that address, all others run with the
// production policy (public addresses only). No test leaves this machine.

const REFUSED_LITERALS: Record<string, string> = {
  'loopback IPv4': '127.0.0.1',
  'loopback IPv4 (decimal form)': '2130706433',
  'loopback IPv6': '[::1]',
  'private 10/8': '10.0.0.1',
  'private 172.16/12': '172.16.5.4',
  'private 192.168/16': '192.168.1.1',
  'link-local IPv4': '169.254.10.20',
  'cloud metadata IPv4': '169.254.169.254',
  'carrier-grade NAT': '100.64.0.1',
  'multicast IPv4': '224.0.0.1',
  broadcast: '255.255.255.255',
  'unspecified IPv4': '0.0.0.0',
  'unspecified IPv6': '[::]',
  'IPv4-mapped IPv6 (loopback)': '[::ffff:127.0.0.1]',
  'IPv4-mapped IPv6 (private)': '[::ffff:10.0.0.1]',
  'NAT64 IPv6': '[64:ff9b::a00:1]',
  'unique-local IPv6': '[fc00::1]',
  'cloud metadata IPv6': '[fd00:ec2::254]',
  'link-local IPv6': '[fe80::1]',
  'multicast IPv6': '[ff02::1]',
  'documentation range': '192.0.2.1',
};

let requests: string[] = [];
let server: http.Server;
let port = 0;

function startServer(): Promise<void> {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const to = (location: string) => res.writeHead(302, { location }).end();
    switch (path) {
      case '/open':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
      case '/deny':
        return res.writeHead(200, { 'x-frame-options': 'DENY' }).end();
      case '/sameorigin':
        return res.writeHead(200, { 'x-frame-options': 'SAMEORIGIN' }).end();
      case '/ancestors-self':
        return res
          .writeHead(200, { 'content-security-policy': "default-src 'self'; frame-ancestors 'self'" })
          .end();
      case '/ancestors-app':
        // frame-ancestors wins over X-Frame-Options.
        return res
          .writeHead(200, {
            'content-security-policy': `frame-ancestors ${TEST_ORIGIN}`,
            'x-frame-options': 'DENY',
          })
          .end();
      case '/huge-body':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('x'.repeat(1024 * 1024));
        return; // never ends: only the headers may be read
      case '/huge-headers':
        return res.writeHead(200, { 'x-filler': 'y'.repeat(64 * 1024) }).end();
      case '/silent':
        return; // never answers
      case '/to-open':
        return to('/open');
      case '/to-deny':
        return to(`http://allowed.test:${port}/deny`);
      case '/to-private':
        return to('http://10.0.0.7/');
      case '/to-loopback-v6':
        return to(`http://[::1]:${port}/open`);
      case '/to-metadata':
        return to('http://169.254.169.254/latest/meta-data/');
      case '/to-intranet-name':
        return to(`http://intranet.test:${port}/open`);
      case '/to-file':
        return to('file:///etc/passwd');
      case '/loop':
        return to('/loop');
      default:
        return res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    }),
  );
}

/** Names of the tests: 'allowed.test' is the local server, 'intranet.test' a private address. */
const names: Record<string, LookupAddress[]> = {
  'allowed.test': [{ address: '127.0.0.1', family: 4 }],
  'intranet.test': [{ address: '10.20.30.40', family: 4 }],
  'mixed.test': [
    { address: '127.0.0.1', family: 4 },
    { address: '192.168.0.10', family: 4 },
  ],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'v6-local.test': [{ address: 'fd00:ec2::254', family: 6 }],
};
let resolved: string[] = [];
const resolve = async (hostname: string) => {
  resolved.push(hostname);
  const found = names[hostname];
  if (!found) throw Object.assign(new Error(`no test name ${hostname}`), { code: 'ENOTFOUND' });
  return found;
};
/** The production policy plus the test server's own address. */
const allowTestServer: AddressPolicy = (address) => address === '127.0.0.1' || publicAddressesOnly(address);

const checker = (options: Partial<EmbedCheckOptions> = {}) =>
  new EmbedChecker({
    appOrigin: TEST_ORIGIN,
    resolve,
    policy: allowTestServer,
    timeoutMs: 2_000,
    ...options,
  });
const local = (path: string) => `http://allowed.test:${port}${path}`;

beforeAll(startServer);
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('publicAddressesOnly', () => {
  it('accepts public unicast addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])
      expect(publicAddressesOnly(address), address).toBe(true);
  });
  it('refuses every special range and anything that is no address', () => {
    for (const [label, literal] of Object.entries(REFUSED_LITERALS)) {
      const host = new URL(`http://${literal}/`).hostname.replace(/^\[(.*)\]$/, '$1');
      expect(publicAddressesOnly(host), label).toBe(false);
    }
    expect(publicAddressesOnly('localhost')).toBe(false);
    expect(publicAddressesOnly('')).toBe(false);
  });
});

describe('EmbedChecker', () => {
  it('reports the framing rules of an allowed page', async () => {
    const c = checker();
    expect(await c.check(local('/open'))).toEqual({ status: 'embeddable' });
    expect(await c.check(local('/deny'))).toEqual({ status: 'refused' });
    expect(await c.check(local('/sameorigin'))).toEqual({ status: 'refused' });
    expect(await c.check(local('/ancestors-self'))).toEqual({ status: 'refused' });
    expect(await c.check(local('/ancestors-app'))).toEqual({ status: 'embeddable' });
  });

  it('reads the headers only, not a large body', async () => {
    const started = Date.now();
    expect(await checker().check(local('/huge-body'))).toEqual({ status: 'embeddable' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives up on an oversized header block and on a silent server', async () => {
    expect(await checker().check(local('/huge-headers'))).toEqual({
      status: 'unreachable',
      reason: 'network',
    });
    expect(await checker({ timeoutMs: 300 }).check(local('/silent'))).toEqual({
      status: 'unreachable',
      reason: 'timeout',
    });
  });

  it.each(Object.entries(REFUSED_LITERALS))('refuses %s without connecting', async (_label, literal) => {
    requests = [];
    const result = await checker({ policy: publicAddressesOnly }).check(`http://${literal}:${port}/open`);
    expect(result).toEqual({ status: 'unreachable', reason: 'blocked-address' });
    expect(requests).toEqual([]);
  });

  it('refuses the test server itself under the production policy', async () => {
    requests = [];
    expect(await checker({ policy: publicAddressesOnly }).check(local('/open'))).toEqual({
      status: 'unreachable',
      reason: 'blocked-address',
    });
    expect(requests).toEqual([]);
  });

  it.each(['intranet.test', 'mixed.test', 'metadata.test', 'v6-local.test'])(
    'refuses a name resolving to a refused address (%s)',
    async (name) => {
      requests = [];
      expect(await checker().check(`http://${name}:${port}/open`)).toEqual({
        status: 'unreachable',
        reason: 'blocked-address',
      });
      expect(requests).toEqual([]);
    },
  );

  it('follows redirects between allowed pages, checking each hop', async () => {
    resolved = [];
    expect(await checker().check(local('/to-open'))).toEqual({ status: 'embeddable' });
    expect(await checker().check(local('/to-deny'))).toEqual({ status: 'refused' });
    expect(resolved).toEqual(['allowed.test', 'allowed.test', 'allowed.test', 'allowed.test']);
  });

  it.each([
    ['a private address', '/to-private'],
    ['loopback IPv6', '/to-loopback-v6'],
    ['the metadata address', '/to-metadata'],
    ['a name of a private address', '/to-intranet-name'],
  ])('refuses a redirect from an allowed page to %s', async (_label, path) => {
    requests = [];
    expect(await checker().check(local(path))).toEqual({ status: 'unreachable', reason: 'blocked-address' });
    expect(requests).toEqual([path]);
  });

  it('refuses redirects to other schemes and stops after a few', async () => {
    expect(await checker().check(local('/to-file'))).toEqual({
      status: 'unreachable',
      reason: 'invalid-url',
    });
    requests = [];
    expect(await checker({ maxRedirects: 3 }).check(local('/loop'))).toEqual({
      status: 'unreachable',
      reason: 'too-many-redirects',
    });
    expect(requests).toHaveLength(4);
  });

  it('connects to the address it checked (one resolution per hop)', async () => {
    let answers = 0;
    // A rebinding name: public-looking first (the test server), private on every later lookup.
    const rebinding = async (): Promise<LookupAddress[]> =>
      answers++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
    requests = [];
    expect(await checker({ resolve: rebinding }).check(`http://rebind.test:${port}/open`)).toEqual({
      status: 'embeddable',
    });
    expect(answers).toBe(1);
    expect(requests).toEqual(['/open']);
  });

  it('refuses what is no http(s) URL and unknown names', async () => {
    for (const url of [
      'ftp://allowed.test/',
      'javascript:alert(1)',
      'nichts',
      `http://user:pw@allowed.test:${port}/`,
    ])
      expect((await checker().check(url)).status).toBe('unreachable');
    expect(await checker().check('http://unknown.test/')).toEqual({
      status: 'unreachable',
      reason: 'network',
    });
  });
});

describe('POST /api/embed-check', () => {
  let t: TestApp;
  let anna: string;
  const call = apiCaller(() => t.app);
  beforeAll(async () => {
    t = await createTestApp('pglite');
    [anna] = await signInAll(t.app, [demo.anna]);
  });
  afterAll(async () => t?.close());

  it('requires sign-in', async () => {
    const res = await call('POST', '/api/embed-check', undefined, { url: 'https://example.org/' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for what is no http(s) URL, never 5xx', async () => {
    for (const url of [
      '',
      'javascript:alert(1)',
      'ftp://example.org/',
      'https://',
      'x'.repeat(3000),
      'http:/x',
    ])
      expect((await call('POST', '/api/embed-check', anna, { url })).statusCode, url).toBe(400);
    for (const body of [{}, { url: 5 }, { url: 'https://example.org/', extra: 1 }, null])
      expect((await call('POST', '/api/embed-check', anna, body)).statusCode).toBe(400);
  });

  it('never contacts a local address and is rate-limited per user', async () => {
    requests = [];
    const res = await call('POST', '/api/embed-check', anna, { url: `http://127.0.0.1:${port}/open` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unreachable' });
    expect(requests).toEqual([]);
    let status = 200;
    for (let i = 1; i <= EMBED_CHECKS_PER_WINDOW && status === 200; i++)
      status = (await call('POST', '/api/embed-check', anna, { url: `http://10.0.0.1:${port}/` })).statusCode;
    expect(status).toBe(429);
    const [jonas] = await signInAll(t.app, [demo.jonas]);
    expect((await call('POST', '/api/embed-check', jonas, { url: 'http://10.0.0.1/' })).statusCode).toBe(200);
  });
});
