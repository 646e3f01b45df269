import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, demo, type TestApp } from './helpers/app.ts';
import { b64, png, wav } from './helpers/files.ts';
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts';
import { getTokens } from './helpers/sign-in.ts';

// The whole asset pipeline with STORAGE_DRIVER=s3 against an S3-compatible server.
describe('user assets on the S3 driver', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let anna: string;

  beforeAll(async () => {
    s3 = await startS3Server('tafino-app');
    t = await createTestApp('pglite', {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'app/',
      UPLOAD_LIMIT_MB: '1',
    });
    anna = (await getTokens(t.app, demo.anna.email, demo.anna.password)).accessToken;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${anna}`, ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('uploads, previews, serves ranges, replaces and deletes', async () => {
    const { storage } = t.app.assetServices;
    expect(storage.kind).toBe('s3');
    const res = await call('POST', '/api/tafino/userAsset', {
      file: b64(await png(400, 300)),
      fileName: 'a.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect((await call('GET', a.url)).statusCode).toBe(200);
    const preview = await call('GET', a.previewUrl);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await storage.list('assets/')).map((o) => o.key).some((k) => k.includes('preview-320x240'))).toBe(
      true,
    );

    const audio = wav(5_000);
    const put = await call('PUT', `/api/files/${a.id}/userAsset`, { file: b64(audio), fileName: 'a.wav' });
    expect(put.statusCode).toBe(200);
    const part = await call('GET', a.url, undefined, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('RIFF');
    // The replaced version (original and preview) is gone.
    expect(await storage.list('assets/')).toHaveLength(1);

    const over = await call('POST', '/api/tafino/userAsset', { file: b64(wav(999_000)), fileName: 'b.wav' });
    expect(over.statusCode).toBe(413);
    expect(over.json().error.message).toBe('1MB Upload-Limit ist überschritten.');

    expect((await call('DELETE', `/api/files/${a.id}/userAsset`)).statusCode).toBe(204);
    expect(await storage.list('')).toEqual([]);
  });
});

describe('storage configuration', () => {
  it('defaults to the local driver under DATA_DIR/files', () => {
    const config = loadConfig({ DATA_DIR: '/srv/tafino' });
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/tafino/files' });
  });

  it('names the missing or inconsistent S3 variables at boot', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ STORAGE_DRIVER: 's3' }).join()).toMatch(/S3_BUCKET/);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' }).join()).toMatch(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(problems({ STORAGE_DRIVER: 'ftp' }).join()).toMatch(/STORAGE_DRIVER/);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'kein url' }).join()).toMatch(
      /S3_ENDPOINT/,
    );
    const s3 = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'tafino', S3_FORCE_PATH_STYLE: 'true' }).storage;
    expect(s3).toMatchObject({
      kind: 's3',
      bucket: 'tafino',
      forcePathStyle: true,
      region: 'us-east-1',
      prefix: '',
    });
  });
});
