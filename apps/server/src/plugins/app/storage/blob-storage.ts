import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in the HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** One key of a listing. */
export interface ListedObject {
  key: string;
  lastModified: Date;
  size: number;
}

export interface BlobObject {
  /**
   * The requested bytes (the whole object, or the range). The stream owns its handle (a file
   * descriptor, or a connection to the bucket) and releases it exactly once, when it ends,
   * fails or is destroyed: a caller reads it to the end or destroys it, and never touches the
   * handle itself.
   */
  body: Readable;
  /** Size of the whole object. */
  size: number;
}

/**
 * Where asset bytes live: a local folder (default) or an S3-compatible bucket, chosen at
 * start-up. Keys are relative paths of safe segments ([A-Za-z0-9._-], no '..').
 *
 * Contract (tested for both drivers by storage-contract.test.ts):
 * - put and putStream are atomic: a reader sees the old object, the whole new one, or nothing, never a part;
 * - get/head of a missing key answer undefined;
 * - a body from get releases its handle exactly once (end, error or destroy);
 * - delete and deletePrefix are idempotent;
 * - list returns every key under a prefix with its last-modified time and size.
 */
export interface BlobStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Writes an object of known size from a stream, never holding it whole in memory; as atomic as
   * put. A stream that fails, or ends at another size, leaves no object (and rejects).
   */
  putStream(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<BlobObject | undefined>;
  /** The whole object as a buffer (previews, small files). */
  read(key: string): Promise<Buffer | undefined>;
  head(key: string): Promise<{ size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes every key that starts with the prefix (a 'folder' ending in '/'). */
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string): Promise<ListedObject[]>;
  /** Removes leftovers of interrupted writes (local temp files); a no-op where puts are atomic. */
  cleanup?(olderThanMs: number): Promise<number>;
  close?(): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Throws unless the key is a relative path of safe segments; storage keys are built by the server only. */
export function assertSafeKey(key: string, allowTrailingSlash = false): void {
  const parts = key.split('/');
  if (allowTrailingSlash && parts.at(-1) === '') parts.pop();
  if (parts.length === 0 || parts.some((p) => !SEGMENT.test(p) || p === '.' || p === '..')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
