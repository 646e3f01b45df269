/**
 * A version file sent in chunks (POST /api/platform/version/file/append), resumable.
 *
 *   uploadInChunks({ file, sha256, transport, ... })   sends from where the server stands; after a
 *                                                      broken connection (or a refused chunk) it asks
 *                                                      the server how many bytes arrived and goes on
 *                                                      from there, up to `retries` times in a row
 *
 * The transport is injected (XHR with upload progress in the app, fakes in tests). Any other error
 * (validation, SHA-256 mismatch, 403) ends the upload with that error.
 */
import type { VersionFileDto } from '@tafino/shared';

export const CHUNK_BYTES = 4 * 1024 * 1024;

export interface ChunkQuery {
  FileName: string;
  FilePath: string;
  CurrentByte: number;
  TotalByte: number;
  SHA256: string;
}

export interface ChunkTransport {
  /** Sends one chunk; `onSent(bytes)` reports the bytes of this chunk sent so far. */
  send(
    query: ChunkQuery,
    chunk: Blob,
    onSent: (bytes: number) => void,
    signal?: AbortSignal,
  ): Promise<VersionFileDto>;
  /** The server's state of the file (undefined: not begun). */
  state(
    fileName: string,
    filePath: string,
  ): Promise<{ receivedBytes: number; complete: boolean } | undefined>;
}

/** Errors after which asking the server and re-sending can help: a lost connection, a refused order, 5xx. */
export function isResumable(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === 0 || status === 409 || (typeof status === 'number' && status >= 500);
}

export interface UploadOptions {
  file: Blob;
  fileName: string;
  filePath?: string;
  sha256: string;
  transport: ChunkTransport;
  /** Bytes the server holds, including the current chunk's sent part. */
  onProgress?: (bytes: number) => void;
  /** Called before each retry, with the byte the upload continues from. */
  onResume?: (fromByte: number) => void;
  signal?: AbortSignal;
  chunkBytes?: number;
  retries?: number;
  /** Waits before a retry (ms doubles from 500). */
  wait?: (ms: number) => Promise<void>;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function uploadInChunks(options: UploadOptions): Promise<void> {
  const { file, fileName, sha256, transport, signal } = options;
  const filePath = options.filePath ?? '';
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  const retries = options.retries ?? 5;
  const wait = options.wait ?? defaultWait;
  const where = async () => {
    const state = await transport.state(fileName, filePath);
    return state?.complete ? file.size : (state?.receivedBytes ?? 0);
  };
  let at = await where();
  options.onProgress?.(at);
  let failures = 0;
  while (at < file.size) {
    signal?.throwIfAborted();
    const end = Math.min(at + chunkBytes, file.size);
    const start = at;
    try {
      const result = await transport.send(
        { FileName: fileName, FilePath: filePath, CurrentByte: start, TotalByte: file.size, SHA256: sha256 },
        file.slice(start, end),
        (sent) => options.onProgress?.(start + sent),
        signal,
      );
      at = result.complete ? file.size : result.receivedBytes;
      failures = 0;
      options.onProgress?.(at);
    } catch (error) {
      if (signal?.aborted || !isResumable(error) || ++failures > retries) throw error;
      await wait(500 * 2 ** (failures - 1));
      at = await where();
      options.onResume?.(at);
      options.onProgress?.(at);
    }
  }
}

/** The SHA-256 of a file as lowercase hex (the browser's Web Crypto). */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
