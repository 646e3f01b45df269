import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { uploadErrorFrom, uploadUserAsset } from './upload.ts';

type Scenario = (xhr: FakeXhr) => void;

class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly scenario: Scenario) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => this.scenario(this));
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

const asset = {
  id: 'a1',
  slug: 'hund-png',
  fileName: 'Hund.png',
  fileSize: 3,
  mimeType: 'image/png',
  assetType: 'Image',
  tags: [],
  previewUrl: '/api/assets/tafino/a1?k=s&w=200&h=200',
  url: '/api/assets/tafino/a1?k=s',
  creationTime: '2025-09-10T08:00:00Z',
  lastModificationTime: '2025-09-10T08:00:00Z',
};

function run(
  scenario: Scenario,
  file = new File([new Uint8Array([1, 2, 3])], 'Hund.png', { type: 'image/png' }),
) {
  const requests: FakeXhr[] = [];
  const onProgress = vi.fn();
  const promise = uploadUserAsset(file, {
    limitMb: 10,
    getToken: () => 'token-1',
    onProgress,
    createRequest: () => {
      const xhr = new FakeXhr(scenario);
      requests.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  return { promise, requests, onProgress };
}

describe('uploadUserAsset', () => {
  it('posts the file as a data URL with the bearer token and reports progress', async () => {
    const { promise, requests, onProgress } = run((xhr) => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      xhr.respond(200, asset);
    });
    await expect(promise).resolves.toEqual(asset);
    const [xhr] = requests;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/tafino/userAsset');
    expect(xhr?.headers.Authorization).toBe('Bearer token-1');
    const body = JSON.parse(String(xhr?.body));
    expect(body.fileName).toBe('Hund.png');
    expect(body.file).toMatch(/^data:image\/png;base64,AQID$/);
    expect(onProgress.mock.calls.map(([v]) => v)).toEqual([0.5, 1]);
  });

  it('shows the server message for the upload limit (413) and aborts', async () => {
    const message = '10MB Upload-Limit ist überschritten.';
    const { promise } = run((xhr) =>
      xhr.respond(413, {
        error: { code: 'UploadLimitExceeded', message, details: null, data: {}, validationErrors: null },
      }),
    );
    await expect(promise).rejects.toMatchObject({ status: 413, message });
  });

  it('pre-checks a file bigger than the limit without sending it', async () => {
    const big = new File([new Uint8Array(11)], 'gross.mp4', { type: 'video/mp4' });
    const requests: unknown[] = [];
    await expect(
      uploadUserAsset(big, {
        limitMb: 0.00001,
        createRequest: () => {
          requests.push(1);
          return {} as XMLHttpRequest;
        },
      }),
    ).rejects.toMatchObject({ status: 413, message: '0,00001MB Upload-Limit ist überschritten.' });
    expect(requests).toEqual([]);
  });

  it('maps network failures to an ApiError with status 0', async () => {
    const { promise } = run((xhr) => xhr.onerror?.());
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    await expect(promise).rejects.toMatchObject({ status: 0 });
  });
});

describe('uploadErrorFrom', () => {
  it('always names the limit for 413, also without an ABP body (e.g. a proxy)', () => {
    expect(uploadErrorFrom(413, undefined, 25).message).toBe('25MB Upload-Limit ist überschritten.');
    expect(uploadErrorFrom(413, 'Payload Too Large', 25).message).toBe(
      '25MB Upload-Limit ist überschritten.',
    );
  });

  it('uses the server message for 415 and 400', () => {
    const body = (code: string, message: string) => ({
      error: { code, message, details: null, data: {}, validationErrors: null },
    });
    expect(
      uploadErrorFrom(415, body('UnsupportedFileType', 'Dieser Dateityp wird nicht unterstützt.'), 25)
        .message,
    ).toBe('Dieser Dateityp wird nicht unterstützt.');
    expect(uploadErrorFrom(400, body('InvalidFileName', 'Der Dateiname ist ungültig.'), 25).status).toBe(400);
    expect(uploadErrorFrom(500, undefined, 25).message).toBe('Ein unerwarteter Fehler ist aufgetreten');
  });
});
