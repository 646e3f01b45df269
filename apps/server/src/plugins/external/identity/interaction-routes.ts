import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { formText, sendHtml } from './forms.ts';
import { de } from './messages.ts';
import { messagePage, signInPage } from './pages.ts';
import { identityPaths } from './paths.ts';
import type { PasswordSignIn } from './sign-in.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionRouteDeps {
  provider: Provider;
  signIn: PasswordSignIn;
  origin: string;
}

/** The provider's interactions: the German sign-in form, and consent that is implied for our own app. */
export async function interactionRoutes(
  app: FastifyInstance,
  { provider, signIn, origin }: InteractionRouteDeps,
) {
  const route = { schema: { hide: true } };

  // The interaction cookie ties the browser to the pending authorization request.
  const load = async (
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<Interaction | null> => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === uid ? interaction : null;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return null;
      throw err;
    }
  };

  const expired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      messagePage({
        title: de.signIn.expiredTitle,
        heading: de.signIn.expiredTitle,
        text: de.signIn.expired,
        href: `${origin}/login`,
        linkText: de.signIn.restart,
      }),
    );

  const form = (reply: FastifyReply, status: number, uid: string, email?: string, error?: string) =>
    sendHtml(
      reply,
      status,
      signInPage({
        action: `${identityPaths.interaction(uid)}/login`,
        intro: de.signIn.intro,
        email,
        error,
        registerHref: `${identityPaths.register}?returnTo=${encodeURIComponent(identityPaths.interaction(uid))}`,
      }),
    );

  app.get<{ Params: { uid: string } }>('/oidc-interaction/:uid', route, async (request, reply) => {
    const { uid } = request.params;
    const interaction = await load(request, reply, uid);
    if (!interaction) return expired(reply);
    if (interaction.prompt.name === 'login') {
      const hint = interaction.params.login_hint;
      return form(reply, 200, uid, typeof hint === 'string' ? hint : undefined);
    }
    // The base policy has only login and consent. The one client is our own app, so the user
    // is not asked: it gets what it requested.
    const grantId = await grantRequested(provider, interaction);
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
    return reply.redirect(returnTo, 303);
  });

  app.post<{ Params: { uid: string } }>('/oidc-interaction/:uid/login', route, async (request, reply) => {
    const { uid } = request.params;
    const interaction = await load(request, reply, uid);
    if (interaction?.prompt.name !== 'login') return expired(reply);
    const email = formText(request.body, 'email').trim();
    const result = await signIn.attempt(email, formText(request.body, 'password'), request.ip);
    if (!result.ok) {
      return result.reason === 'throttled'
        ? form(reply, 429, uid, email, de.signIn.throttled)
        : form(reply, 400, uid, email, de.signIn.failed);
    }
    const returnTo = await provider.interactionResult(request.raw, reply.raw, {
      login: { accountId: result.user.id },
    });
    return reply.redirect(returnTo, 303);
  });
}

async function grantRequested(provider: Provider, interaction: Interaction): Promise<string> {
  const { prompt, params, session } = interaction;
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing ?? new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
