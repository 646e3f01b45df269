/** An error that maps to an HTTP status and the ABP error body; messages are German. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: string,
    readonly validationErrors?: { message: string; members: string[] }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'Das angeforderte Objekt') =>
  new HttpError(404, 'NotFound', `${what} wurde nicht gefunden.`);

export const unauthorized = () => new HttpError(401, 'Unauthorized', 'Bitte melden Sie sich an.');

export const forbidden = (message = 'Sie haben keine Berechtigung für diese Aktion.') =>
  new HttpError(403, 'Forbidden', message);

export const conflict = (message: string) => new HttpError(409, 'Conflict', message);

/**
 * Wraps writes so that a failure `matches` recognises (e.g. a unique violation) answers `error()`
 * (e.g. a German 409) instead; any other failure passes through.
 */
export const failingAs =
  (matches: (failure: unknown) => boolean, error: () => HttpError) =>
  async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (failure) {
      if (matches(failure)) throw error();
      throw failure;
    }
  };

export interface AbpErrorBody {
  error: {
    code: string;
    message: string;
    details?: string;
    validationErrors?: { message: string; members: string[] }[];
  };
}
