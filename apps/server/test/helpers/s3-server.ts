import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: the fake S3 server ships no types
import S3rver from '@20minutes/s3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/** An S3-compatible server on 127.0.0.1 (s3rver, files in a temp folder), with one bucket. */
export async function startS3Server(bucket = 'tafino-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // s3rver canonicalizes a path-style bucket URL as '/bucket' while AWS SDK v3 signs
  // '/bucket/' (as real S3 does), so bucket-level calls (ListObjectsV2, DeleteObjects) never
  // match. Accept a mismatch for exactly those requests; object requests stay fully verified.
  const bucketLevel = new AsyncLocalStorage<boolean>();
  Object.defineProperty(server, 'allowMismatchedSignatures', {
    get: () => bucketLevel.getStore() === true,
    set: () => {},
  });
  (server as { middleware: unknown[] }).middleware.unshift(
    (ctx: { path: string }, next: () => Promise<void>) =>
      bucketLevel.run(/^\/[^/]+\/?$/.test(ctx.path), next),
  );
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed test credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
