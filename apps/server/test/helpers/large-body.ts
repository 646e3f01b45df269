import http from 'node:http';

export type LargeBodyAnswer = { status?: number; connection?: string; body: string } | { error: string };

/**
 * POSTs a JSON body `{ [member]: 'AAA…', fileName }` of `size` characters with node:http in 64 KiB
 * pieces (with Content-Length, or chunked) and reads the answer; a reset or EPIPE comes back as
 * `{ error }`. A fresh connection each time (`agent: false`).
 */
export function sendLargeBody(
  baseUrl: string,
  path: string,
  token: string,
  options: { member: string; chunked: boolean; size?: number },
): Promise<LargeBodyAnswer> {
  const body = Buffer.from(
    JSON.stringify({ [options.member]: 'A'.repeat(options.size ?? 20 * 1024 * 1024), fileName: 'gross.wav' }),
  );
  const url = new URL(path, baseUrl);
  return new Promise<LargeBodyAnswer>((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(options.chunked ? {} : { 'content-length': body.length }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, connection: res.headers.connection, body: text }),
        );
        res.on('error', (err) => resolve({ error: err.message }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}
