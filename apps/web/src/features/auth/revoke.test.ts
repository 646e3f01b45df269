import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOCATION_TIMEOUT_MS, revokeRefreshToken } from './revoke.ts';

const ENDPOINT = 'https://tafel.example.org/oidc/token/revocation';

describe('revokeRefreshToken', () => {
  afterEach(() => vi.useRealTimers());

  it('posts the refresh token and resolves only after the whole answer has arrived', async () => {
    const steps: string[] = [];
    let finishBody: () => void = () => {};
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      steps.push(`sent ${String(init?.body)}`);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          finishBody = () => {
            steps.push('answer complete');
            controller.close();
          };
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    });
    const done = revokeRefreshToken({ endpoint: ENDPOINT, clientId: 'tafino-web', token: 'r1', fetch }).then(
      (ok) => steps.push(`resolved ${ok}`),
    );
    await vi.waitFor(() => expect(steps).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['sent token=r1&token_type_hint=refresh_token&client_id=tafino-web']);
    finishBody();
    await done;
    expect(steps.slice(1)).toEqual(['answer complete', 'resolved true']);
    expect(fetch.mock.calls[0]?.[0]).toBe(ENDPOINT);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
  });

  it(`gives up after ${REVOCATION_TIMEOUT_MS} ms (the request is aborted) and does not throw`, async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let result: boolean | undefined;
    const done = revokeRefreshToken({ endpoint: ENDPOINT, clientId: 'c', token: 't', fetch }).then((ok) => {
      result = ok;
    });
    await vi.advanceTimersByTimeAsync(REVOCATION_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(result).toBe(false);
    expect(signal?.aborted).toBe(true);
  });

  it('answers false for a provider error or a network failure', async () => {
    const failing = vi.fn<typeof globalThis.fetch>(
      async () => new Response('{"error":"x"}', { status: 400 }),
    );
    await expect(
      revokeRefreshToken({ endpoint: ENDPOINT, clientId: 'c', token: 't', fetch: failing }),
    ).resolves.toBe(false);
    const offline = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      revokeRefreshToken({ endpoint: ENDPOINT, clientId: 'c', token: 't', fetch: offline }),
    ).resolves.toBe(false);
  });
});
