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
// (jsonb: 22P02) and turns into U+FFFD in UTF-8 anyway. Both checks are native string scans
// (a 100 MB base64 upload takes milliseconds).
// ES2024 string methods (Node 20 has them; the project's lib is ES2023).
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };
const isWellFormed = (text: string) => (text as Es2024String).isWellFormed();

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return inputGuardMessages.controlCharacter;
  if (!isWellFormed(text)) return inputGuardMessages.loneSurrogate;
  return undefined;
}

/** True for text PostgreSQL can store and compare: no NUL, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return textProblem(text) === undefined;
}

/** A member path as validationErrors name it ('extraProperties.a.0.b'); bad characters shown as U+FFFD. */
function memberPath(root: string, keys: (string | number)[]): string {
  const text = keys.length ? keys.join('.') : root;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is replaced for display.
  return (text.replace(/\u0000/g, '\ufffd') as Es2024String).toWellFormed();
}

/**
 * The first problem in a parsed request part (body, query or params): a NUL character or a lone
 * surrogate in any string or key, or nesting deeper than MAX_INPUT_DEPTH. Walks without recursion,
 * so hostile nesting cannot overflow the stack; linear in the size of the input.
 */
export function findInputProblem(value: unknown, root: string): InputProblem | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { member: root, message } : undefined;
  }
  // Containers only, as parallel arrays: value, key in its parent, parent, depth.
  const values: object[] = [];
  const keys: (string | number)[] = [];
  const parents: number[] = [];
  const depths: number[] = [];
  const stack: number[] = [];
  const pathOf = (node: number, last?: string | number): string => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let n = node; n > 0; n = parents[n] as number) path.unshift(keys[n] as string | number);
    return memberPath(root, path);
  };
  const visit = (
    item: unknown,
    key: string | number,
    parent: number,
    depth: number,
  ): InputProblem | undefined => {
    if (typeof item === 'string') {
      const message = textProblem(item);
      return message ? { member: pathOf(parent, key), message } : undefined;
    }
    if (typeof item !== 'object' || item === null || ArrayBuffer.isView(item)) return undefined;
    if (depth >= MAX_INPUT_DEPTH) return { member: pathOf(parent, key), message: inputGuardMessages.tooDeep };
    stack.push(values.length);
    values.push(item);
    keys.push(key);
    parents.push(parent);
    depths.push(depth);
    return undefined;
  };
  const first = visit(value, '', -1, 0);
  if (first) return { ...first, member: root };
  while (stack.length > 0) {
    const node = stack.pop() as number;
    const current = values[node] as Record<string, unknown> | unknown[];
    const depth = (depths[node] as number) + 1;
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) {
        const problem = visit(current[i], i, node, depth);
        if (problem) return problem;
      }
    } else {
      for (const key of Object.keys(current)) {
        const keyMessage = textProblem(key);
        if (keyMessage) return { member: pathOf(node, key), message: keyMessage };
        const problem = visit(current[key], key, node, depth);
        if (problem) return problem;
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
  // An injected request (app.inject) has no real socket and no client still sending.
  if (typeof socket?.destroy !== 'function' || typeof socket.destroySoon !== 'function') return;
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
