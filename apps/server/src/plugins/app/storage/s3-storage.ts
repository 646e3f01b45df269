import { type Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  type BlobObject,
  type BlobStorage,
  type ByteRange,
  type ListedObject,
} from './blob-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Key prefix inside the bucket ('' or ending in '/'), so several apps can share one bucket. */
  prefix: string;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);

/**
 * Blob storage in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Garage, R2 ...). A
 * PutObject is atomic by the S3 model: readers see the old object or the whole new one.
 *
 * The official AWS SDK is used, not a hand-signed fetch: it is the client every
 * S3-compatible store tests against (signing variants, retries with back-off, redirects,
 * region and path-style quirks), and it is only a server dependency (not bundled).
 */
export class S3Storage implements BlobStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Newer SDKs add CRC checksums to every request by default; many S3-compatible
      // stores reject or ignore them, so only send them where the API requires it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private key(key: string, folder = false): string {
    assertSafeKey(key, folder);
    return `${this.options.prefix}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
      }),
    );
  }

  async putStream(key: string, body: Readable, size: number, contentType: string): Promise<void> {
    // A PutObject of a declared length: the store keeps nothing unless every byte arrived. A
    // source that fails, or ends at another length, aborts the request (the SDK would otherwise
    // wait for the missing bytes); the SDK does not retry a consumed stream.
    const abort = new AbortController();
    let failure: Error | undefined;
    const fail = (error: Error) => {
      failure ??= error;
      abort.abort(error);
    };
    let seen = 0;
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        if (seen > size) done(new Error(`stream longer than ${size} bytes`));
        else done(null, chunk);
      },
      flush(done) {
        done(seen === size ? null : new Error(`stream of ${seen} bytes, expected ${size}`));
      },
    });
    body.on('error', (error) => {
      fail(error);
      checked.destroy(error);
    });
    checked.on('error', fail);
    body.pipe(checked);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.key(key),
          Body: checked,
          ContentLength: size,
          ContentType: contentType,
        }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      body.destroy();
      throw failure ?? error;
    }
    if (failure) throw failure;
  }

  async get(key: string, range?: ByteRange): Promise<BlobObject | undefined> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.key(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = res.ContentRange
        ? Number(res.ContentRange.split('/')[1])
        : Number(res.ContentLength ?? 0);
      return { body: res.Body as Readable, size: total };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    const object = await this.get(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }),
      );
      return { size: Number(res.ContentLength ?? 0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('deletePrefix needs a folder prefix ending in /');
    this.key(prefix, true);
    for (;;) {
      const keys = await this.listRaw(prefix, 1000);
      if (keys.length === 0) return;
      if (keys.length === 1) {
        await this.delete(keys[0]!.key);
        continue;
      }
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: keys.map((k) => ({ Key: this.key(k.key) })), Quiet: true },
        }),
      );
    }
  }

  async list(prefix: string): Promise<ListedObject[]> {
    if (prefix !== '') assertSafeKey(prefix, true);
    return this.listRaw(prefix);
  }

  private async listRaw(prefix: string, max = Number.POSITIVE_INFINITY) {
    const out: ListedObject[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: `${this.options.prefix}${prefix}`,
          ContinuationToken: token,
          MaxKeys: 1000,
        }),
      );
      for (const item of res.Contents ?? []) {
        if (!item.Key) continue;
        out.push({
          key: item.Key.slice(this.options.prefix.length),
          lastModified: item.LastModified ?? new Date(0),
          size: Number(item.Size ?? 0),
        });
      }
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token && out.length < max);
    return out;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
