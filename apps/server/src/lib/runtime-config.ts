import type { RuntimeConfig } from '@tafino/shared';
import type { AppConfig } from '../config.ts';

/**
 * The runtime configuration the browser gets (application-configuration, and the prerendered
 * landing page): the operator's settings from the environment, the tenant (null for the default
 * one) and the identity provider the SPA signs in with.
 */
export function runtimeConfigFor(config: AppConfig, tenantName: string): RuntimeConfig {
  return {
    ...config.runtime,
    tenant: tenantName === config.defaultTenant ? null : tenantName,
    oidc: {
      authority: config.identity.issuer,
      clientId: config.identity.clientId,
      scope: config.identity.scope,
    },
  };
}
