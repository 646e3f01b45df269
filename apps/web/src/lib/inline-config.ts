import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@tafino/shared';

/**
 * The runtime configuration the server wrote into the page (the server's web.ts, `withRuntimeConfig`),
 * or null where the page has none (the dev server's index.html, a server that could not read its
 * database) or it cannot be read: the caller then asks GET /api/abp/application-configuration. The
 * check is by hand, not the shared zod schema: zod is not part of the shell's code.
 */
export function inlineRuntimeConfig(doc: Pick<Document, 'getElementById'>): RuntimeConfig | null {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<RuntimeConfig> | null;
    return typeof value?.oidc?.authority === 'string' && typeof value.appVersion === 'string'
      ? (value as RuntimeConfig)
      : null;
  } catch {
    return null;
  }
}
