// Every streamed body of a blob storage owns its handle (a file descriptor, or a socket to the
// bucket) and releases it exactly once: at its end, on an error, or when it is destroyed early
// (a client that aborts a download). A descriptor closed twice closes whatever file reused its
// number (EBADF elsewhere, "Closing file descriptor ... on garbage collection failed" = exit).
import { once } from 'node:events';
import { closeSync, fstatSync, openSync, readdirSync, readlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStorage } from '../src/plugins/app/storage/blob-storage.ts';
import { LocalStorage } from '../src/plugins/app/storage/local-storage.ts';
import { S3Storage } from '../src/plugins/app/storage/s3-storage.ts';
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts';

const SIZE = 2_000_000;
const ROUNDS = 20;

/** Descriptors of this process that point at the file. */
const openOn = (file: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false;
    }
  }).length;

const fdCount = () => readdirSync('/proc/self/fd').length;

/** Polls until the condition holds, bounded in time (handles are closed on the thread pool). */
async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

/** Full garbage collection (a FileHandle that was never closed is closed, with a warning, here). */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Destroys the body on its first chunk, as a client that closes the connection; resolves on 'close'. */
async function abortAfterFirstChunk(body: Readable, onClose?: () => void): Promise<number> {
  let received = 0;
  body.once('data', (chunk: Buffer) => {
    received = chunk.length;
    body.destroy();
  });
  if (onClose) body.once('close', onClose);
  await once(body, 'close');
  return received;
}

describe('local storage: a streamed body releases its descriptor exactly once', () => {
  let dir: string;
  let storage: BlobStorage;
  const data = Buffer.alloc(SIZE, 7);
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-handles-'));
    storage = new LocalStorage(dir);
    await fs.writeFile(path.join(dir, 'sentinel'), 'x');
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));
  /** A new object for each test, so that one test's leftovers do not count in the next. */
  let n = 0;
  const blob = async () => {
    const key = `a/blob-${++n}.bin`;
    await storage.put(key, data, 'application/octet-stream');
    return { key, file: await fs.realpath(path.join(dir, ...key.split('/'))) };
  };

  beforeEach(() => {
    warnings.length = 0;
    process.on('warning', onWarning);
  });
  afterEach(() => {
    process.off('warning', onWarning);
  });

  it('a body read to its end (as a HEAD answer drains it) closes the file', async () => {
    const { key, file } = await blob();
    for (let i = 0; i < 5; i++) {
      const object = await storage.get(key);
      object!.body.resume();
      await once(object!.body, 'end');
    }
    expect(await eventually(() => openOn(file) === 0)).toBe(true);
    collectGarbage();
    await new Promise((r) => setImmediate(r));
    expect(warnings.filter((w) => w.includes('file descriptor'))).toEqual([]);
  });

  it('a body destroyed before it is read closes the file', async () => {
    const { key, file } = await blob();
    for (let i = 0; i < 5; i++) {
      const object = await storage.get(key, { start: 10, end: SIZE - 10 });
      object!.body.destroy();
      await once(object!.body, 'close');
    }
    expect(await eventually(() => openOn(file) === 0)).toBe(true);
  });

  it.each([
    ['whole', undefined],
    ['ranged', { start: 1000, end: SIZE - 1 }],
  ])(
    'a %s body destroyed after its first chunk never closes a descriptor that another file reuses',
    async (_, range) => {
      const { key, file } = await blob();
      const sentinels: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const object = await storage.get(key, range);
        expect(object!.size).toBe(SIZE);
        // Open another file the moment the body reports itself closed: it gets the lowest free
        // descriptor number, which is the body's if the body has released it already.
        const received = await abortAfterFirstChunk(object!.body, () => {
          sentinels.push(openSync(path.join(dir, 'sentinel'), 'r'));
        });
        expect(received).toBeGreaterThan(0);
        // Let the thread pool run every close still queued.
        for (let j = 0; j < 8; j++) await fs.stat(file);
      }
      const broken = sentinels.filter((fd) => {
        try {
          fstatSync(fd);
          return false;
        } catch {
          return true;
        }
      });
      for (const fd of sentinels) {
        try {
          closeSync(fd);
        } catch {
          // closed by someone else already: counted in `broken`
        }
      }
      expect(broken).toEqual([]);
      expect(await eventually(() => openOn(file) === 0)).toBe(true);
      collectGarbage();
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => w.includes('file descriptor'))).toEqual([]);
    },
  );

  it('reads the whole object and ranges correctly, and closes the file', async () => {
    const { key, file } = await blob();
    const object = await storage.get(key, { start: 5, end: 9 });
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(data.subarray(5, 10));
    expect((await storage.read(key))?.equals(data)).toBe(true);
    expect(await eventually(() => openOn(file) === 0)).toBe(true);
  });
});

describe('s3 storage: a streamed body releases its connection', () => {
  let server: TestS3Server;
  let storage: BlobStorage;
  const data = Buffer.alloc(SIZE, 9);

  beforeAll(async () => {
    server = await startS3Server();
    storage = new S3Storage({
      bucket: server.bucket,
      endpoint: server.endpoint,
      region: 'us-east-1',
      credentials: server.credentials,
      forcePathStyle: true,
      prefix: 'tafino/',
    });
    await storage.put('a/blob.bin', data, 'application/octet-stream');
  });
  afterAll(async () => {
    await storage?.close?.();
    await server?.close();
  });

  it('bodies destroyed early or never read give their sockets back', async () => {
    // Warm the client up, then take the baseline of open descriptors (both ends run here).
    await storage.read('a/blob.bin');
    const baseline = fdCount();
    for (let i = 0; i < ROUNDS; i++) {
      const object = await storage.get('a/blob.bin', i % 2 ? { start: 100, end: SIZE - 1 } : undefined);
      await abortAfterFirstChunk(object!.body);
      const unread = await storage.get('a/blob.bin');
      unread!.body.destroy();
      await once(unread!.body, 'close');
    }
    const whole = await storage.read('a/blob.bin');
    expect(whole?.equals(data)).toBe(true);
    expect(await eventually(() => fdCount() <= baseline, 8_000), `fds ${fdCount()} > ${baseline}`).toBe(true);
  });
});
