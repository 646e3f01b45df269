import type { User } from '../../../db/schema.ts';
import type { Throttle } from '../../app/throttle.ts';
import type { UsersRepository } from '../../app/users.ts';

/** Failed attempts allowed per 15 minutes. */
const SIGN_IN_LIMITS = { perEmail: 10, perIp: 30 } as const;

// Longer inputs are not worth hashing: no password we accept is that long.
const MAX_PASSWORD_LENGTH = 1024;

export type SignInResult = { ok: true; user: User } | { ok: false; reason: 'failed' | 'throttled' };

/**
 * Password checks with rate limiting, for every form that asks for a password. The answer is
 * the same for an unknown address and a wrong password.
 */
export class PasswordSignIn {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: Throttle,
  ) {}

  async attempt(email: string, password: string, ip: string): Promise<SignInResult> {
    const emailKey = `sign-in:email:${email.trim().toLowerCase()}`;
    const ipKey = `sign-in:ip:${ip}`;
    const limited = await this.throttle.isLimited([
      { key: emailKey, limit: SIGN_IN_LIMITS.perEmail },
      { key: ipKey, limit: SIGN_IN_LIMITS.perIp },
    ]);
    if (limited) return { ok: false, reason: 'throttled' };
    const user =
      email && password && password.length <= MAX_PASSWORD_LENGTH
        ? await this.users.verifyPassword(email, password)
        : null;
    if (!user) {
      await this.throttle.count([emailKey, ipKey]);
      return { ok: false, reason: 'failed' };
    }
    await this.throttle.reset(emailKey);
    return { ok: true, user };
  }
}
