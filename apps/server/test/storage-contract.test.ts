import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStorage } from '../src/plugins/app/storage/blob-storage.ts';
import { LocalStorage } from '../src/plugins/app/storage/local-storage.ts';
import { S3Storage } from '../src/plugins/app/storage/s3-storage.ts';
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts';

const read = async (storage: BlobStorage, key: string, range?: { start: number; end: number }) => {
  const object = await storage.get(key, range);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return { size: object.size, data: Buffer.concat(chunks) };
};

interface Driver {
  name: string;
  /** Whether the server under test replaces an existing key atomically (see below). */
  atomicOverwrite: boolean;
  create(): Promise<{ storage: BlobStorage; dispose(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: 'local',
    atomicOverwrite: true,
    async create() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-local-'));
      return { storage: new LocalStorage(dir), dispose: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    // Real S3 (and MinIO, Ceph ...) replace objects atomically, but the test server s3rver
    // rewrites the file in place. The app never overwrites a key (every write is a new
    // version prefix), so it does not rely on this; the local driver is checked here.
    atomicOverwrite: false,
    async create() {
      const server: TestS3Server = await startS3Server();
      const storage = new S3Storage({
        bucket: server.bucket,
        endpoint: server.endpoint,
        region: 'us-east-1',
        credentials: server.credentials,
        forcePathStyle: true,
        prefix: 'tafino/',
      });
      return {
        storage,
        async dispose() {
          await storage.close();
          await server.close();
        },
      };
    },
  },
];

describe.each(drivers)('blob storage contract: $name', (driver) => {
  let storage: BlobStorage;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, dispose } = await driver.create());
  });
  afterAll(async () => dispose?.());

  it('puts, reads, heads and deletes an object', async () => {
    const data = Buffer.from('Hallo Tafel');
    await storage.put('a/b/one.txt', data, 'text/plain');
    expect((await read(storage, 'a/b/one.txt'))?.data.toString()).toBe('Hallo Tafel');
    expect((await storage.read('a/b/one.txt'))?.equals(data)).toBe(true);
    expect(await storage.head('a/b/one.txt')).toEqual({ size: data.length });
    await storage.delete('a/b/one.txt');
    expect(await storage.head('a/b/one.txt')).toBeUndefined();
    expect(await storage.get('a/b/one.txt')).toBeUndefined();
    expect(await storage.read('a/b/one.txt')).toBeUndefined();
  });

  it('answers undefined for missing keys and deletes idempotently', async () => {
    expect(await storage.get('missing/x')).toBeUndefined();
    expect(await storage.head('missing/x')).toBeUndefined();
    await storage.delete('missing/x');
    await storage.deletePrefix('missing/');
  });

  it('reads byte ranges with the whole size', async () => {
    const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    await storage.put('r/bytes', data, 'application/octet-stream');
    const part = await read(storage, 'r/bytes', { start: 10, end: 19 });
    expect(part?.size).toBe(1000);
    expect(part?.data.equals(data.subarray(10, 20))).toBe(true);
    const last = await read(storage, 'r/bytes', { start: 999, end: 999 });
    expect(last?.data.equals(data.subarray(999))).toBe(true);
  });

  it('overwrites atomically: readers see the old or the whole new object', async (ctx) => {
    if (!driver.atomicOverwrite) ctx.skip();
    const a = Buffer.alloc(2_000_000, 'a');
    const b = Buffer.alloc(3_000_000, 'b');
    await storage.put('atomic/x', a, 'application/octet-stream');
    const readers: Promise<Buffer | undefined>[] = [];
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 5; i++) {
      writes.push(storage.put('atomic/x', i % 2 ? a : b, 'application/octet-stream'));
      readers.push(storage.read('atomic/x'));
    }
    await Promise.all(writes);
    for (const got of await Promise.all(readers)) {
      expect(got).toBeDefined();
      expect(got!.equals(a) || got!.equals(b)).toBe(true);
    }
  });

  it('lists and deletes by prefix', async () => {
    await storage.put('p/1/a', Buffer.from('1'), 'text/plain');
    await storage.put('p/1/b', Buffer.from('2'), 'text/plain');
    await storage.put('p/2/a', Buffer.from('3'), 'text/plain');
    const listed = await storage.list('p/');
    expect(listed.map((o) => o.key)).toEqual(['p/1/a', 'p/1/b', 'p/2/a']);
    expect(listed.every((o) => o.lastModified instanceof Date)).toBe(true);
    expect(listed.map((o) => o.size)).toEqual([1, 1, 1]);
    await storage.deletePrefix('p/1/');
    expect((await storage.list('p/')).map((o) => o.key)).toEqual(['p/2/a']);
  });

  it('deletes more than one page of keys under a prefix', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => storage.put(`many/${i}`, Buffer.from(String(i)), 'text/plain')),
    );
    expect(await storage.list('many/')).toHaveLength(30);
    await storage.deletePrefix('many/');
    expect(await storage.list('many/')).toEqual([]);
  });

  it('writes a stream of known size, and keeps nothing of a stream that fails or ends short', async () => {
    const parts = [Buffer.alloc(700_000, 1), Buffer.alloc(500_000, 2), Buffer.from('Ende')];
    const total = parts.reduce((n, p) => n + p.length, 0);
    await storage.putStream('streamed/whole', Readable.from(parts), total, 'application/octet-stream');
    const back = await read(storage, 'streamed/whole');
    expect(back?.size).toBe(total);
    expect(back?.data.equals(Buffer.concat(parts))).toBe(true);

    const failing = Readable.from(
      (async function* () {
        yield parts[0]!;
        throw new Error('connection lost');
      })(),
    );
    await expect(
      storage.putStream('streamed/failed', failing, total, 'application/octet-stream'),
    ).rejects.toThrow();
    await expect(
      storage.putStream('streamed/short', Readable.from([parts[0]!]), total, 'application/octet-stream'),
    ).rejects.toThrow();
    // s3rver writes an aborted upload's bytes in place (real S3 keeps nothing of an incomplete
    // PutObject), so only the local driver is held to 'nothing left' here; callers delete the key.
    if (driver.atomicOverwrite) {
      expect((await storage.list('streamed/')).map((o) => o.key)).toEqual(['streamed/whole']);
    }
    await storage.deletePrefix('streamed/');
  });

  it('refuses unsafe keys', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'a/b c', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
    }
    await expect(storage.deletePrefix('../')).rejects.toThrow();
  });

  it('cleans up interrupted writes where the driver has any', async () => {
    expect((await storage.cleanup?.(0)) ?? 0).toBe(0);
  });
});
