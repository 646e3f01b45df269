/**
 * Uploads a user file (image, audio, video) to `POST /api/tafino/userAsset` with upload progress.
 *
 *   uploadUserAsset(file, { onProgress, signal })   -> AssetDto; throws ApiError (German message)
 *   uploadErrorFrom(status, body, limitMb)          maps an error answer to an ApiError (pure)
 *
 * XMLHttpRequest, not fetch: only XHR reports upload progress. The file is sent as a data URL, as
 * the API asks; the per-user limit is pre-checked here (file alone) and fully checked by the server.
 * Widgets keep the returned `id` under a key named `assetId`: the server deletes the assets of a
 * removed widget by that key, so the client never deletes assets itself.
 */
import {
  type AbpError,
  type AssetDto,
  checkUploadLimit,
  GENERIC_ERROR_MESSAGE,
  uploadLimitExceededMessage,
} from '@tafino/shared';
import { useApplication } from '../../app/stores/application.ts';
import { ApiError } from '../../lib/api.ts';
import { getAccessToken } from '../auth/user-manager.ts';
import { progress } from '../progress/progress.ts';

/** The `{app}` segment of the upload route. */
export const UPLOAD_APP = 'tafino';
export const UPLOAD_PATH = `/api/${UPLOAD_APP}/userAsset`;
/** What the file inputs offer. */
export const MEDIA_ACCEPT = 'image/*,audio/*,video/*';
export const IMAGE_ACCEPT = 'image/*';

export interface UploadOptions {
  /** 0..1 while the bytes travel. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Defaults to the file's own name. */
  fileName?: string;
  /** For tests: the token and the XHR implementation. */
  getToken?: () => string | undefined | Promise<string | undefined>;
  createRequest?: () => XMLHttpRequest;
  /** For tests: the configured limit (default: the runtime configuration). */
  limitMb?: number;
}

function isAbpError(value: unknown): value is AbpError {
  const error = (value as { error?: { message?: unknown } } | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.message === 'string';
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The ApiError for an upload's error answer: 413 always carries the spec message
 * '{N}MB Upload-Limit ist überschritten.' (also when a proxy answered without the ABP body);
 * other statuses use the server's German message, or the generic one.
 */
export function uploadErrorFrom(status: number, body: unknown, limitMb: number | undefined): ApiError {
  const abp = isAbpError(body) ? body : undefined;
  if (status === 413) {
    const serverSaysLimit = abp?.error.code === 'UploadLimitExceeded' && abp.error.message !== '';
    const message = serverSaysLimit
      ? abp.error.message
      : limitMb !== undefined
        ? uploadLimitExceededMessage(limitMb)
        : (abp?.error.message ?? GENERIC_ERROR_MESSAGE);
    return new ApiError(status, abp, UPLOAD_PATH, message);
  }
  return new ApiError(status, abp, UPLOAD_PATH);
}

/** Reads a file as a data URL (the upload body format). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Uploads one file as a user asset and resolves with the stored asset. */
export async function uploadUserAsset(file: File, options: UploadOptions = {}): Promise<AssetDto> {
  const limitMb = options.limitMb ?? useApplication.getState().runtimeConfig?.uploadLimitMb;
  if (limitMb !== undefined) {
    const check = checkUploadLimit({ limitMb, existingSizes: [], newSize: file.size });
    if (!check.ok) throw new ApiError(413, undefined, UPLOAD_PATH, check.message);
  }
  const dataUrl = await readAsDataUrl(file);
  const token = await (options.getToken ?? getAccessToken)();
  const body = JSON.stringify({ file: dataUrl, fileName: options.fileName ?? file.name });
  progress.start();
  let failed = true;
  try {
    const asset = await new Promise<AssetDto>((resolve, reject) => {
      const xhr = options.createRequest?.() ?? new XMLHttpRequest();
      xhr.open('POST', UPLOAD_PATH);
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const data = parse(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object') {
          options.onProgress?.(1);
          resolve(data as AssetDto);
        } else reject(uploadErrorFrom(xhr.status, data, limitMb));
      };
      xhr.onerror = () => reject(new ApiError(0, undefined, UPLOAD_PATH));
      xhr.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
      if (options.signal) {
        if (options.signal.aborted) {
          reject(new DOMException('Upload abgebrochen', 'AbortError'));
          return;
        }
        options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send(body);
    });
    failed = false;
    return asset;
  } finally {
    progress.finish(failed);
  }
}
