/**
 * Compresses dynamic responses on the fly: a body the server built in memory (JSON of the API,
 * the prerendered /landing, the sign-in pages) goes out with brotli or gzip, as the request's
 * Accept-Encoding allows, when it is at least COMPRESS_MIN_BYTES long and of a text type.
 *
 * Left as they are: streamed bodies (the web build's files, which web.ts sends precompressed, and
 * uploaded files), small bodies (compressing them costs more than it saves), types that are
 * compressed already (images, fonts, zip), partial content, and bodies with a Content-Encoding or
 * `Cache-Control: no-transform`. A compressed response carries `Vary: Accept-Encoding` and a weak
 * ETag (W/"…", the same validator for every encoding of the body, RFC 9110 8.8.1), so routes compare
 * If-None-Match with etagMatches().
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies shorter than this go out as they are. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Fast settings: this runs per response (the web build's files are compressed at build time).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send by an Accept-Encoding header: br or gzip, whichever has the higher q-value
 * (brotli on a tie), none when neither is accepted (absent, `identity`, or q=0).
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentCoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const quality = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const of = (coding: string) => quality.get(coding) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = Math.max(of('gzip'), quality.get('x-gzip') ?? 0);
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** Whether If-None-Match names the validator `etag` (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Adds Accept-Encoding to the Vary header unless it is there already. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value.split(',').some((name) => ['accept-encoding', '*'].includes(name.trim().toLowerCase()))) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const size = Buffer.byteLength(payload);
      if (size < COMPRESS_MIN_BYTES) return payload;
      if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return payload;
      if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return payload;
      if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;

      // The body depends on Accept-Encoding from here on, also when it goes out as it is.
      varyOnAcceptEncoding(reply);
      const coding = negotiateEncoding(request.headers['accept-encoding']);
      if (!coding) return payload;
      const compressed =
        coding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload, GZIP_OPTIONS);
      if (compressed.length >= size) return payload;
      reply.header('content-encoding', coding);
      reply.header('content-length', compressed.length);
      const etag = reply.getHeader('etag');
      if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
      return compressed;
    });
  },
  { name: 'compression' },
);
