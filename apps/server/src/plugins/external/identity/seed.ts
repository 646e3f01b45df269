import type { TenantsRepository } from '../../app/tenants.ts';
import type { UsersRepository } from '../../app/users.ts';
import { isUniqueViolation } from './db-errors.ts';

interface DemoAccount {
  email: string;
  password: string;
  name: string;
  roles?: string[];
  tenant?: { name: string; displayName: string };
}

/** The demo accounts of the embedded default (README, e2e tests and API tests sign in with them). */
const demoAccounts: readonly DemoAccount[] = [
  { email: 'lehrerin@example.org', password: 'Tafel-Demo-1', name: 'Anna Becker' },
  { email: 'lehrer@example.org', password: 'Tafel-Demo-2', name: 'Jonas Weber' },
  { email: 'admin@example.org', password: 'Tafel-Admin-1', name: 'Admin', roles: ['admin'] },
  {
    email: 'lehrerin@schule-b.example.org',
    password: 'Tafel-Demo-3',
    name: 'Mia Schulz',
    tenant: { name: 'schule-b', displayName: 'Schule B' },
  },
];

/**
 * Creates the demo accounts that do not exist yet. Existing ones are left alone (a changed
 * password stays changed); a process that loses a creation race to another one just moves on.
 */
export async function seedDemoAccounts(
  users: UsersRepository,
  tenants: TenantsRepository,
  defaultTenantId: string,
) {
  await Promise.all(
    demoAccounts.map(async (account) => {
      if (await users.findByEmail(account.email)) return;
      const tenantId = account.tenant
        ? (await tenants.ensure(account.tenant.name, account.tenant.displayName)).id
        : defaultTenantId;
      try {
        const { email, password, name, roles } = account;
        await users.create({ tenantId, email, password, name, roles });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }),
  );
}
