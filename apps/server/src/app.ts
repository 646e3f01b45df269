import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { withSafeSerializers } from './lib/log.ts';
import { assetsPlugin } from './plugins/app/assets-plugin.ts';
import { DesktopsRepository } from './plugins/app/desktops.ts';
import { SettingsRepository } from './plugins/app/settings.ts';
import { TenantsRepository } from './plugins/app/tenants.ts';
import { Throttle } from './plugins/app/throttle.ts';
import { UsersRepository } from './plugins/app/users.ts';
import { WidgetListCache } from './plugins/app/widget-list-cache.ts';
import { authPlugin } from './plugins/external/auth.ts';
import { errorsPlugin } from './plugins/external/errors.ts';
import { registerEmbeddedIdentity } from './plugins/external/identity/index.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';
import { webPlugin } from './plugins/external/web.ts';
import { applicationConfigurationRoutes } from './routes/abp/application-configuration.ts';
import { assetsRoutes } from './routes/assets/assets.ts';
import { desktopsRoutes, sharedDesktopRoutes } from './routes/desktops/desktops.ts';
import { healthRoutes } from './routes/health.ts';
import { settingsRoutes } from './routes/settings/settings.ts';

z.config(z.locales.de());

const WIDGETS_CHANNEL = 'desktop_widgets';

/** Sends desktop ids in notifications small enough for PostgreSQL's 8000-byte payload limit. */
async function publishChunks(ids: string[], send: (payload: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < ids.length; i += 150) await send(ids.slice(i, i + 150).join(','));
}

export { redactSecrets } from './lib/log.ts';

export interface AppServices {
  config: AppConfig;
  database: Database;
  tenants: TenantsRepository;
  users: UsersRepository;
  desktops: DesktopsRepository;
  settings: SettingsRepository;
  throttle: Throttle;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); opened from config otherwise. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
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

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database, app.log));
  const tenants = new TenantsRepository(database.db);
  const users = new UsersRepository(database.db);
  // PGlite belongs to this process alone; with PostgreSQL other processes announce their writes.
  const shared = database.kind === 'postgres';
  const widgetLists = new WidgetListCache({
    maxEntries: config.widgetListCacheEntries,
    ttlMs: 60_000,
    ...(shared
      ? {
          publish: (ids: string[]) =>
            publishChunks(ids, (payload) => database.notify(WIDGETS_CHANNEL, payload)),
        }
      : {}),
  });
  if (!shared) widgetLists.setActive(true);
  else if (config.widgetListCacheEntries > 0) {
    const stopListening = await database.listen(WIDGETS_CHANNEL, {
      onMessage: (payload) => {
        for (const id of payload.split(',')) widgetLists.invalidate(id);
      },
      onConnected: () => widgetLists.setActive(true),
      onDisconnected: () => widgetLists.setActive(false),
    });
    app.addHook('onClose', async () => {
      await widgetLists.flush();
      await stopListening();
    });
  }
  const services: AppServices = {
    config,
    database,
    tenants,
    users,
    desktops: new DesktopsRepository(database, widgetLists),
    settings: new SettingsRepository(database.db),
    throttle: new Throttle(database.db),
  };
  app.decorate('services', services);
  // Expired failure counters (sign-in, share codes) are dropped hourly by every process.
  const throttleCleanup = setInterval(
    () => {
      services.throttle.deleteExpired().catch((err) => app.log.warn({ err }, 'throttle cleanup failed'));
    },
    60 * 60 * 1000,
  ).unref();
  app.addHook('onClose', async () => clearInterval(throttleCleanup));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(swaggerPlugin, { config });

  const embedded =
    config.identity.kind === 'embedded'
      ? await registerEmbeddedIdentity(app, {
          config,
          db: database.db,
          users,
          tenants,
          throttle: services.throttle,
        })
      : undefined;
  await app.register(authPlugin, { config, tenants, users, embeddedKeys: embedded?.keys });

  await app.register(healthRoutes);
  await app.register(applicationConfigurationRoutes, { prefix: '/api/abp' });
  await app.register(settingsRoutes, { prefix: '/api/setting-management/settings' });
  await app.register(sharedDesktopRoutes, { prefix: '/api/platform/desktops' });
  await app.register(desktopsRoutes, { prefix: '/api/platform/desktops' });
  await app.register(assetsPlugin, { config, database });
  await app.register(assetsRoutes, { prefix: '/api' });
  await app.register(webPlugin, { config });
  return app;
}
