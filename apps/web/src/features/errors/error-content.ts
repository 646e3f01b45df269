/**
 * What the error page shows (spec section 8): 404 'Seite nicht gefunden', any other status
 * 'Unerwarteter Fehler' (status default 500); plus the chunk-load check.
 */
import { isRouteErrorResponse } from 'react-router';

export interface ErrorContent {
  status: number;
  titleKey: string;
  descriptionKey: string;
}

/** HTTP-like status of anything thrown: route error responses and ApiErrors carry one; default 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const value = typeof status === 'number' ? status : statusCode;
    if (typeof value === 'number' && value >= 400 && value < 600) return value;
  }
  return 500;
}

/** Catalogue keys for the error page of a status. */
export function errorContent(status: number): ErrorContent {
  if (status === 404)
    return { status, titleKey: 'errors.notFound.title', descriptionKey: 'errors.notFound.description' };
  return { status, titleKey: 'errors.generic.title', descriptionKey: 'errors.generic.description' };
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True when the error says a code chunk could not be loaded (usually after a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}
