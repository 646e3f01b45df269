import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { DB, User } from '../../db/schema.ts';
import { LruCache } from '../../lib/lru.ts';
import type { Executor } from './scope.ts';

// Argon2id (memory-hard). 19 MiB, 2 passes: the OWASP baseline, ~30 ms on this class of machine.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
let dummyHash: Promise<string> | undefined;

export interface NewAccount {
  tenantId: string;
  email: string;
  name: string;
  password: string;
  roles?: string[];
}

/** Accounts of the embedded identity provider and users of external issuers. */
export class UsersRepository {
  private readonly externalCache = new LruCache<string, User>(10_000);
  constructor(private readonly db: Kysely<DB>) {}

  static hashPassword(password: string): Promise<string> {
    return hash(password, argonOptions);
  }

  async findById(id: string, db: Executor = this.db): Promise<User | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByEmail(email: string, db: Executor = this.db): Promise<User | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
  }

  async create(account: NewAccount, db: Executor = this.db): Promise<User> {
    const passwordHash = await UsersRepository.hashPassword(account.password);
    return db
      .insertInto('users')
      .values({
        tenantId: account.tenantId,
        email: account.email.trim(),
        name: account.name.trim(),
        passwordHash,
        roles: account.roles ?? [],
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The user when email and password match, else null. Takes the same time whether or not
   * the account exists, so the answer does not reveal registered addresses.
   */
  async verifyPassword(email: string, password: string, db: Executor = this.db): Promise<User | null> {
    const user = await this.findByEmail(email, db);
    if (!user?.passwordHash) {
      dummyHash ??= UsersRepository.hashPassword('timing-equaliser');
      await verify(await dummyHash, password).catch(() => false);
      return null;
    }
    const ok = await verify(user.passwordHash, password).catch(() => false);
    return ok ? user : null;
  }

  async updateProfile(id: string, changes: { name?: string }, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set({ ...(changes.name !== undefined ? { name: changes.name.trim() } : {}), updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async changePassword(id: string, password: string, db: Executor = this.db): Promise<void> {
    const passwordHash = await UsersRepository.hashPassword(password);
    await db.updateTable('users').set({ passwordHash, updatedAt: new Date() }).where('id', '=', id).execute();
  }

  /** Just-in-time user row for a subject of an external issuer (cached per subject). */
  async upsertExternal(
    input: {
      tenantId: string;
      subject: string;
      email: string;
      name: string;
      roles: string[];
    },
    db: Executor = this.db,
  ): Promise<User> {
    const key = `${input.tenantId}:${input.subject}`;
    const hit = this.externalCache.get(key);
    if (hit && hit.email === input.email && hit.name === input.name) return hit;
    const email = input.email || `${input.subject}@${input.tenantId}.external.invalid`;
    const user = await db
      .insertInto('users')
      .values({
        tenantId: input.tenantId,
        externalSubject: input.subject,
        email,
        name: input.name,
        roles: input.roles,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenantId', 'externalSubject'])
          .where('externalSubject', 'is not', null)
          .doUpdateSet({ email, name: input.name, roles: input.roles, updatedAt: new Date() }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    this.externalCache.set(key, user);
    return user;
  }
}
