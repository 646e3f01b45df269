/**
 * Revokes a refresh token at the provider (RFC 7009) and waits for the answer, at most `timeoutMs`,
 * so the logout page navigates only after the request is done (a navigation would cancel it).
 *
 *   await revokeRefreshToken({ endpoint, clientId, token })   resolves true when the provider answered 200
 *
 * Never throws: a slow or failing provider must not keep the teacher signed in (the provider's
 * session is ended by the sign-out redirect that follows anyway).
 */
export const REVOCATION_TIMEOUT_MS = 3_000;

export async function revokeRefreshToken({
  endpoint,
  clientId,
  token,
  timeoutMs = REVOCATION_TIMEOUT_MS,
  fetch = globalThis.fetch.bind(globalThis),
}: {
  endpoint: string;
  clientId: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'refresh_token', client_id: clientId }),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // The answer is empty (RFC 7009); reading it to the end completes the request.
    await response.text();
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
