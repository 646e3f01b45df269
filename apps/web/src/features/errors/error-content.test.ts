import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { mayReload } from './chunk-reload.ts';
import { errorContent, errorStatus, isChunkLoadError } from './error-content.ts';

function routeError(status: number) {
  // What React Router hands to an errorElement for an unmatched path.
  return new ErrorResponseImpl(status, 'Not Found', null, true);
}

describe('error page selection', () => {
  it('404 shows "Seite nicht gefunden"', () => {
    const content = errorContent(404);
    expect(i18n.t(content.titleKey)).toBe('Seite nicht gefunden');
    expect(i18n.t(content.descriptionKey)).toBe('Die angefordere Seite wurde nicht gefunden.');
  });

  it.each([400, 403, 500, 503])('%i shows "Unerwarteter Fehler"', (status) => {
    const content = errorContent(status);
    expect(i18n.t(content.titleKey)).toBe('Unerwarteter Fehler');
    expect(i18n.t(content.descriptionKey)).toBe('Ein unerwarteter Fehler ist aufgetreten');
  });

  it('takes the status from route errors and API errors, default 500', () => {
    expect(errorStatus(new ApiError(404, undefined, '/x'))).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ statusCode: 410 })).toBe(410);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus('text')).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
    expect(errorStatus({ status: 0 })).toBe(500);
    expect(errorStatus(routeError(404))).toBe(404);
  });

  it('the error button and title prefix come from the catalogue', () => {
    expect(i18n.t('errors.toHome')).toBe('Zur Startseite');
    expect(i18n.t('errors.titlePrefix')).toBe('Fehler - ');
  });
});

describe('chunk load failures', () => {
  it("recognises the browsers' messages", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    expect(mayReload(null, 1_000_000)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 + 60_000)).toBe(true);
    expect(mayReload(Number.NaN, 5)).toBe(true);
  });
});
