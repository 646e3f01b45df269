import { LOCALE_COOKIE_MAX_AGE_DAYS } from '@tafino/shared';

const LOCALE_COOKIE = 'i18n_redirected';

/**
 * Writes the locale cookie with the spec's lifetime (365 days). A module of its own, without
 * i18next, so the prerendered landing page's script can set it too.
 */
export function setLocaleCookie(doc: Document = document): void {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  doc.cookie = `${LOCALE_COOKIE}=de; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
