import { compareVersions, type RuntimeConfig } from '@tafino/shared';
import type { AppConfig } from '../config.ts';
import type { VersionsRepository } from '../plugins/app/versions.ts';

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

/**
 * `runtimeConfigFor` with the app's version as published: the newest published Web version at or above
 * APP_VERSION is the app's version, and its notes are the 'Neuigkeiten' note (published without a
 * rebuild). Reads the database (one query).
 */
export async function publishedRuntimeConfig(
  config: AppConfig,
  versions: Pick<VersionsRepository, 'latest'>,
  tenantName: string,
): Promise<RuntimeConfig> {
  const runtimeConfig = runtimeConfigFor(config, tenantName);
  const latest = await versions.latest('Web');
  if (latest && compareVersions(latest.version, runtimeConfig.appVersion) >= 0) {
    runtimeConfig.appVersion = latest.version;
    runtimeConfig.updateNote = {
      version: latest.version,
      title: latest.title,
      description: latest.description,
      date: new Date(latest.createdAt).toISOString(),
    };
  } else runtimeConfig.updateNote = null;
  return runtimeConfig;
}
