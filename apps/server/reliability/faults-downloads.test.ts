// Fault part "downloads": capability-URL downloads that the client aborts after the first
// chunk (whole and ranged), HEAD, 304 and 416 answers, against the real server process. Every
// streamed body must release its file descriptor (local) or socket (S3) exactly once: the
// process stays alive, answers no 5xx and its open descriptors return to the baseline.
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/helpers/s3-server.ts';
import { report, type ServerProcess, signInHttp, startServer } from './support/server-process.ts';

const ABORTED_GETS = 40;
const ABORTED_RANGES = 40;
const HEADS = 40;
const CONDITIONALS = 20;
const BAD_RANGES = 20;
const COMPLETE = 5;
/** Requests in flight at once: aborts racing each other make closed descriptor numbers get reused. */
const PARALLEL = 5;
/**
 * Bound for descriptors to return to the baseline. With S3, idle keep-alive connections of the
 * client's pool stay open until the store's idle timeout (s3rver: 5 s) closes them.
 */
const FD_WAIT_MS = 15_000;

interface Answer {
  status: number;
  /** True when the connection was closed by the client after the first chunk, before the end. */
  aborted: boolean;
  body?: Buffer;
  etag?: string;
  length?: number;
}

/** One request over a fresh connection; with abortAfterFirstChunk the socket is destroyed on the first chunk. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; abortAfterFirstChunk?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (answer: Answer) => {
      if (!settled) {
        settled = true;
        resolve(answer);
      }
    };
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (options.abortAfterFirstChunk) {
            req.destroy();
            done({ status, aborted: true });
          } else chunks.push(chunk);
        });
        res.on('end', () =>
          done({
            status,
            aborted: false,
            body: Buffer.concat(chunks),
            etag: res.headers.etag,
            length: Number(res.headers['content-length']),
          }),
        );
        res.on('error', (error) => {
          if (!settled) reject(error);
        });
      },
    );
    req.on('error', (error) => {
      if (!settled) {
        settled = true;
        reject(error);
      }
    });
    req.end();
  });
}

/** Runs `count` calls, `PARALLEL` at a time. */
async function bounded<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, count - i) }, (_, j) => call(i + j));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/** Polls the process's open descriptors until they are back at (or below) the baseline, bounded in time. */
async function fdsSettled(server: ServerProcess, baseline: number): Promise<number> {
  const deadline = Date.now() + FD_WAIT_MS;
  let count = server.fdCount();
  while (count > baseline && Date.now() < deadline && server.alive()) {
    await new Promise((r) => setTimeout(r, 50));
    count = server.fdCount();
  }
  return count;
}

/** The descriptor count once it stops changing (closing warm-up connections), bounded in time. */
async function steady(server: ServerProcess): Promise<number> {
  const deadline = Date.now() + 3_000;
  let previous = server.fdCount();
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const count = server.fdCount();
    if (count === previous || Date.now() > deadline) return count;
    previous = count;
  }
}

/** A PNG of a few MB (noise does not compress), so a body is still streaming when the first chunk arrives. */
async function largePng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: '#3366cc',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

interface Driver {
  name: string;
  env(): Promise<{ env: Record<string, string>; dispose(): Promise<void> }>;
}

const drivers: Driver[] = [
  { name: 'local', env: async () => ({ env: { STORAGE_DRIVER: 'local' }, dispose: async () => {} }) },
  {
    name: 's3',
    async env() {
      const s3: TestS3Server = await startS3Server();
      return {
        env: {
          STORAGE_DRIVER: 's3',
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        },
        dispose: () => s3.close(),
      };
    },
  },
];

