import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const rootPackage = (() => {
  try {
    const file = new URL('../../../package.json', import.meta.url);
    return JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
  } catch {
    return {};
  }
})();

/** Footer and account-menu link targets: runtimeConfig.links key and its variable. */
const linkKeys = [
  ['help', 'LINK_HELP'],
  ['contact', 'LINK_CONTACT'],
  ['shipping', 'LINK_SHIPPING'],
  ['licenseTerms', 'LINK_LICENSE_TERMS'],
  ['downloads', 'LINK_DOWNLOADS'],
  ['withdrawal', 'LINK_WITHDRAWAL'],
  ['infoCentres', 'LINK_INFO_CENTRES'],
  ['reprintRights', 'LINK_REPRINT_RIGHTS'],
  ['terms', 'LINK_TERMS'],
  ['privacy', 'LINK_PRIVACY'],
  ['imprint', 'LINK_IMPRINT'],
  ['socialSchool', 'LINK_SOCIAL_SCHOOL'],
  ['socialEarlyChildhood', 'LINK_SOCIAL_EARLY_CHILDHOOD'],
] as const;
type LinkKey = (typeof linkKeys)[number][0];

/**
 * Where each link points while its variable is unset: pages of this app, so a default installation
 * shows every link the spec lists (section 2). Impressum and Datenschutz are the app's placeholder
 * pages (/impressum, /datenschutz, with the social-media section for both social links), which say
 * that the operator replaces them; the service links lead to the FAQ's 'Kontakt und Rechtliches'.
 */
const linkDefaults: Readonly<Record<LinkKey, string>> = {
  help: '/faq',
  contact: '/faq#kontakt',
  shipping: '/faq#versand',
  licenseTerms: '/copyrights',
  downloads: '/faq#zusatzdownloads',
  withdrawal: '/faq#widerruf',
  infoCentres: '/faq#informationszentren',
  reprintRights: '/faq#abdruckrechte',
  terms: '/faq#agb',
  privacy: '/datenschutz',
  imprint: '/impressum',
  socialSchool: '/impressum#soziale-medien-schule',
  socialEarlyChildhood: '/impressum#soziale-medien-kita',
};

