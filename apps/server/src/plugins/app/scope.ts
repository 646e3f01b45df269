import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A tenant: every query carries it. */
export interface TenantScope {
  tenantId: string;
}

/** Who asks: the one scope of every repository (tenant and user); an object of another scope is not found. */
export interface Scope extends TenantScope {
  userId: string;
}

/** The database or an open transaction: every repository method takes one as its last, optional argument. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Runs work in one transaction (or in the given one, when already inside a transaction). */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}

/** Opens transactions for commands, which get services and never the raw database. */
export class Transactions {
  constructor(private readonly db: Kysely<DB>) {}
  run<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return inTransaction(this.db, work);
  }
}
