/**
 * The one HTTP client for `/api/...` on the same origin.
 *
 *   api.get<T>(path, options?)            api.delete<T>(path, options?)
 *   api.post<T>(path, body?, options?)    api.put<T>(path, body?, options?)    api.patch<T>(path, body?, options?)
 *
 * - JSON in and out; a 204 (or empty body) resolves to `undefined`.
 * - Adds `Authorization: Bearer <token>` when signed in; adds `__tenant` only for anonymous calls
 *   (the configured `runtimeConfig.tenant`), as API-CONVENTIONS.md asks.
 * - Throws `ApiError` (status, ABP body, German message) for every non-2xx answer and network failure.
 * - Reports each call to the global progress bar (a failure turns it red); `{ progress: false }` opts out.
 * - A 401 calls the configured `onUnauthorized` (the app navigates to /logout unless already there).
 *
 * `configureApi({...})` is called once at boot by `main.tsx`; tests call it with fakes.
 */
import { type AbpError, GENERIC_ERROR_MESSAGE, notificationText } from '@tafino/shared';
import { progress } from '../features/progress/progress.ts';
import { takeEarlyResponse } from './early-requests.ts';

export interface ApiOptions {
  signal?: AbortSignal;
  /** Send no token even when signed in (adds `__tenant` instead). */
  anonymous?: boolean;
  /** Do not report to the progress bar (e.g. background polling). */
  progress?: boolean;
  /** Extra headers. */
  headers?: Record<string, string>;
  /**
   * Let the request outlive the page (saves sent on pagehide). Browsers allow 64 KB of such
   * bodies in flight, so larger bodies go out normally (and stay in the outbox if cut off).
   */
  keepalive?: boolean;
}

const KEEPALIVE_MAX_BODY = 60_000;

export interface ApiConfig {
  /** Current access token, or undefined when signed out. */
  getAccessToken: () => string | undefined | Promise<string | undefined>;
  /** Tenant for anonymous calls (`runtimeConfig.tenant`). */
  getTenant: () => string | null | undefined;
  /** Called on a 401 answer. */
  onUnauthorized: () => void;
  /** Base URL; '' means same origin. */
  baseUrl: string;
  fetch: typeof fetch;
}

/** The tenant anonymous calls name (a share-code view's live channel sends it in its URL). */
export function apiTenant(): string | null | undefined {
  return config.getTenant();
}

function defaultOnUnauthorized(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== '/logout')
    window.location.assign('/logout');
}

const config: ApiConfig = {
  getAccessToken: () => undefined,
  getTenant: () => undefined,
  onUnauthorized: defaultOnUnauthorized,
  baseUrl: '',
  fetch: (...args) => globalThis.fetch(...args),
};

/** Replaces parts of the client configuration (boot and tests). */
export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next);
}

/** A failed API call: HTTP status (0 for network failures) and the ABP error body if the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: AbpError | undefined;
  readonly path: string;

  constructor(status: number, body: AbpError | undefined, path: string, message?: string) {
    super(message ?? (body ? notificationText(body) : GENERIC_ERROR_MESSAGE));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.path = path;
  }

  /** Field messages of a 400 answer keyed by member name. */
  get validationErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const entry of this.body?.error.validationErrors ?? []) {
      for (const member of entry.members) out[member] ??= entry.message;
    }
    return out;
  }
}

/** True for an ApiError with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function isAbpError(value: unknown): value is AbpError {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function request<T>(method: string, path: string, body: unknown, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.anonymous ? undefined : await config.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else {
    const tenant = config.getTenant();
    if (tenant) headers.__tenant = tenant;
  }
  const init: RequestInit = { method, headers, signal: options.signal ?? null, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (options.keepalive && (typeof init.body !== 'string' || init.body.length <= KEEPALIVE_MAX_BODY)) {
    init.keepalive = true;
  }
  const tracked = options.progress !== false;
  if (tracked) progress.start();
  let failed = true;
  try {
    let response: Response;
    try {
      // A read the page sent at boot (early-requests.ts) with this token is answered from there.
      const early = method === 'GET' && config.baseUrl === '' ? takeEarlyResponse(path, token) : undefined;
      response = await (early ?? config.fetch(`${config.baseUrl}${path}`, init));
    } catch (cause) {
      if (options.signal?.aborted) {
        failed = false;
        throw cause;
      }
      throw new ApiError(0, undefined, path);
    }
    const data = await readBody(response);
    if (!response.ok) {
      if (response.status === 401) config.onUnauthorized();
      throw new ApiError(response.status, isAbpError(data) ? data : undefined, path);
    }
    failed = false;
    return data as T;
  } finally {
    if (tracked) progress.finish(failed);
  }
}

export const api = {
  get: <T>(path: string, options?: ApiOptions) => request<T>('GET', path, undefined, options),
  delete: <T = void>(path: string, options?: ApiOptions) => request<T>('DELETE', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: ApiOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: ApiOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: ApiOptions) => request<T>('PATCH', path, body, options),
};
