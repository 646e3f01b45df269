import { ProductEdition, SettingNames } from '@tafino/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Transactions } from '../../app/scope.ts';
import type { SettingsRepository } from '../../app/settings.ts';
import type { Throttle } from '../../app/throttle.ts';
import type { UsersRepository } from '../../app/users.ts';
import { displayNameSchema, fieldErrors, passwordSchema } from './account-schemas.ts';
import { isUniqueViolation } from './db-errors.ts';
import { formText, sendHtml } from './forms.ts';
import { de } from './messages.ts';
import { type RegisterField, registerDonePage, registerPage } from './pages.ts';
import { identityPaths, isInteractionPath } from './paths.ts';

/** Registrations allowed per network address per 15 minutes (each costs a password hash). */
const REGISTRATIONS_PER_IP = 10;

/** The edition links of the landing pages (spec section 7) and the setting value they select. */
const editions = {
  primarygradelevel: { key: 'primaryGradeLevel', value: ProductEdition.PrimaryGradeLevel },
  secondarygradelevel: { key: 'secondaryGradeLevel', value: ProductEdition.SecondaryGradeLevel },
} as const;
type Edition = (typeof editions)[keyof typeof editions];

const v = de.validation;
const registrationSchema = z
  .object({
    email: z.string().trim().pipe(z.email(v.emailInvalid)),
    name: displayNameSchema,
    password: passwordSchema,
    passwordRepeat: z.string(),
  })
  .refine((d) => d.password === d.passwordRepeat, { path: ['passwordRepeat'], message: v.passwordMismatch });

export interface RegisterRouteDeps {
  transactions: Transactions;
  users: UsersRepository;
  settings: SettingsRepository;
  throttle: Throttle;
  origin: string;
  defaultTenantId: string;
}

interface RegisterQuery {
  edition?: string;
  returnTo?: string;
}

/** Self-service registration at {authProxyTarget}account/register, optionally for one edition. */
export async function registerRoutes(
  app: FastifyInstance,
  { transactions, users, settings, throttle, origin, defaultTenantId }: RegisterRouteDeps,
) {
  const route = { schema: { hide: true } };

  const context = (query: RegisterQuery) => {
    const edition: Edition | undefined =
      editions[(query.edition ?? '').toLowerCase() as keyof typeof editions];
    const returnTo = isInteractionPath(query.returnTo) ? query.returnTo : undefined;
    const search = new URLSearchParams({
      ...(edition ? { edition: edition.key } : {}),
      ...(returnTo ? { returnTo } : {}),
    }).toString();
    return {
      edition,
      action: `${identityPaths.register}${search ? `?${search}` : ''}`,
      editionHint: edition ? de.register.editionHint[edition.key] : undefined,
      // Back to the pending sign-in if there is one, else the app starts a new one.
      signInHref: returnTo ?? `${origin}/login`,
    };
  };

  const form = (
    reply: FastifyReply,
    status: number,
    ctx: ReturnType<typeof context>,
    values: { email?: string; name?: string } = {},
    errors: Partial<Record<RegisterField, string>> = {},
    alert?: string,
  ) => sendHtml(reply, status, registerPage({ ...ctx, values, errors, alert }));

  app.get<{ Querystring: RegisterQuery }>(identityPaths.register, route, async (request, reply) =>
    form(reply, 200, context(request.query)),
  );

  app.post<{ Querystring: RegisterQuery }>(identityPaths.register, route, async (request, reply) => {
    const ctx = context(request.query);
    const input = {
      email: formText(request.body, 'email'),
      name: formText(request.body, 'name'),
      password: formText(request.body, 'password'),
      passwordRepeat: formText(request.body, 'passwordRepeat'),
    };
    const values = { email: input.email, name: input.name };
    const parsed = registrationSchema.safeParse(input);
    if (!parsed.success) {
      return form(reply, 400, ctx, values, fieldErrors<RegisterField>(parsed.error));
    }
    const ipKey = `register:ip:${request.ip}`;
    if (await throttle.isLimited([{ key: ipKey, limit: REGISTRATIONS_PER_IP }])) {
      return form(reply, 429, ctx, values, {}, de.register.throttled);
    }
    await throttle.count([ipKey]);
    const { email, name, password } = parsed.data;
    try {
      await transactions.run(async (trx) => {
        const user = await users.create({ tenantId: defaultTenantId, email, name, password }, trx);
        // The edition of the link the teacher registered through, as their own setting.
        if (ctx.edition) {
          await settings.change(
            { tenantId: user.tenantId, userId: user.id },
            [{ name: SettingNames.ProductEdition, value: ctx.edition.value }],
            trx,
          );
        }
      });
    } catch (err) {
      // An existing address gets the same answer as a new one, so the form cannot be used to
      // find out who has an account.
      if (!isUniqueViolation(err)) throw err;
    }
    return sendHtml(reply, 200, registerDonePage(ctx.signInHref));
  });
}
