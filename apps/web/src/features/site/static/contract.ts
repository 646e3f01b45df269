/**
 * What the prerendered landing page (render-landing.tsx, on the server) and its script
 * (landing-page.ts, in the browser) agree on.
 */

/** Manifest key of the landing page's script (an entry of the client build, see vite.config.ts). */
export const LANDING_SCRIPT_ENTRY = 'src/features/site/static/landing-page.ts';

/** Attribute of the landing script tag that names the app's entry module. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/** Prefix of the oidc-client-ts user entry in localStorage ('oidc.user:<authority>:<client>'). */
export const SESSION_KEY_PREFIX = 'oidc.user:';
