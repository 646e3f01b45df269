import type { VersionFileDto } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { type ChunkTransport, uploadInChunks } from './chunked-upload.ts';

/** An in-memory server that keeps bytes in order, as the API does; `faults` decide per call. */
function fakeServer(size: number, faults: ('drop' | 'lostAnswer' | 'ok')[] = []) {
  const received: number[] = [];
  const sends: number[] = [];
  const transport: ChunkTransport = {
    async send(query, chunk, onSent) {
      sends.push(query.CurrentByte);
      const fault = faults.shift() ?? 'ok';
      if (fault === 'drop') throw Object.assign(new Error('network'), { status: 0 });
      if (query.CurrentByte !== received.length) throw Object.assign(new Error('order'), { status: 409 });
      const bytes = new Uint8Array(await chunk.arrayBuffer());
      received.push(...bytes);
      onSent(bytes.length);
      if (fault === 'lostAnswer') throw Object.assign(new Error('network'), { status: 0 });
      return { receivedBytes: received.length, complete: received.length === size } as VersionFileDto;
    },
    async state() {
      return received.length
        ? { receivedBytes: received.length, complete: received.length === size }
        : undefined;
    },
  };
  return { transport, received, sends };
}

const data = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 251);
const wait = async () => {};

describe('uploadInChunks', () => {
  it('sends the file in order and reports progress up to its size', async () => {
    const server = fakeServer(data.length);
    const progress: number[] = [];
    await uploadInChunks({
      file: new Blob([data]),
      fileName: 'a.bin',
      sha256: 'x',
      transport: server.transport,
      chunkBytes: 300,
      onProgress: (b) => progress.push(b),
      wait,
    });
    expect(Uint8Array.from(server.received)).toEqual(data);
    expect(server.sends).toEqual([0, 300, 600, 900]);
    expect(progress.at(-1)).toBe(1000);
  });

  it('asks the server after a dropped connection or a lost answer and continues from there', async () => {
    const server = fakeServer(data.length, ['ok', 'drop', 'lostAnswer', 'ok', 'ok']);
    const resumed: number[] = [];
    await uploadInChunks({
      file: new Blob([data]),
      fileName: 'a.bin',
      sha256: 'x',
      transport: server.transport,
      chunkBytes: 300,
      onResume: (at) => resumed.push(at),
      wait,
    });
    expect(Uint8Array.from(server.received)).toEqual(data);
    // The lost answer's chunk arrived: the upload goes on after it instead of sending it twice.
    expect(server.sends).toEqual([0, 300, 300, 600, 900]);
    expect(resumed).toEqual([300, 600]);
  });

  it('resumes a file the server already holds in part, and gives up after the retries', async () => {
    const server = fakeServer(data.length);
    await expect(
      uploadInChunks({
        file: new Blob([data]),
        fileName: 'a.bin',
        sha256: 'x',
        transport: {
          ...server.transport,
          send: (q, c, s) =>
            q.CurrentByte < 600
              ? server.transport.send(q, c, s)
              : Promise.reject(Object.assign(new Error('down'), { status: 0 })),
        },
        chunkBytes: 300,
        retries: 2,
        wait,
      }),
    ).rejects.toThrow('down');
    expect(server.received.length).toBe(600);
    await uploadInChunks({
      file: new Blob([data]),
      fileName: 'a.bin',
      sha256: 'x',
      transport: server.transport,
      chunkBytes: 300,
      wait,
    });
    expect(server.sends.slice(-2)).toEqual([600, 900]);
    expect(Uint8Array.from(server.received)).toEqual(data);
  });

  it('stops at once on an error that re-sending cannot fix', async () => {
    const server = fakeServer(data.length);
    const refused = Object.assign(new Error('SHA256'), { status: 400 });
    await expect(
      uploadInChunks({
        file: new Blob([data]),
        fileName: 'a.bin',
        sha256: 'x',
        transport: { ...server.transport, send: () => Promise.reject(refused) },
        wait,
      }),
    ).rejects.toBe(refused);
  });
});
