import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type InjectResponse = LightMyRequestResponse;

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  idToken: string;
}

export interface SignInOptions {
  /** Scopes to ask for; the SPA's set by default. */
  scope?: string;
  /** Client address of every request (sign-in limits count per address). */
  remoteAddress?: string;
}

/** The scopes the SPA asks for (spec section 6). */
export const SPA_SCOPE = 'openid profile email offline_access tafino-api';

const clientSettings = (app: FastifyInstance) => {
  const { origin, identity } = app.services.config;
  return { origin, clientId: identity.clientId, redirectUri: `${origin}/signin` };
};

/** A PKCE pair with the S256 method. */
export function createPkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/**
 * A browser on top of app.inject: it sends requests to the app's public origin, keeps the
 * cookies it is given and follows redirects within the app, as a real browser would.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    private readonly options: { remoteAddress?: string } = {},
  ) {}

  get origin(): string {
    return this.app.services.config.origin;
  }

  async request(input: {
    url: string;
    method?: 'GET' | 'POST';
    form?: Record<string, string>;
    headers?: Record<string, string>;
  }): Promise<InjectResponse> {
    const url = new URL(input.url, this.origin);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method: input.method ?? (input.form ? 'POST' : 'GET'),
      url: `${url.pathname}${url.search}`,
      headers: {
        host: url.host,
        ...(cookie ? { cookie } : {}),
        ...(input.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...input.headers,
      },
      ...(input.form ? { payload: new URLSearchParams(input.form).toString() } : {}),
      ...(this.options.remoteAddress ? { remoteAddress: this.options.remoteAddress } : {}),
    });
    this.keepCookies(response.headers['set-cookie']);
    return response;
  }

  post(url: string, form: Record<string, string>): Promise<InjectResponse> {
    return this.request({ url, form });
  }

  /** Follows redirects inside the app; stops at a page, or at a redirect to the SPA's /signin or /logout. */
  async follow(response: InjectResponse): Promise<InjectResponse> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = redirectTarget(current);
      if (!location) return current;
      const target = new URL(location, this.origin);
      if (target.origin !== this.origin || ['/signin', '/logout'].includes(target.pathname)) return current;
      current = await this.request({ url: target.href });
    }
    throw new Error('too many redirects');
  }

  private keepCookies(header: string | string[] | undefined) {
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=.*1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function redirectTarget(response: InjectResponse): string | undefined {
  const location = response.headers.location;
  return response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string'
    ? location
    : undefined;
}

/** The action of the first form on a page (the sign-in form on the provider's login page). */
export function formAction(html: string): string {
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return action.replaceAll('&amp;', '&');
}

/** The authorization request of the SPA, followed to the sign-in page. */
export async function openSignInPage(browser: TestBrowser, scope = SPA_SCOPE) {
  const { clientId, redirectUri } = clientSettings(browser.app);
  const pkce = createPkce();
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  });
  const page = await browser.follow(await browser.request({ url: `/oidc/auth?${query}` }));
  return { page, pkce, state };
}

/** The real authorization code flow with PKCE in this browser (it keeps the sign-in session). */
export async function signIn(
  browser: TestBrowser,
  email: string,
  password: string,
  scope = SPA_SCOPE,
): Promise<Tokens> {
  const { page, pkce, state } = await openSignInPage(browser, scope);
  let response = page;
  // A browser that already has a session skips the form.
  if (response.statusCode === 200) {
    response = await browser.follow(await browser.post(formAction(page.body), { email, password }));
  }
  const target = redirectTarget(response);
  if (!target)
    throw new Error(`sign-in of ${email} failed with ${response.statusCode}: ${pageAlert(response.body)}`);
  const callback = new URL(target, browser.origin);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) {
    throw new Error(`sign-in of ${email} ended at ${target}`);
  }
  return exchangeCode(browser.app, code, pkce.verifier);
}

/** Tokens of a user, signed in through the real form with PKCE. */
export function getTokens(
  app: FastifyInstance,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<Tokens> {
  return signIn(
    new TestBrowser(app, { remoteAddress: options.remoteAddress }),
    email,
    password,
    options.scope,
  );
}

/** POST /oidc/token as the public client; returns the raw response. */
export function tokenRequest(app: FastifyInstance, form: Record<string, string>): Promise<InjectResponse> {
  const { origin, clientId } = clientSettings(app);
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host: new URL(origin).host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: clientId, ...form }).toString(),
  });
}

export async function exchangeCode(app: FastifyInstance, code: string, verifier: string): Promise<Tokens> {
  const { redirectUri } = clientSettings(app);
  const response = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  return toTokens(response);
}

export async function refreshTokens(app: FastifyInstance, refreshToken: string): Promise<Tokens> {
  return toTokens(await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken }));
}

function toTokens(response: InjectResponse): Tokens {
  if (response.statusCode !== 200)
    throw new Error(`token request failed with ${response.statusCode}: ${response.body}`);
  const body = response.json() as { access_token: string; refresh_token?: string; id_token: string };
  return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token };
}

/** The alert text of an identity page, for failure messages and assertions. */
export function pageAlert(html: string): string | undefined {
  return /role="alert">([^<]*)</.exec(html)?.[1];
}
