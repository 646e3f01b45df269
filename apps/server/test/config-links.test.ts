import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from '../../web/src/app/route-patterns.ts';
import { ENV_VARIABLES, loadConfig } from '../src/config.ts';

// Spec section 2 lists these unconditionally: the account menu's Impressum and Datenschutz, the
// footer's social links for school and early childhood, the help contact by mail and the eleven
// footer links (issue 13, item 10).
const SPEC_LINKS = [
  'imprint',
  'privacy',
  'socialSchool',
  'socialEarlyChildhood',
  'help',
  'contact',
  'shipping',
  'licenseTerms',
  'downloads',
  'withdrawal',
  'infoCentres',
  'reprintRights',
  'terms',
] as const;

/** True when a same-origin link names a page of the app's router (path and #anchor). */
function isAppPage(link: string): boolean {
  const path = new URL(link, 'http://app.invalid').pathname;
  return APP_ROUTE_PATTERNS.some(
    (pattern) => pattern.replace(/\/:\w+\?$/, '') === path.replace(/\/$/, '') || pattern === path,
  );
}

describe('links of a default installation', () => {
  it('a config without any LINK_* or HELP_MAIL yields every link the spec lists', () => {
    const { links } = loadConfig({ PUBLIC_ORIGIN: 'https://tafel.schule.example' }).runtime;
    for (const key of SPEC_LINKS) {
      expect(links[key], key).toBeTruthy();
      // defaults are pages of this app (the operator replaces them by setting the variable)
      expect(links[key]!.startsWith('/'), `${key}: ${links[key]}`).toBe(true);
      expect(isAppPage(links[key]!), `${key}: ${links[key]}`).toBe(true);
    }
    expect(links.imprint).toBe('/impressum');
    expect(links.privacy).toBe('/datenschutz');
    // the help mail goes to the operator's own domain
    expect(links.helpMail).toBe('hilfe@tafel.schule.example');
  });

  it('the help mail default also works for a bare host (localhost)', () => {
    expect(loadConfig({}).runtime.links.helpMail).toBe('hilfe@localhost');
  });

  it('an operator replaces each default with its own page', () => {
    const { links } = loadConfig({
      LINK_IMPRINT: 'https://schule.example/impressum',
      LINK_PRIVACY: 'https://schule.example/datenschutz',
      LINK_SOCIAL_SCHOOL: 'https://social.example/@schule',
      HELP_MAIL: 'support@schule.example',
    }).runtime;
    expect(links.imprint).toBe('https://schule.example/impressum');
    expect(links.privacy).toBe('https://schule.example/datenschutz');
    expect(links.socialSchool).toBe('https://social.example/@schule');
    expect(links.socialEarlyChildhood).toMatch(/^\//);
    expect(links.helpMail).toBe('support@schule.example');
  });
});

describe('README', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  /** Variables named in the first column of the README's configuration table. */
  const documented = new Set(
    readme
      .split('\n')
      .filter((line) => /^\| `[A-Z]/.test(line))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
  );

  it('documents every environment variable that config.ts reads', () => {
    expect(ENV_VARIABLES.length).toBeGreaterThan(40);
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('names no variable that config.ts does not read', () => {
    expect([...documented].filter((name) => !ENV_VARIABLES.includes(name))).toEqual([]);
  });
});
