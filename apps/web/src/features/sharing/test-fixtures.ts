/** Test data for the sharing tests. */
import type { DesktopDto } from '@tafino/shared';

export function desktopFixture(overrides: Partial<DesktopDto> = {}): DesktopDto {
  return {
    id: 'd1',
    name: 'Mathe 3b',
    classCode: '3b',
    clonedFromDesktopId: null,
    sharedContexts: [],
    shareContext: null,
    cloneShareActionCode: null,
    extraProperties: {},
    creationTime: '2025-09-10T08:00:00Z',
    lastModificationTime: '2025-09-10T08:00:00Z',
    ...overrides,
  };
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that answers from a route table: `routes['PATCH /api/...'] = (call) => [status, body]`. */
export function fakeFetch(routes: Record<string, (call: FakeCall) => [number, unknown?]>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ error: { message: 'no route' } }), { status: 500 });
    const [status, body] = handler(call);
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
