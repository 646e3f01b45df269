import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, signInHttp, startServer } from './support/server-process.ts';

describe('the server process of the reliability suite', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  it('starts, signs a demo user in over HTTP and answers a signed-in call', async () => {
    const token = await signInHttp(server.baseUrl, 'lehrerin@example.org', 'Tafel-Demo-1');
    const res = await fetch(`${server.baseUrl}/api/platform/desktops/by-user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(server.alive()).toBe(true);
    expect(server.fdCount()).toBeGreaterThan(3);
  });
});
