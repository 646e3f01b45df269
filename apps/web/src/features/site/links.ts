/**
 * Link targets of the neutral layout (spec section 2), from `runtimeConfig.links`.
 *
 *   footerLinks(links)        the eleven footer links in spec order; unconfigured ones fall back to a
 *                             same-origin page that says whom to ask (FAQ anchors, /copyrights)
 *   trialUrl(config, path)    '30 Tage kostenlos testen': the edition's registration link on /grundschule
 *                             and /sekundarstufe, the account register page everywhere else
 *   mailHref(address)         a mailto: link for the help address (kept as is when it already is one)
 */
import type { RuntimeConfig } from '@tafino/shared';

export type SiteLinks = RuntimeConfig['links'];

export type FooterLinkKey =
  | 'help'
  | 'contact'
  | 'shipping'
  | 'licenseTerms'
  | 'downloads'
  | 'withdrawal'
  | 'infoCentres'
  | 'reprintRights'
  | 'terms'
  | 'privacy'
  | 'imprint';

/** FAQ anchors of the 'Kontakt und Rechtliches' section, one per footer link that may be unconfigured. */
export const FAQ_ANCHORS = {
  contact: 'kontakt',
  shipping: 'versand',
  downloads: 'zusatzdownloads',
  withdrawal: 'widerruf',
  infoCentres: 'informationszentren',
  reprintRights: 'abdruckrechte',
  terms: 'agb',
  privacy: 'datenschutz',
  imprint: 'impressum',
} as const satisfies Partial<Record<FooterLinkKey, string>>;

/**
 * Same-origin targets used when no link is configured (the server's defaults are the same pages):
 * the app's placeholder Impressum and Datenschutz, the FAQ's anchors for the rest.
 */
export const FOOTER_FALLBACKS: Readonly<Record<FooterLinkKey, string>> = {
  help: '/faq',
  licenseTerms: '/copyrights',
  ...(Object.fromEntries(
    Object.entries(FAQ_ANCHORS).map(([key, anchor]) => [key, `/faq#${anchor}`]),
  ) as Record<keyof typeof FAQ_ANCHORS, string>),
  privacy: '/datenschutz',
  imprint: '/impressum',
};

/** The footer links in spec order: Hilfe & FAQs ... Impressum. */
export const FOOTER_LINK_KEYS: readonly FooterLinkKey[] = [
  'help',
  'contact',
  'shipping',
  'licenseTerms',
  'downloads',
  'withdrawal',
  'infoCentres',
  'reprintRights',
  'terms',
  'privacy',
  'imprint',
];

export interface FooterLink {
  key: FooterLinkKey;
  href: string;
  /** True when href leads to another site (the operator's link), false for a page of this app. */
  configured: boolean;
}

/** A same-origin path such as '/impressum' (not '//host', which is another site). */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function configured(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The eleven footer links; every one has a target (configured or fallback). */
export function footerLinks(links: Partial<SiteLinks> | null | undefined): FooterLink[] {
  return FOOTER_LINK_KEYS.map((key) => {
    const href = configured(links?.[key]);
    if (!href) return { key, href: FOOTER_FALLBACKS[key], configured: false };
    // a page of this app (the server's defaults are paths) navigates inside the app
    return { key, href, configured: !isAppPath(href) };
  });
}

/** The social links that are configured (school, early childhood), in that order. */
export function socialLinks(
  links: Partial<SiteLinks> | null | undefined,
): { key: 'socialSchool' | 'socialEarlyChildhood'; href: string }[] {
  return (['socialSchool', 'socialEarlyChildhood'] as const).flatMap((key) => {
    const href = configured(links?.[key]);
    return href ? [{ key, href }] : [];
  });
}

/** mailto: link and the plain address for the help mail; null when none is configured. */
export function mailHref(address: string | null | undefined): { href: string; address: string } | null {
  const value = configured(address);
  if (!value) return null;
  const plain = value.replace(/^mailto:/i, '');
  return { href: `mailto:${plain}`, address: plain };
}

/** The account register page: `${authProxyTarget}account/register`. */
export function accountRegisterUrl(authProxyTarget: string): string {
  return `${authProxyTarget.replace(/\/+$/, '')}/account/register`;
}

type TrialConfig = Pick<RuntimeConfig, 'authProxyTarget' | 'productEditionRegisterUrl'>;

/** Target of '30 Tage kostenlos testen' on a path (null before the configuration is loaded). */
export function trialUrl(config: TrialConfig | null | undefined, pathname: string): string | null {
  if (!config) return null;
  const page = pathname.replace(/\/+$/, '');
  if (page === '/grundschule') return config.productEditionRegisterUrl.primaryGradeLevel;
  if (page === '/sekundarstufe') return config.productEditionRegisterUrl.secondaryGradeLevel;
  return accountRegisterUrl(config.authProxyTarget);
}
