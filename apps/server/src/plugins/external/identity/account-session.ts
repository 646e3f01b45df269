import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { User } from '../../../db/schema.ts';
import type { UsersRepository } from '../../app/users.ts';

const cookieName = 'tafino.account';
const cookieTtlSeconds = 15 * 60;

export interface AccountPrincipal {
  user: User;
  /** Identifies this sign-in; form tokens are bound to it. */
  binding: string;
}

/**
 * Who is signed in on the account pages. Usually that is the provider's own session (the
 * user came from the app). Otherwise it is a short-lived cookie set by the account page's
 * sign-in form. Both are signed with the provider's cookie keys.
 */
export class AccountSessions {
  constructor(
    private readonly provider: Provider,
    private readonly users: UsersRepository,
    private readonly secret: string,
  ) {}

  async current(request: FastifyRequest, reply: FastifyReply): Promise<AccountPrincipal | null> {
    const ctx = this.context(request, reply);
    const session = await this.provider.Session.get(ctx);
    let userId = session.accountId;
    let binding = session.uid;
    if (!userId) {
      const value = ctx.cookies.get(cookieName, { signed: true });
      const [id, exp] = value?.split('.') ?? [];
      if (!id || Number(exp) <= Date.now() / 1000) return null;
      userId = id;
      binding = value!;
    }
    const user = await this.users.findById(userId);
    return user ? { user, binding } : null;
  }

  signIn(request: FastifyRequest, reply: FastifyReply, userId: string): void {
    const ctx = this.context(request, reply);
    const exp = Math.floor(Date.now() / 1000) + cookieTtlSeconds;
    ctx.cookies.set(cookieName, `${userId}.${exp}`, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/',
      maxAge: cookieTtlSeconds * 1000,
    });
  }

  /** A form token bound to the sign-in, so another site cannot post the account forms. */
  csrfToken(principal: AccountPrincipal): string {
    return createHmac('sha256', this.secret).update(`account-form:${principal.binding}`).digest('base64url');
  }

  verifyCsrf(principal: AccountPrincipal, token: string): boolean {
    const expected = Buffer.from(this.csrfToken(principal));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  // The provider's Koa context reads and writes cookies with its keys on the raw request.
  private context(request: FastifyRequest, reply: FastifyReply) {
    return this.provider.app.createContext(request.raw, reply.raw);
  }
}
