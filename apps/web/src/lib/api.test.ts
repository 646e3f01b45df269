import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progress } from '../features/progress/progress.ts';
import { ApiError, api, configureApi, isApiError } from './api.ts';

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  let token: string | undefined;
  let tenant: string | null;

  beforeEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    token = 'access-1';
    tenant = 'schule-b';
    configureApi({
      fetch: fetchMock,
      getAccessToken: () => token,
      getTenant: () => tenant,
      onUnauthorized,
      baseUrl: '',
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const lastInit = () =>
    fetchMock.mock.calls.at(-1)?.[1] as RequestInit & { headers: Record<string, string> };

  it('sends the bearer token and no tenant header when signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [] }));
    await expect(api.get('/api/platform/desktops/by-user')).resolves.toEqual({ items: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/platform/desktops/by-user');
    expect(lastInit().headers.Authorization).toBe('Bearer access-1');
    expect(lastInit().headers.__tenant).toBeUndefined();
    expect(lastInit().headers.Accept).toBe('application/json');
  });

  it('lets small saves outlive the page, but not bodies over the keepalive quota', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await api.patch('/x', { a: 1 }, { keepalive: true });
    expect(lastInit().keepalive).toBe(true);
    await api.patch('/x', { a: 'x'.repeat(70_000) }, { keepalive: true });
    expect(lastInit().keepalive).toBeUndefined();
    await api.patch('/x', { a: 1 });
    expect(lastInit().keepalive).toBeUndefined();
  });

  it('sends __tenant only for anonymous calls', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    token = undefined;
    await api.get('/api/abp/application-configuration');
    expect(lastInit().headers.__tenant).toBe('schule-b');
    expect(lastInit().headers.Authorization).toBeUndefined();

    token = 'access-1';
    await api.get('/api/abp/application-configuration', { anonymous: true });
    expect(lastInit().headers.__tenant).toBe('schule-b');
    expect(lastInit().headers.Authorization).toBeUndefined();

    tenant = null;
    token = undefined;
    await api.get('/x');
    expect(lastInit().headers.__tenant).toBeUndefined();
  });

  it('sends JSON bodies and resolves 204 to undefined', async () => {
    fetchMock.mockResolvedValue(jsonResponse(204));
    await expect(
      api.put('/api/setting-management/settings/change-current-user-single', { name: 'a', value: 'b' }),
    ).resolves.toBeUndefined();
    expect(lastInit().method).toBe('PUT');
    expect(lastInit().headers['Content-Type']).toBe('application/json');
    expect(lastInit().body).toBe('{"name":"a","value":"b"}');
  });

  it('uses the method of each helper', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    await api.post('/p', {});
    expect(lastInit().method).toBe('POST');
    await api.patch('/p', {});
    expect(lastInit().method).toBe('PATCH');
    await api.delete('/p');
    expect(lastInit().method).toBe('DELETE');
    expect(lastInit().body).toBeUndefined();
  });

  it('throws an ApiError with status, ABP body and the German message', async () => {
    const body = {
      error: {
        code: 'Validation',
        message: 'Ihre Anfrage ist ungültig.',
        validationErrors: [{ message: 'Bitte geben Sie einen Namen ein.', members: ['name'] }],
      },
    };
    fetchMock.mockResolvedValue(jsonResponse(400, body));
    const error = await api.post('/api/platform/desktops', { name: '' }).catch((e: unknown) => e);
    expect(isApiError(error, 400)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(body);
    expect(apiError.message).toBe('Ihre Anfrage ist ungültig.');
    expect(apiError.validationErrors).toEqual({ name: 'Bitte geben Sie einen Namen ein.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the generic German message when the body is not an ABP error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('Ein unerwarteter Fehler ist aufgetreten');
  });

  it('reports a 401 to onUnauthorized and still throws', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: 'Unauthorized', message: 'Nicht angemeldet.' } }),
    );
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns network failures into ApiError status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('reports to the progress bar: finish(failed) after an error, finish(false) after success', async () => {
    const start = vi.spyOn(progress, 'start');
    const finish = vi.spyOn(progress, 'finish');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await api.get('/ok');
    expect(start).toHaveBeenCalledTimes(1);
    expect(finish).toHaveBeenLastCalledWith(false);
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    await api.get('/fail').catch(() => undefined);
    expect(finish).toHaveBeenLastCalledWith(true);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await api.get('/quiet', { progress: false });
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('does not count an aborted request as a failure', async () => {
    const finish = vi.spyOn(progress, 'finish');
    const controller = new AbortController();
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(api.get('/x', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(finish).toHaveBeenLastCalledWith(false);
  });
});
