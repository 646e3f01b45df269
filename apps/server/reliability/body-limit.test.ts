// A client that writes a body over the limit must be able to read the 413: the server answers
// early, but it may not reset the connection while the client is still sending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLargeBody } from '../test/helpers/large-body.ts';
import { report, type ServerProcess, signInHttp, startServer } from './support/server-process.ts';

const SIZE = 20 * 1024 * 1024;
const ATTEMPTS = 6;

describe('bodies over the limit', () => {
  let server: ServerProcess;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ env: { UPLOAD_LIMIT_MB: '2' } });
    token = await signInHttp(server.baseUrl, 'lehrerin@example.org', 'Tafel-Demo-1');
  });
  afterAll(async () => server?.stop());

  it('a client writing 20 MB reads the 413 with its German message every time, also chunked and on uploads', async () => {
    const cases = [
      { path: '/api/platform/desktops', member: 'name', chunked: false, message: 'Die Anfrage ist zu groß.' },
      { path: '/api/platform/desktops', member: 'name', chunked: true, message: 'Die Anfrage ist zu groß.' },
      {
        path: '/api/tafino/userAsset',
        member: 'file',
        chunked: false,
        message: '2MB Upload-Limit ist überschritten.',
      },
      {
        path: '/api/tafino/userAsset',
        member: 'file',
        chunked: true,
        message: '2MB Upload-Limit ist überschritten.',
      },
    ];
    const fdsBefore = server.fdCount();
    let requests = 0;
    let read413 = 0;
    const failures: string[] = [];
    for (const c of cases)
      for (let i = 0; i < ATTEMPTS; i++) {
        requests++;
        const answer = await sendLargeBody(server.baseUrl, c.path, token, {
          member: c.member,
          chunked: c.chunked,
          size: SIZE,
        });
        const expected = {
          status: 413,
          connection: 'close',
          body: JSON.stringify({ error: { code: 'PayloadTooLarge', message: c.message } }),
        };
        if (JSON.stringify(answer) === JSON.stringify(expected)) read413++;
        else
          failures.push(`${c.path}${c.chunked ? ' chunked' : ''}: ${JSON.stringify(answer).slice(0, 200)}`);
      }
    // The drained sockets are closed once their bodies are read.
    const deadline = Date.now() + 5_000;
    while (server.fdCount() > fdsBefore + 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const fdsAfter = server.fdCount();
    report('body-limit', { requests, 'read 413': read413, dropped: requests - read413, fdsBefore, fdsAfter });
    expect(failures).toEqual([]);
    expect(server.alive()).toBe(true);
    expect(fdsAfter).toBeLessThanOrEqual(fdsBefore + 2);
  });
});
