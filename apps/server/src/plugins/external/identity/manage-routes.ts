import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { UsersRepository } from '../../app/users.ts';
import { displayNameSchema, fieldErrors, passwordSchema } from './account-schemas.ts';
import type { AccountPrincipal, AccountSessions } from './account-session.ts';
import { formText, sendHtml } from './forms.ts';
import { de } from './messages.ts';
import { type ManageField, managePage, signInPage } from './pages.ts';
import { identityPaths } from './paths.ts';
import type { PasswordSignIn } from './sign-in.ts';

const profileSchema = z.object({ name: displayNameSchema });
const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, de.validation.required),
    newPassword: passwordSchema,
    newPasswordRepeat: z.string(),
  })
  .refine((d) => d.newPassword === d.newPasswordRepeat, {
    path: ['newPasswordRepeat'],
    message: de.validation.passwordMismatch,
  });

export interface ManageRouteDeps {
  users: UsersRepository;
  sessions: AccountSessions;
  signIn: PasswordSignIn;
  origin: string;
}

interface PageState {
  status?: number;
  name?: string;
  notice?: string;
  alert?: string;
  errors?: Partial<Record<ManageField, string>>;
}

/** Account management at {authProxyTarget}Account/Manage: display name and password. */
export async function manageRoutes(
  app: FastifyInstance,
  { users, sessions, signIn, origin }: ManageRouteDeps,
) {
  const route = { schema: { hide: true } };
  const base = identityPaths.manage;

  const page = (reply: FastifyReply, principal: AccountPrincipal, state: PageState = {}) =>
    sendHtml(
      reply,
      state.status ?? 200,
      managePage({
        email: principal.user.email,
        name: state.name ?? principal.user.name,
        csrf: sessions.csrfToken(principal),
        profileAction: `${base}/profile`,
        passwordAction: `${base}/password`,
        appHref: `${origin}/`,
        notice: state.notice,
        alert: state.alert,
        errors: state.errors ?? {},
      }),
    );

  const signInForm = (reply: FastifyReply, status: number, email?: string, error?: string) =>
    sendHtml(
      reply,
      status,
      signInPage({
        action: `${base}/login`,
        intro: de.manage.signInIntro,
        email,
        error,
        registerHref: identityPaths.register,
      }),
    );

  const savedNotices: Record<string, string> = {
    profile: de.manage.profileSaved,
    password: de.manage.passwordSaved,
  };

  app.get<{ Querystring: { saved?: string } }>(base, route, async (request, reply) => {
    const principal = await sessions.current(request, reply);
    if (!principal) return signInForm(reply, 200);
    return page(reply, principal, { notice: savedNotices[request.query.saved ?? ''] });
  });

  app.post(`${base}/login`, route, async (request, reply) => {
    const email = formText(request.body, 'email').trim();
    const result = await signIn.attempt(email, formText(request.body, 'password'), request.ip);
    if (!result.ok) {
      return result.reason === 'throttled'
        ? signInForm(reply, 429, email, de.signIn.throttled)
        : signInForm(reply, 400, email, de.signIn.failed);
    }
    sessions.signIn(request, reply, result.user.id);
    return reply.redirect(base, 303);
  });

  // Both forms need a signed-in user and the form token of that sign-in.
  const rejectForm = (reply: FastifyReply, principal: AccountPrincipal | null, csrf: string) => {
    if (!principal) return reply.redirect(base, 303);
    if (!sessions.verifyCsrf(principal, csrf))
      return page(reply, principal, { status: 403, alert: de.manage.formExpired });
    return undefined;
  };

  app.post(`${base}/profile`, route, async (request, reply) => {
    const principal = await sessions.current(request, reply);
    const rejected = rejectForm(reply, principal, formText(request.body, 'csrf'));
    if (rejected || !principal) return rejected;
    const name = formText(request.body, 'name');
    const parsed = profileSchema.safeParse({ name });
    if (!parsed.success)
      return page(reply, principal, { status: 400, name, errors: fieldErrors(parsed.error) });
    await users.updateProfile(principal.user.id, { name: parsed.data.name });
    return reply.redirect(`${base}?saved=profile`, 303);
  });

  app.post(`${base}/password`, route, async (request, reply) => {
    const principal = await sessions.current(request, reply);
    const rejected = rejectForm(reply, principal, formText(request.body, 'csrf'));
    if (rejected || !principal) return rejected;
    const parsed = passwordChangeSchema.safeParse({
      currentPassword: formText(request.body, 'currentPassword'),
      newPassword: formText(request.body, 'newPassword'),
      newPasswordRepeat: formText(request.body, 'newPasswordRepeat'),
    });
    if (!parsed.success) return page(reply, principal, { status: 400, errors: fieldErrors(parsed.error) });
    // The current password goes through the same limits as a sign-in, so a left-open session
    // cannot be used to guess it.
    const check = await signIn.attempt(principal.user.email, parsed.data.currentPassword, request.ip);
    if (!check.ok) {
      return check.reason === 'throttled'
        ? page(reply, principal, { status: 429, alert: de.signIn.throttled })
        : page(reply, principal, {
            status: 400,
            errors: { currentPassword: de.manage.currentPasswordWrong },
          });
    }
    await users.changePassword(principal.user.id, parsed.data.newPassword);
    return reply.redirect(`${base}?saved=password`, 303);
  });
}
