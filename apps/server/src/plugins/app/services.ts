import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { ClassPickCommands } from '../../domain/class-picks/class-picks.ts';
import { DataDictionaryService } from '../../domain/data-dictionary/data-dictionary-service.ts';
import { DesktopCommands } from '../../domain/desktops/desktop-commands.ts';
import { SymbolPackService } from '../../domain/symbol-packs/symbol-pack-service.ts';
import { VersionFileService } from '../../domain/versions/version-files.ts';
import { AssetsRepository } from './assets.ts';
import { ClassPicksRepository } from './class-picks.ts';
import { DataDictionaryRepository } from './data-dictionary.ts';
import { DesktopsRepository } from './desktops.ts';
import { LayoutsRepository } from './layouts.ts';
import { LiveHub, type LiveMessage } from './live-hub.ts';
import { MenusRepository } from './menus.ts';
import { Transactions } from './scope.ts';
import { SettingsRepository } from './settings.ts';
import { SymbolPacksRepository } from './symbol-packs.ts';
import { TenantsRepository } from './tenants.ts';
import { Throttle } from './throttle.ts';
import { UsersRepository } from './users.ts';
import { VersionsRepository } from './versions.ts';
import { WidgetListCache } from './widget-list-cache.ts';

/** Every repository: SQL of its own tables, scoped by tenant and user, each method with an optional transaction. */
export interface Repositories {
  tenants: TenantsRepository;
  users: UsersRepository;
  desktops: DesktopsRepository;
  settings: SettingsRepository;
  assets: AssetsRepository;
  classPicks: ClassPicksRepository;
  symbolPacks: SymbolPacksRepository;
  layouts: LayoutsRepository;
  menus: MenusRepository;
  versions: VersionsRepository;
  dataDictionary: DataDictionaryRepository;
  throttle: Throttle;
}

/** The services as one object (tests and older code read them here). */
export interface AppServices {
  config: AppConfig;
  database: Database;
  tenants: TenantsRepository;
  users: UsersRepository;
  desktops: DesktopsRepository;
  settings: SettingsRepository;
  throttle: Throttle;
}

export interface Commands {
  desktops: DesktopCommands;
  classPicks: ClassPickCommands;
  symbolPacks: SymbolPackService;
  versionFiles: VersionFileService;
  dataDictionary: DataDictionaryService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    transactions: Transactions;
    widgetLists: WidgetListCache;
    live: LiveHub;
    repositories: Repositories;
    commands: Commands;
    services: AppServices;
  }
}

/** The validated configuration. */
export const configPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);

/** The database (opened from the configuration unless one is given) and transactions for commands. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database?: Database }) => {
    const database = opts.database ?? (await openDatabase(app.config.database, app.log));
    app.decorate('database', database);
    app.decorate('transactions', new Transactions(database.db));
    if (!opts.database) app.addHook('onClose', async () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);

const WIDGETS_CHANNEL = 'desktop_widgets';

/** Largest notification payload sent (PostgreSQL's limit is 8000 bytes). */
const MAX_PAYLOAD = 7_900;

/**
 * Sends desktop ids, then live-channel messages as JSON arrays, in notifications small enough for
 * PostgreSQL's payload limit (a message is at most LiveHub's maxMessageBytes).
 */
