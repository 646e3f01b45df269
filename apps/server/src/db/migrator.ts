import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Applies every pending migration; the same set runs on PGlite and PostgreSQL. */
export async function migrateToLatest(db: Kysely<DB>, log?: FastifyBaseLogger): Promise<void> {
  // Numbers are handed out ahead of time, so a lower one may land after a higher one was applied
  // (0008 after 0009): each migration touches only its own tables, so the order between them is free.
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: new StaticProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Success') log?.info({ migration: r.migrationName }, 'migration applied');
    if (r.status === 'Error') log?.error({ migration: r.migrationName }, 'migration failed');
  }
  if (error) throw error;
}
