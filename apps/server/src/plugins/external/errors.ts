import { uploadLimitExceededMessage } from '@tafino/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/database.ts';
import { type AbpErrorBody, HttpError } from '../../lib/errors.ts';
import { discardRestOfBody } from './input-guard.ts';

const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PayloadTooLarge', message: 'Die Anfrage ist zu groß.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UnsupportedMediaType',
    message: 'Dieses Datenformat wird nicht unterstützt.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BadRequest',
    message: 'Die Anfrage ist ungültig.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BadRequest',
    message: 'Die Anfrage enthält keine Daten.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BadRequest',
    message: 'Die Anfrage enthält kein gültiges JSON.',
  },
};

/** Maps every error to the ABP error shape; never leaks stack traces or internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Only the upload routes set a body limit of their own (from UPLOAD_LIMIT_MB); their 413 names
  // the upload limit.
  const isUploadRoute = (request: FastifyRequest) =>
    request.routeOptions.bodyLimit !== undefined &&
    request.routeOptions.bodyLimit !== app.initialConfig.bodyLimit;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before the body was read: the client may still be sending; let it read the answer.
    discardRestOfBody(request, reply);
    let status = 500;
    let body: AbpErrorBody;
    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = {
        error: {
          code: 'ValidationError',
          message: 'Die Eingaben sind ungültig.',
          validationErrors: error.validation.map((v) => ({
            message: v.message ?? 'Ungültiger Wert.',
            members: [memberName(error.validationContext, v.instancePath, v.params)],
          })),
        },
      };
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
          ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
        },
      };
    } else if (error.code && fastifyCodes[error.code]) {
      const known = fastifyCodes[error.code]!;
      status = known.status;
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && isUploadRoute(request) && app.hasDecorator('services')
          ? uploadLimitExceededMessage(app.services.config.uploadLimitMb)
          : known.message;
      body = { error: { code: known.code, message } };
    } else if (error.statusCode === 429) {
      status = 429;
      body = {
        error: { code: 'TooManyRequests', message: 'Zu viele Anfragen. Bitte warten Sie einen Moment.' },
      };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      reply.header('retry-after', '5');
      body = {
        error: {
          code: 'ServiceUnavailable',
          message:
            'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
        },
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: { code: 'BadRequest', message: 'Die Anfrage ist ungültig.' } };
    } else {
      body = { error: { code: 'InternalError', message: 'Ein unerwarteter Fehler ist aufgetreten' } };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.error.code }, 'request rejected');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({
      error: { code: 'NotFound', message: 'Die angeforderte Adresse wurde nicht gefunden.' },
    } satisfies AbpErrorBody);
  });
});

function memberName(context: string | undefined, instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const extra = (params as { keys?: string[] } | undefined)?.keys;
  const base = path || context || 'body';
  return extra?.length ? `${path ? `${path}.` : ''}${extra.join(',')}` : base;
}
