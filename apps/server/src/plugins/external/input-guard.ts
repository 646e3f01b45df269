import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors.ts';

/** Deepest nesting of objects and arrays a request may carry (widget data needs well under 20). */
export const MAX_INPUT_DEPTH = 64;

/** German messages of the input guard (shown per member in validationErrors). */
export const inputGuardMessages = {
  controlCharacter: 'Der Wert enthält ein unzulässiges Steuerzeichen (NUL).',
  loneSurrogate: 'Der Wert enthält ungültige Unicode-Zeichen.',
  tooDeep: `Die Daten sind zu tief verschachtelt (höchstens ${MAX_INPUT_DEPTH} Ebenen).`,
} as const;

export type InputProblem = { member: string; message: string };

// NUL cannot be stored by PostgreSQL (text: 22021, jsonb: 22P05); a lone surrogate is no Unicode
// (jsonb: 22P02) and turns into U+FFFD in UTF-8 anyway.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for.
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | undefined {
  const match = BAD_TEXT.exec(text);
  if (!match) return undefined;
  return match[0] === '\u0000' ? inputGuardMessages.controlCharacter : inputGuardMessages.loneSurrogate;
}

/** A member path as validationErrors name it ('extraProperties.a.0.b'); bad characters shown as U+FFFD. */
function memberPath(root: string, keys: (string | number)[]): string {
  const text = keys.length ? keys.join('.') : root;
  return text.replace(new RegExp(BAD_TEXT.source, 'g'), '\ufffd');
}

/**
 * The first problem in a parsed request part (body, query or params): a NUL character or a lone
 * surrogate in any string or key, or nesting deeper than MAX_INPUT_DEPTH. Walks without recursion,
 * so hostile nesting cannot overflow the stack.
 */
export function findInputProblem(value: unknown, root: string): InputProblem | undefined {
  type Entry = { value: unknown; key: string | number; depth: number; parent: Entry | undefined };
  const pathOf = (entry: Entry, extra?: string | number): (string | number)[] => {
    const keys: (string | number)[] = extra === undefined ? [] : [extra];
    for (let e: Entry | undefined = entry; e?.parent; e = e.parent) keys.unshift(e.key);
    return keys;
  };
  const stack: Entry[] = [{ value, key: '', depth: 0, parent: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop() as Entry;
    const current = entry.value;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { member: memberPath(root, pathOf(entry)), message };
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      if (entry.depth >= MAX_INPUT_DEPTH)
        return { member: memberPath(root, pathOf(entry)), message: inputGuardMessages.tooDeep };
      const items: [string | number, unknown][] = Array.isArray(current)
        ? current.map((item, i) => [i, item])
        : Object.entries(current);
      for (const [key, item] of items) {
        if (typeof key === 'string') {
          const message = textProblem(key);
          if (message) return { member: memberPath(root, pathOf(entry, key)), message };
        }
        stack.push({ value: item, key, depth: entry.depth + 1, parent: entry });
      }
    }
  }
  return undefined;
}

// A client that sends a body the server refuses early (too large, wrong type, not signed in) is
// still writing when the answer goes out. Closing the socket then makes the kernel reset the
// connection and the client never reads the answer, so the rest of the body is read and thrown
// away first, within these bounds.
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Lets a client that is still sending read an early error answer: answers with `Connection: close`,
 * reads and discards the rest of the body (at most 64 MiB or 10 s), and closes the socket only
 * after that. Does nothing when the body was read completely.
 */
export function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  const req: IncomingMessage = request.raw;
  if (req.complete || req.destroyed) return;
  const socket: Socket = req.socket;
  reply.header('connection', 'close');
  let seen = 0;
  let bodyDone = false;
  let answered = false;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_MAX_BYTES) close();
  });
  req.once('end', () => {
    bodyDone = true;
    if (answered) close();
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
  // Node ends and destroys a `Connection: close` socket right after the answer (destroySoon);
  // here it only ends the writing side and the socket is destroyed once the body is read.
  socket.destroySoon = function destroyAfterBody(this: Socket) {
    answered = true;
    this.end();
    if (bodyDone) close();
    return this;
  } as Socket['destroySoon'];
}

const clientErrorBody = (status: number) =>
  JSON.stringify({
    error:
      status === 431
        ? {
            code: 'RequestHeaderFieldsTooLarge',
            message: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.',
          }
        : status === 408
          ? { code: 'RequestTimeout', message: 'Die Anfrage hat zu lange gedauert.' }
          : { code: 'BadRequest', message: 'Die Anfrage ist ungültig.' },
  });

/**
 * Requests Node's HTTP parser refuses (a URL or headers over the size limit, broken syntax) get an
 * ABP error body with `Connection: close`; the client may still be sending, so the socket is only
 * half-closed and destroyed a moment later instead of at once (which would reset the connection
 * before the client read the answer).
 */
const answeredSockets = new WeakSet<Socket>();

function onClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || answeredSockets.has(socket)) return;
  answeredSockets.add(socket);
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = clientErrorBody(status);
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inProgress?.headersSent) {
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  } else socket.end();
  // Whatever the client still sends is read and dropped; the socket goes after a short while.
  socket.on('data', () => {});
  socket.resume();
  setTimeout(() => socket.destroy(), 2_000).unref();
}

/**
 * One guard for the text of every route, before validation: NUL characters, lone surrogates and
 * hostile nesting in body, query and path params answer 400 in the ABP error shape, naming the
 * member. Also makes early error answers (413, refused requests) readable for a client that is
 * still sending.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const problem =
        findInputProblem(request.params, 'params') ??
        findInputProblem(request.query, 'query') ??
        findInputProblem(request.body, 'body');
      if (problem)
        throw new HttpError(400, 'ValidationError', 'Die Eingaben sind ungültig.', undefined, [
          { message: problem.message, members: [problem.member] },
        ]);
    });

    // Replaces Fastify's default answer, which keeps the connection looking reusable.
    app.server.removeAllListeners('clientError');
    app.server.on('clientError', onClientError);
  },
  { name: 'input-guard' },
);
