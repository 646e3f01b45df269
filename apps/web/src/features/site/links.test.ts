import { describe, expect, it } from 'vitest';
import {
  accountRegisterUrl,
  FOOTER_LINK_KEYS,
  footerLinks,
  mailHref,
  type SiteLinks,
  socialLinks,
  trialUrl,
} from './links.ts';

const NO_LINKS: SiteLinks = {
  help: null,
  contact: null,
  shipping: null,
  licenseTerms: null,
  downloads: null,
  withdrawal: null,
  infoCentres: null,
  reprintRights: null,
  terms: null,
  privacy: null,
  imprint: null,
  socialSchool: null,
  socialEarlyChildhood: null,
  helpMail: null,
};

const CONFIG = {
  authProxyTarget: 'https://konto.example.org/',
  productEditionRegisterUrl: {
    primaryGradeLevel: 'https://konto.example.org/account/register?edition=primaryGradeLevel',
    secondaryGradeLevel: 'https://konto.example.org/account/register?edition=secondaryGradeLevel',
  },
};

describe('footer links', () => {
  it('lists the eleven links in spec order', () => {
    expect(FOOTER_LINK_KEYS).toHaveLength(11);
    expect(footerLinks(NO_LINKS).map((link) => link.key)).toEqual([
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
    ]);
  });

  it('falls back to same-origin pages when a link is not configured', () => {
    const links = Object.fromEntries(footerLinks(NO_LINKS).map((link) => [link.key, link.href]));
    expect(links.help).toBe('/faq');
    expect(links.licenseTerms).toBe('/copyrights');
    expect(links.contact).toBe('/faq#kontakt');
    expect(links.imprint).toBe('/impressum');
    expect(links.privacy).toBe('/datenschutz');
    for (const link of footerLinks(null)) {
      expect(link.configured).toBe(false);
      expect(link.href.startsWith('/')).toBe(true);
    }
  });

  it('uses the configured targets (blank values count as unset)', () => {
    const links = footerLinks({
      ...NO_LINKS,
      imprint: 'https://verlag.example.org/impressum',
      privacy: '  ',
    });
    expect(links.find((link) => link.key === 'imprint')).toEqual({
      key: 'imprint',
      href: 'https://verlag.example.org/impressum',
      configured: true,
    });
    expect(links.find((link) => link.key === 'privacy')?.href).toBe('/datenschutz');
  });

  it("treats a path (the server's default) as a page of this app", () => {
    const links = footerLinks({ ...NO_LINKS, imprint: '/impressum', terms: '//agb.example.org/' });
    expect(links.find((link) => link.key === 'imprint')).toEqual({
      key: 'imprint',
      href: '/impressum',
      configured: false,
    });
    expect(links.find((link) => link.key === 'terms')?.configured).toBe(true);
  });

  it('lists only configured social links and builds mailto links', () => {
    expect(socialLinks(NO_LINKS)).toEqual([]);
    expect(socialLinks({ ...NO_LINKS, socialEarlyChildhood: 'https://social.example.org/kita' })).toEqual([
      { key: 'socialEarlyChildhood', href: 'https://social.example.org/kita' },
    ]);
    expect(mailHref(null)).toBeNull();
    expect(mailHref('hilfe@example.org')).toEqual({
      href: 'mailto:hilfe@example.org',
      address: 'hilfe@example.org',
    });
    expect(mailHref('mailto:hilfe@example.org')?.address).toBe('hilfe@example.org');
  });
});

describe('trial link', () => {
  it('uses the edition registration link on the edition pages', () => {
    expect(trialUrl(CONFIG, '/grundschule')).toBe(CONFIG.productEditionRegisterUrl.primaryGradeLevel);
    expect(trialUrl(CONFIG, '/sekundarstufe/')).toBe(CONFIG.productEditionRegisterUrl.secondaryGradeLevel);
  });

  it('uses the account register page everywhere else', () => {
    expect(trialUrl(CONFIG, '/landing')).toBe('https://konto.example.org/account/register');
    expect(trialUrl(CONFIG, '/faq')).toBe('https://konto.example.org/account/register');
    expect(trialUrl(null, '/landing')).toBeNull();
    expect(accountRegisterUrl('http://localhost:3000')).toBe('http://localhost:3000/account/register');
  });
});