async function publishChunks(
  ids: string[],
  messages: string[],
  send: (payload: string) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < ids.length; i += 150) await send(ids.slice(i, i + 150).join(','));
  let batch: string[] = [];
  let size = 2;
  for (const message of messages) {
    if (batch.length > 0 && size + message.length + 1 > MAX_PAYLOAD) {
      await send(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(message);
    size += message.length + 1;
  }
  if (batch.length > 0) await send(`[${batch.join(',')}]`);
}

/**
 * Widget lists cached per desktop; with PostgreSQL every process announces its writes and
 * listens for the others' (docs/ARCHITECTURE.md, the widget read path).
 */
export const widgetListsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app;
    // PGlite belongs to this process alone; with PostgreSQL other processes announce their writes.
    const shared = database.kind === 'postgres';
    const widgetLists = new WidgetListCache({
      maxEntries: config.widgetListCacheEntries,
      ttlMs: 60_000,
      ...(shared
        ? {
            publish: (ids: string[], messages: string[]) =>
              publishChunks(ids, messages, (payload) => database.notify(WIDGETS_CHANNEL, payload)),
          }
        : {}),
    });
    // The live channel's fan-out: memory alone with PGlite, the same notifications with PostgreSQL.
    const live = new LiveHub(
      shared
        ? {
            announce: (desktopId, message) =>
              desktopId === undefined ? widgetLists.tell(message) : widgetLists.changed(desktopId, message),
          }
        : {},
    );
    app.decorate('live', live);
    if (!shared) widgetLists.setActive(true);
    else {
      const heartbeat = setInterval(() => live.heartbeat(), 20_000).unref();
      app.addHook('onClose', async () => clearInterval(heartbeat));
      const stopListening = await database.listen(WIDGETS_CHANNEL, {
        onMessage: (payload) => {
          if (!payload.startsWith('[')) {
            for (const id of payload.split(',')) widgetLists.invalidate(id);
            return;
          }
          let messages: LiveMessage[];
          try {
            messages = JSON.parse(payload) as LiveMessage[];
          } catch {
            return;
          }
          for (const message of messages)
            live.receive(message).catch((err) => app.log.warn({ err }, 'live message not delivered'));
        },
        onConnected: () => {
          widgetLists.setActive(true);
          // Back after a loss: the windows here reload what the others wrote meanwhile.
          live.missedEvents();
        },
        onDisconnected: () => widgetLists.setActive(false),
      });
      app.addHook('onClose', async () => {
        await widgetLists.flush();
        await stopListening();
      });
    }
    app.decorate('widgetLists', widgetLists);
  },
  { name: 'widget-lists', dependencies: ['config', 'database'] },
);

/** The repositories, and the hourly clean-up of expired failure counters (sign-in, share codes). */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    const repositories: Repositories = {
      tenants: new TenantsRepository(db),
      users: new UsersRepository(db),
      desktops: new DesktopsRepository(app.database, app.widgetLists),
      settings: new SettingsRepository(db),
      assets: new AssetsRepository(db),
      classPicks: new ClassPicksRepository(db),
      symbolPacks: new SymbolPacksRepository(db),
      layouts: new LayoutsRepository(db),
      menus: new MenusRepository(db),
      versions: new VersionsRepository(db),
      dataDictionary: new DataDictionaryRepository(db),
      throttle: new Throttle(db),
    };
    app.decorate('repositories', repositories);
    app.live.setLoader(async (ref) => {
      if (ref.type === 'desktop.updated') {
        const found = await repositories.desktops.desktopForFanOut(ref.desktopId);
        return found && { type: ref.type, desktopId: ref.desktopId, desktop: found.desktop, opId: ref.opId };
      }
      const widget = await repositories.desktops.widgetForFanOut(ref.desktopId, ref.widgetId);
      return widget && { type: ref.type, desktopId: ref.desktopId, widget, opId: ref.opId };
    });
    const throttleCleanup = setInterval(
      () => {
        repositories.throttle
          .deleteExpired()
          .catch((err) => app.log.warn({ err }, 'throttle cleanup failed'));
      },
      60 * 60 * 1000,
    ).unref();
    app.addHook('onClose', async () => clearInterval(throttleCleanup));
    app.decorate('services', {
      getter(this: FastifyInstance): AppServices {
        const { tenants, users, desktops, settings, throttle } = this.repositories;
        return { config: this.config, database: this.database, tenants, users, desktops, settings, throttle };
      },
    });
  },
  { name: 'repositories', dependencies: ['database', 'widget-lists'] },
);

/** The commands: use cases spanning tables and services, called by the routes. */
export const commandsPlugin = fp(
  async (app: FastifyInstance) => {
    const { desktops, assets, throttle, classPicks, symbolPacks } = app.repositories;
    app.decorate('commands', {
      desktops: new DesktopCommands({
        transactions: app.transactions,
        desktops,
        assetsRepository: assets,
        assets: app.assetServices.assets,
        throttle,
        live: app.live,
      }),
      classPicks: new ClassPickCommands(classPicks),
      symbolPacks: new SymbolPackService(symbolPacks, assets, app.assetServices.storage, app.transactions, {
        log: app.log,
      }),
      dataDictionary: new DataDictionaryService(app.repositories.dataDictionary, app.transactions),
      versionFiles: new VersionFileService(
        app.repositories.versions,
        app.assetServices.storage,
        app.transactions,
        app.log,
      ),
    });
  },
  { name: 'commands', dependencies: ['repositories', 'assets'] },
);
