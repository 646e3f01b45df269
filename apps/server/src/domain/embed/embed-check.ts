import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type EmbedCheckStatus, type FramingHeaders, framingAllowed } from '@tafino/shared';
import ipaddr from 'ipaddr.js';

/** Decides whether the server may connect to an address (after DNS resolution). */
export type AddressPolicy = (address: string) => boolean;

/** Resolves a host name to all its addresses (node's dns.lookup by default). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/**
 * Only public unicast addresses: no loopback, private (RFC 1918), link-local (with the cloud
 * metadata address 169.254.169.254), carrier-grade NAT, multicast, broadcast, unspecified,
 * reserved and documentation ranges; for IPv6 also no IPv4-mapped or -translated addresses
 * (::ffff:10.0.0.1, 64:ff9b::/96, 6to4, Teredo) and no unique-local addresses (fc00::/7, with the
 * metadata address fd00:ec2::254). ipaddr.js names every special range; only 'unicast' is public.
 */
export const publicAddressesOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
};

export interface EmbedCheckOptions {
  /** The app's origin, the frame ancestor the page must allow. */
  appOrigin: string;
  policy?: AddressPolicy;
  resolve?: Resolver;
  /** For the whole check, all redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Largest header block read from an answer (the body is never read). */
  maxHeaderBytes?: number;
}

/** Why a check found no answer (for tests and logs; the client sees only 'unreachable'). */
export type EmbedCheckFailure =
  | 'invalid-url'
  | 'blocked-address'
  | 'too-many-redirects'
  | 'timeout'
  | 'network';

export type EmbedCheckResult =
  | { status: Exclude<EmbedCheckStatus, 'unreachable'> }
  | { status: 'unreachable'; reason: EmbedCheckFailure };

class BlockedAddressError extends Error {
  readonly code = 'EMBED_BLOCKED_ADDRESS';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

/** The URL's host as an IP literal (without IPv6 brackets), or null for a host name. */
function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(host) ? host : null;
}

/**
 * Asks a page whether the app may frame it (catalogue 3.4 `ExternalContent`): a GET whose answer
 * headers are read and whose body is not, following at most a few redirects. Every hop is
 * resolved and each of its addresses checked against the policy before connecting, and the
 * connection goes to the checked address (the request's own `lookup`), so a second DNS answer
 * cannot point it elsewhere. A short overall timeout and a header size cap bound the work.
 */
export class EmbedChecker {
  private readonly policy: AddressPolicy;
  private readonly resolve: Resolver;
  private readonly timeoutMs: number;
  private readonly maxRedirects: number;
  private readonly maxHeaderBytes: number;

  constructor(private readonly options: EmbedCheckOptions) {
    this.policy = options.policy ?? publicAddressesOnly;
    this.resolve = options.resolve ?? systemResolver;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.maxRedirects = options.maxRedirects ?? 3;
    this.maxHeaderBytes = options.maxHeaderBytes ?? 32 * 1024;
  }

  async check(rawUrl: string): Promise<EmbedCheckResult> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return { status: 'unreachable', reason: 'invalid-url' };
    }
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      for (let hop = 0; hop <= this.maxRedirects; hop++) {
        if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
          return { status: 'unreachable', reason: 'invalid-url' };
        const literal = literalAddress(url);
        if (literal !== null && !this.policy(literal))
          return { status: 'unreachable', reason: 'blocked-address' };
        const response = await this.headersOf(url, signal);
        const location = response.headers.location;
        if (REDIRECTS.has(response.statusCode ?? 0) && location) {
          url = new URL(location, url);
          continue;
        }
        const headers: FramingHeaders = {};
        const xfo = response.headers['x-frame-options'];
        const csp = response.headers['content-security-policy'];
        if (xfo !== undefined) headers['x-frame-options'] = [xfo].flat().join(',');
        if (csp !== undefined) headers['content-security-policy'] = [csp].flat().join(',');
        return { status: framingAllowed(headers, this.options.appOrigin) ? 'embeddable' : 'refused' };
      }
      return { status: 'unreachable', reason: 'too-many-redirects' };
    } catch (err) {
      if (err instanceof BlockedAddressError) return { status: 'unreachable', reason: 'blocked-address' };
      if (signal.aborted) return { status: 'unreachable', reason: 'timeout' };
      if (err instanceof TypeError) return { status: 'unreachable', reason: 'invalid-url' };
      return { status: 'unreachable', reason: 'network' };
    }
  }

  /** Connects only to addresses the policy allows; all of a name's addresses must pass. */
  private lookup(): LookupFunction {
    return (hostname, options, callback) => {
      this.resolve(hostname).then(
        (addresses) => {
          if (addresses.length === 0 || addresses.some((a) => !this.policy(a.address))) {
            callback(new BlockedAddressError(hostname), '', 4);
            return;
          }
          if (options.all) callback(null, addresses);
          else {
            const first = addresses[0] as LookupAddress;
            callback(null, first.address, first.family);
          }
        },
        (err: NodeJS.ErrnoException) => callback(err, '', 4),
      );
    };
  }

  /** Sends the GET and resolves with the answer's status and headers; the body is never read. */
  private headersOf(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'GET',
          lookup: this.lookup(),
          signal,
          maxHeaderSize: this.maxHeaderBytes,
          agent: false,
          headers: { accept: 'text/html,*/*;q=0.8', 'user-agent': 'TAFINO-Einbettungspruefung/1.0' },
        },
        (response) => {
          response.destroy();
          request.destroy();
          resolve(response);
        },
      );
      request.on('error', reject);
      request.end();
    });
  }
}

/** Checks a user may run in one throttle window (15 minutes): a board seldom needs more than a few. */
export const EMBED_CHECKS_PER_WINDOW = 60;

/** The "Webinhalt" check as a use case: rate-limited per user, then the page is asked. */
export class EmbedCheckCommands {
  constructor(
    private readonly deps: {
      checker: EmbedChecker;
      throttle: {
        isLimited(rules: { key: string; limit: number }[]): Promise<boolean>;
        count(keys: string[]): Promise<void>;
      };
    },
  ) {}

  async check(
    user: { tenantId: string; userId: string },
    url: string,
  ): Promise<EmbedCheckResult | 'limited'> {
    const key = `embed-check:${user.tenantId}:${user.userId}`;
    if (await this.deps.throttle.isLimited([{ key, limit: EMBED_CHECKS_PER_WINDOW }])) return 'limited';
    await this.deps.throttle.count([key]);
    return this.deps.checker.check(url);
  }
}
