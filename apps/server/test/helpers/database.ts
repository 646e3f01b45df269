import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/database.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL as well when DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Connection string of the fresh PostgreSQL database (postgres kind only). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server
 * of DATABASE_URL (dropped again by drop()), so test files never see each other's rows.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { poolMax = 10 }: { poolMax?: number } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const base = new URL(process.env.DATABASE_URL!);
  const name = `tafino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