/** Environment variables the server reads; each is validated at boot. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_ORIGIN: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
    OIDC_ISSUER: optionalUrl,
    OIDC_AUDIENCE: z.string().trim().optional(),
    OIDC_JWKS_URI: optionalUrl,
    OIDC_TENANT_CLAIM: z.string().min(1).default('tenantid'),
    OIDC_CLIENT_ID: z.string().min(1).default('tafino-web'),
    OIDC_SCOPE: z.string().min(1).default('openid profile email offline_access tafino-api'),
    OIDC_COOKIE_SECRET: z.string().min(32).optional(),
    SEED_DEMO: bool.default(true),
    AUTH_PROXY_TARGET: optionalUrl,
    SURVEY_URL_PRIMARY: optionalUrl,
    SURVEY_URL_SECONDARY: optionalUrl,
    VIDEO_CHANNEL_URL: optionalUrl,
    REGISTER_URL_PRIMARY: optionalUrl,
    REGISTER_URL_SECONDARY: optionalUrl,
    USER_HINT_MODAL_ENABLED: bool.default(true),
    ALLOW_SIGNIN_UNSUPPORTED_BROWSERS: bool.default(false),
    APP_VERSION: z
      .string()
      .regex(/^\d+(\.\d+){0,3}$/, 'muss eine Versionsnummer wie 1.2.0 sein')
      .default(rootPackage.version ?? '1.0.0'),
    UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(100_000).default(100),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    STORAGE_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_PREFIX: z
      .string()
      .regex(/^([\w.-]+\/)*$/, 'muss leer sein oder auf / enden, z. B. tafino/')
      .default(''),
    GALLERY_DIR: z.string().min(1).optional(),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(2 * 1024 * 1024),
    DEFAULT_TENANT: z.string().min(1).default('default'),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: bool.default(false),
    WIDGET_LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().min(16, 'muss mindestens 16 Zeichen lang sein').optional())
      .optional(),
    METRICS_PORT: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    ...Object.fromEntries(linkKeys.map(([, name]) => [name, optionalUrl])),
    HELP_MAIL: z.email().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_AUDIENCE) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_AUDIENCE'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
  });

export type AppConfig = ReturnType<typeof toConfig>;

/** Every environment variable the server reads (the README's configuration table lists each). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function toConfig(env: z.infer<typeof envSchema>) {
  const origin = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const embeddedIdentity = !env.OIDC_ISSUER;
  const authProxyTarget = ensureTrailingSlash(env.AUTH_PROXY_TARGET ?? `${origin}/`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    origin,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX } as const)
      : ({ kind: 'pglite', dir: path.resolve(env.DATA_DIR, 'pglite') } as const),
    identity: embeddedIdentity
      ? ({
          kind: 'embedded',
          issuer: `${origin}/oidc`,
          audience: 'tafino-api',
          clientId: env.OIDC_CLIENT_ID,
          scope: 'openid profile email offline_access tafino-api',
          cookieSecret: env.OIDC_COOKIE_SECRET,
          tenantClaim: 'tenantid',
          seedDemo: env.SEED_DEMO,
        } as const)
      : ({
          kind: 'external',
          issuer: env.OIDC_ISSUER!.replace(/\/+$/, ''),
          audience: env.OIDC_AUDIENCE!,
          jwksUri: env.OIDC_JWKS_URI,
          clientId: env.OIDC_CLIENT_ID,
          scope: env.OIDC_SCOPE,
          tenantClaim: env.OIDC_TENANT_CLAIM,
          seedDemo: false,
        } as const),
    runtime: {
      authProxyTarget,
      tafinoOpinionSurveyUrl: {
        primaryGradeLevel: env.SURVEY_URL_PRIMARY ?? null,
        secondaryGradeLevel: env.SURVEY_URL_SECONDARY ?? null,
      },
      externalUrl: { tafinoYoutube: env.VIDEO_CHANNEL_URL ?? null },
      productEditionRegisterUrl: {
        primaryGradeLevel:
          env.REGISTER_URL_PRIMARY ?? `${authProxyTarget}account/register?edition=primaryGradeLevel`,
        secondaryGradeLevel:
          env.REGISTER_URL_SECONDARY ?? `${authProxyTarget}account/register?edition=secondaryGradeLevel`,
      },
      userHintModalEnabled: env.USER_HINT_MODAL_ENABLED,
      allowSignInForUnsupportedBrowsers: env.ALLOW_SIGNIN_UNSUPPORTED_BROWSERS,
      appVersion: env.APP_VERSION,
      uploadLimitMb: env.UPLOAD_LIMIT_MB,
      links: {
        ...(Object.fromEntries(
          linkKeys.map(([key, name]) => [
            key,
            (env as unknown as Record<string, string | undefined>)[name] ?? linkDefaults[key],
          ]),
        ) as Record<LinkKey, string>),
        // the operator's own domain: hilfe@<host of PUBLIC_ORIGIN>
        helpMail: env.HELP_MAIL ?? `hilfe@${new URL(origin).hostname}`,
      },
    },
    uploadLimitMb: env.UPLOAD_LIMIT_MB,
    bodyLimit: env.BODY_LIMIT_BYTES,
    defaultTenant: env.DEFAULT_TENANT,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    trustProxy: env.TRUST_PROXY,
    widgetListCacheEntries: env.WIDGET_LIST_CACHE_ENTRIES,
    /** /metrics: on the public listener only with a Bearer token; on METRICS_PORT its own listener. */
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    storage:
      env.STORAGE_DRIVER === 's3'
        ? ({
            kind: 's3',
            bucket: env.S3_BUCKET!,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            prefix: env.S3_PREFIX,
          } as const)
        : ({
            kind: 'local',
            dir: path.resolve(env.STORAGE_DIR ?? path.join(env.DATA_DIR, 'files')),
          } as const),
    galleryDir: env.GALLERY_DIR ? path.resolve(env.GALLERY_DIR) : undefined,
  };
}

function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Reads and validates the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const value = typeof issue.path[0] === 'string' ? source[issue.path[0]] : undefined;
      return `${name}: ${issue.message}${value !== undefined ? ` (got "${value}")` : ''}`;
    });
    throw new ConfigError(problems);
  }
  return toConfig(parsed.data);
}
