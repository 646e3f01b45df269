import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { EmbedCheckOptions } from './domain/embed/embed-check.ts';
import { withSafeSerializers } from './lib/log.ts';
import { assetsPlugin } from './plugins/app/assets-plugin.ts';
import { embedPlugin } from './plugins/app/embed-plugin.ts';
import { filesPlugin } from './plugins/app/files-plugin.ts';
import {
  commandsPlugin,
  configPlugin,
  databasePlugin,
  repositoriesPlugin,
  widgetListsPlugin,
} from './plugins/app/services.ts';
import { authPlugin } from './plugins/external/auth.ts';
import { compressionPlugin } from './plugins/external/compression.ts';
import { errorsPlugin } from './plugins/external/errors.ts';
import { identityPlugin } from './plugins/external/identity/index.ts';
import { inputGuardPlugin } from './plugins/external/input-guard.ts';
import { metricsPlugin } from './plugins/external/metrics.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';
import { webPlugin } from './plugins/external/web.ts';
import { apiDefinitionRoutes } from './routes/abp/api-definition.ts';
import { applicationConfigurationRoutes } from './routes/abp/application-configuration.ts';
import { assetsRoutes } from './routes/assets/assets.ts';
import { classPicksRoutes } from './routes/class-picks/class-picks.ts';
import { desktopsRoutes, sharedDesktopRoutes } from './routes/desktops/desktops.ts';
import { liveRoutes } from './routes/desktops/live.ts';
import { embedRoutes } from './routes/embed/embed-check.ts';
import { filesRoutes } from './routes/files/files.ts';
import { ossManagementRoutes } from './routes/files/oss-management.ts';
import { healthRoutes } from './routes/health.ts';
import { dataDictionaryRoutes } from './routes/platform/data-dictionary.ts';
import { layoutsRoutes } from './routes/platform/layouts.ts';
import { menusRoutes } from './routes/platform/menus.ts';
import { versionsRoutes } from './routes/platform/versions.ts';
import { ossSettingsRoutes, settingsRoutes } from './routes/settings/settings.ts';
import { symbolPackRoutes } from './routes/symbol-packs/symbol-packs.ts';

z.config(z.locales.de());

export { redactSecrets } from './lib/log.ts';

export type { AppServices } from './plugins/app/services.ts';

export interface BuildOptions {
  /** An already open database (tests share one per file); opened from config otherwise. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The embed check's address policy, resolver and limits (tests); public addresses only otherwise. */
  embedCheck?: Partial<EmbedCheckOptions>;
}

/** Builds the whole server: plugins in order, then routes. Does not listen. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // No pupil names, widget or file contents, tokens or capability secrets in the log (lib/log.ts).
    logger: withSafeSerializers(options.logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. External plugins: cross-cutting, no app state (error shape, headers, OpenAPI).
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compressionPlugin); // large text bodies built in memory: brotli or gzip
  await app.register(swaggerPlugin, { config });
  // WebSocket upgrades (the live channel); before the auth hook, which lets a live upgrade through.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  // 2. App plugins: each service a named plugin that decorates the instance and names what it
  //    needs. The identity provider and the auth hook need users and tenants, so they follow.
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database: options.database });
  await app.register(widgetListsPlugin);
  await app.register(metricsPlugin); // /metrics: before the routes it counts
  await app.register(repositoriesPlugin);
  await app.register(assetsPlugin);
  await app.register(commandsPlugin);
  await app.register(filesPlugin);
  await app.register(embedPlugin, { checker: options.embedCheck });
  await app.register(identityPlugin);
  await app.register(authPlugin);

  // 3. Routes (validate, authorize, call one command or repository); the SPA catch-all last.
  await app.register(healthRoutes);
  await app.register(applicationConfigurationRoutes, { prefix: '/api/abp' });
  await app.register(apiDefinitionRoutes, { prefix: '/api/abp' });
  await app.register(settingsRoutes, { prefix: '/api/setting-management/settings' });
  await app.register(ossSettingsRoutes, { prefix: '/api/setting-management/oss-management' });
  await app.register(sharedDesktopRoutes, { prefix: '/api/platform/desktops' });
  await app.register(desktopsRoutes, { prefix: '/api/platform/desktops' });
  await app.register(liveRoutes, { prefix: '/api/platform/desktops' });
  await app.register(layoutsRoutes, { prefix: '/api/platform/layouts' });
  await app.register(menusRoutes, { prefix: '/api/platform/menus' });
  await app.register(versionsRoutes, { prefix: '/api/platform' });
  await app.register(dataDictionaryRoutes, { prefix: '/api/platform/datas' });
  await app.register(assetsRoutes, { prefix: '/api' });
  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(ossManagementRoutes, { prefix: '/api/oss-management' });
  await app.register(embedRoutes, { prefix: '/api' });
  await app.register(classPicksRoutes, { prefix: '/api/class-picks' });
  await app.register(symbolPackRoutes, { prefix: '/api/symbol-packs' });
  await app.register(webPlugin, { config });
  return app;
}