describe.each(drivers)('aborted and ranged downloads ($name storage)', (driver) => {
  let server: ServerProcess;
  let dispose: () => Promise<void> = async () => {};
  let bytes: Buffer;
  let url: string;

  beforeAll(async () => {
    const storage = await driver.env();
    dispose = storage.dispose;
    server = await startServer({ env: storage.env });
    const token = await signInHttp(server.baseUrl, 'lehrerin@example.org', 'Tafel-Demo-1');
    bytes = await largePng();
    const res = await fetch(`${server.baseUrl}/api/tafino/userAsset`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ file: bytes.toString('base64'), fileName: 'grosses-bild.png' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    url = `${server.baseUrl}${((await res.json()) as { url: string }).url}`;
  });
  afterAll(async () => {
    await server?.stop();
    await dispose();
  });

  it('survives aborted, ranged, HEAD, 304 and 416 downloads without 5xx or leaked descriptors', async () => {
    // Warm up (route, database, storage client) so the baseline holds every long-lived descriptor.
    const first = await request(url);
    expect(first.status).toBe(200);
    expect(first.body?.equals(bytes)).toBe(true);
    // (Not bytes=0-0: the test S3 server, s3rver, reads an end of 0 as "to the end".)
    const etag = (await request(url, { headers: { range: 'bytes=0-99' } })).etag;
    expect(etag).toBeTruthy();
    const fdsBefore = await steady(server);

    const answers: Answer[] = [];
    const failures: string[] = [];
    const run = async (label: string, call: () => Promise<Answer>) => {
      try {
        const answer = await call();
        answers.push(answer);
        return answer;
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message}`);
        return undefined;
      }
    };

    await bounded(ABORTED_GETS, () => run('aborted GET', () => request(url, { abortAfterFirstChunk: true })));
    await bounded(ABORTED_RANGES, (i) =>
      run('aborted Range GET', () =>
        request(url, { headers: { range: `bytes=${i * 1000}-` }, abortAfterFirstChunk: true }),
      ),
    );
    const heads = await bounded(HEADS, () => run('HEAD', () => request(url, { method: 'HEAD' })));
    const conditionals = await bounded(CONDITIONALS, () =>
      run('conditional GET', () => request(url, { headers: { 'if-none-match': etag! } })),
    );
    const badRanges = await bounded(BAD_RANGES, () =>
      run('bad Range', () => request(url, { headers: { range: `bytes=${bytes.length + 10}-` } })),
    );
    const complete = await bounded(COMPLETE, (i) =>
      i % 2 === 0
        ? run('complete GET', () => request(url))
        : run('complete Range GET', () => request(url, { headers: { range: 'bytes=1000-200999' } })),
    );

    const fdsAfter = await fdsSettled(server, fdsBefore);
    const fiveHundreds = answers.filter((a) => a.status >= 500).length;
    const crashes = server.alive() ? 0 : 1;
    report('downloads', {
      storage: driver.name,
      requests: answers.length + failures.length,
      aborted: answers.filter((a) => a.aborted).length,
      '5xx': fiveHundreds,
      dropped: failures.length,
      crashes,
      'fds before': fdsBefore,
      'fds after': fdsAfter,
    });

    expect(crashes, `server exited ${JSON.stringify(server.exit())}:\n${server.log().slice(-3000)}`).toBe(0);
    expect(failures).toEqual([]);
    expect(fiveHundreds).toBe(0);
    expect(answers.filter((a) => a.aborted).length).toBeGreaterThan(ABORTED_GETS);
    for (const head of heads) {
      expect(head?.status).toBe(200);
      expect(head?.body?.length).toBe(0);
      expect(head?.length).toBe(bytes.length);
    }
    for (const answer of conditionals) expect(answer?.status).toBe(304);
    for (const answer of badRanges) expect(answer?.status).toBe(416);
    for (const [i, answer] of complete.entries()) {
      expect(answer?.status).toBe(i % 2 === 0 ? 200 : 206);
      const expected = i % 2 === 0 ? bytes : bytes.subarray(1000, 201_000);
      expect(answer?.body?.equals(expected)).toBe(true);
    }
    expect(server.log()).not.toMatch(/EBADF|on garbage collection/);
    expect(fdsAfter).toBeLessThanOrEqual(fdsBefore);
  });
});
