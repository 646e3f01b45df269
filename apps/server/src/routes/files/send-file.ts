import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedFile } from '../../domain/files/file-store.ts';
import { parseRange, sendBody, setSafeHeaders } from '../assets/asset-content.ts';

export type ReadResult =
  | { kind: 'file'; file: OpenedFile; range?: { start: number; end: number } }
  | { kind: 'preview'; bytes: Buffer; fileName: string };

/** The Range of a request, parsed against the file's size (undefined for none, 'invalid' for 416). */
export const rangeOf = (request: FastifyRequest) => (size: number) => parseRange(request.headers.range, size);

/**
 * Sends a file of a file space or container with the asset routes' safe headers (stored type,
 * nosniff, sandbox CSP, inline only for media), Range support, and the given caching rule.
 */
export function sendFile(reply: FastifyReply, result: ReadResult, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl);
  if (result.kind === 'preview') {
    setSafeHeaders(reply, 'image/webp', result.fileName);
    return reply.send(result.bytes);
  }
  const { file, range } = result;
  setSafeHeaders(reply, file.mimeType, file.fileName);
  reply.header('accept-ranges', 'bytes');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else reply.header('content-length', file.size);
  return sendBody(reply, file.body);
}
