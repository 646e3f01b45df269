// What the log may say about an error. Logs never contain pupil names, widget contents, file
// contents or tokens: database errors carry exactly those (pg's `detail` holds the failing row,
// `where` the JSON text being parsed, some messages the rejected value in quotes), so an error
// is logged as a whitelist of fields, its message and stack with quoted values removed.
import type { FastifyServerOptions } from 'fastify';

/** Fields of an error that describe what failed, never with which data. */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  // PostgreSQL: where the error arose, named by the schema (no values).
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

const MAX_DEPTH = 3;

/** A message with every quoted part replaced: PostgreSQL and JSON.parse quote the offending value. */
export function redactMessage(message: string): string {
  return message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/\u201e[^\u201c]*\u201c/g, '„…“');
}

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  cause?: SafeError;
  errors?: SafeError[];
  [field: string]: unknown;
}

/**
 * The pino serializer for `err` (and `error`): type, message and stack without values, the
 * code and schema-level fields; `cause` and the errors of an AggregateError the same way.
 * Everything else (detail, where, hint, query, parameters, internalQuery, request bodies,
 * validation input) is left out.
 */
export function serializeError(value: unknown, depth = 0): SafeError | unknown {
  if (!value || typeof value !== 'object') {
    return typeof value === 'string' ? redactMessage(value) : value;
  }
  const error = value as Record<string, unknown>;
  const type =
    (typeof error.name === 'string' && error.name !== 'error' ? error.name : undefined) ??
    (value as object).constructor?.name ??
    'Error';
  const message = redactMessage(typeof error.message === 'string' ? error.message : '');
  const out: SafeError = { type, message };
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  for (const field of SAFE_FIELDS) {
    const v = error[field];
    if (typeof v === 'string' || typeof v === 'number')
      out[field] = typeof v === 'string' ? v.slice(0, 200) : v;
  }
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1) as SafeError;
    if (Array.isArray(error.errors)) {
      out.errors = error.errors.slice(0, 5).map((e) => serializeError(e, depth + 1) as SafeError);
    }
  }
  return out;
}

/** A URL with the values of secret-bearing query parameters (and share codes) replaced. */
export function redactSecrets(url: string): string {
  return url
    .replace(
      /([?&](?:k|code|code_verifier|token|refresh_token|id_token_hint|filter)=)[^&#]*/gi,
      '$1[redacted]',
    )
    .replace(/(\/(?:clone-)?by-share-code\/)[^/?#]*/i, '$1[redacted]');
}

/** A request as the log shows it: method, URL without secrets, host and address (no headers, no body). */
function serializeRequest(req: { method: string; url: string; host?: string; ip?: string }) {
  return { method: req.method, url: redactSecrets(req.url), host: req.host, remoteAddress: req.ip };
}

/**
 * Logger options with the safe serializers added (also to options a caller passes, e.g. a
 * test that captures the log): errors as serializeError gives them, requests without
 * secrets, headers or body, and the credentials headers redacted should anything log them.
 */
export function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  const redact = Array.isArray(options.redact) ? options.redact : (options.redact?.paths ?? []);
  return {
    ...options,
    redact: [
      ...new Set([
        ...redact,
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
      ]),
    ],
    serializers: {
      ...(options.serializers ?? {}),
      req: serializeRequest as never,
      err: serializeError as never,
      error: serializeError,
    },
  };
}
