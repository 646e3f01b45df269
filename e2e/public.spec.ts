/**
 * Browser tests of the public pages and /login (issue 8): content, titles and meta descriptions,
 * header and footer link targets, the mobile menu, the login browser check (with and without the
 * operator override), the video consent, no third-party requests before consent, and axe.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatViolations, runAxe } from './support/axe.ts';
import { launchBrowser, type NewPageOptions, newPage } from './support/browser.ts';
import { E2E_SERVER_ENV } from './support/global-setup.ts';
import { DEMO, signInAs } from './support/pages.ts';
import { type StartedServer, startServer } from './support/server.ts';

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;
let browser: Browser;
const contexts: BrowserContext[] = [];

const TOOLTIP =
  'Wir empfehlen für die Nutzung von TAFINO einen der folgenden Browser: Chrome, Edge oder Firefox.';
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const OPERA_UA = `${CHROME_UA} OPR/111.0.0.0`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function freshPage(options: NewPageOptions = {}, url = baseUrl): Promise<Page> {
  const { context, page } = await newPage(browser, url, options);
  contexts.push(context);
  return page;
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function offOrigin(requests: Request[]): string[] {
  return requests
    .map((request) => request.url())
    .filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))
    .filter((url) => new URL(url).origin !== origin);
}

async function description(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

const PAGES = [
  {
    path: '/landing',
    heading: 'TAFINO – die interaktive Tafel für Ihren Unterricht',
    title: 'TAFINO – Die interaktive Tafel für Ihren Unterricht',
    text: 'Was TAFINO für Ihren Unterricht tut',
  },
  {
    path: '/grundschule',
    heading: 'TAFINO für die Grundschule',
    title: 'TAFINO – Grundschule',
    text: 'Alle Widgets der Ausgabe Grundschule',
  },
  {
    path: '/sekundarstufe',
    heading: 'TAFINO für die Sekundarstufe',
    title: 'TAFINO – Sekundarstufe',
    text: 'Alle Widgets der Ausgabe Sekundarstufe',
  },
  {
    path: '/faq',
    heading: 'Häufige Fragen',
    title: 'TAFINO – Häufige Fragen',
    text: 'Ist TAFINO datenschutzkonform (DSGVO)?',
  },
  {
    path: '/videos',
    heading: 'Erklärvideos',
    title: 'TAFINO – Erklärvideos',
    text: 'Widgets hinzufügen, verschieben und einstellen',
  },
  {
    path: '/copyrights',
    heading: 'Copyrights und Lizenzen',
    title: 'TAFINO – Copyrights und Lizenzen',
    text: 'Open-Source-Bibliotheken',
  },
  {
    path: '/login',
    heading: 'Anmelden',
    title: 'TAFINO – Anmelden',
    text: 'Melden Sie sich mit Ihrem TAFINO-Konto an',
  },
] as const;

describe('public pages', () => {
  it.each(PAGES)(
    '$path renders its heading, title and meta description',
    async ({ path, heading, title, text }) => {
      const page = await freshPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await page.getByText(text).first().waitFor();
      await page.waitForFunction((expected) => document.title === expected, title);
      expect(await page.title()).toBe(title);
      expect((await description(page))?.length ?? 0).toBeGreaterThan(50);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      await page.close();
    },
  );

  it('lists every widget of an edition by category, generated from the shared constants', async () => {
    const page = await freshPage();
    await page.goto('/grundschule');
    const widgets = page.getByTestId('edition-widgets');
    await widgets.waitFor();
    expect(await widgets.getByRole('heading', { name: 'Zeit', exact: true }).count()).toBe(1);
    expect(await widgets.getByText('Lernuhr', { exact: true }).count()).toBe(1);
    expect(await widgets.getByText('Brüche', { exact: true }).count()).toBe(0);
    await page.goto('/sekundarstufe');
    await page.getByRole('heading', { level: 1, name: 'TAFINO für die Sekundarstufe' }).waitFor();
    expect(await page.getByTestId('edition-widgets').getByText('Brüche', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('edition-widgets').getByText('Lernuhr', { exact: true }).count()).toBe(0);
    await page.close();
  });

  it('/copyrights lists the shipped libraries and the gallery licences', async () => {
    const page = await freshPage();
    await page.goto('/copyrights');
    const table = page.getByTestId('library-licenses');
    await table.waitFor();
    for (const name of ['react', 'react-router', 'zustand', 'oidc-client-ts']) {
      expect(await table.getByRole('rowheader', { name, exact: true }).count()).toBe(1);
    }
    await page
      .getByTestId('gallery-licenses')
      .or(page.getByText('Die Galerie enthält zurzeit keine Bilder'))
      .waitFor();
    expect(await page.getByText('eigens gestaltet', { exact: false }).count()).toBe(1);
    await page.close();
  });

  it('/faq has at least ten questions and the contact anchors of the footer fallbacks', async () => {
    const page = await freshPage();
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Häufige Fragen' }).waitFor();
    expect(await page.locator('details summary').count()).toBeGreaterThanOrEqual(10);
    for (const id of [
      'kontakt',
      'versand',
      'zusatzdownloads',
      'widerruf',
      'informationszentren',
      'abdruckrechte',
      'agb',
      'datenschutz',
      'impressum',
    ]) {
      expect(await page.locator(`#${id}`).count()).toBe(1);
    }
    await page.close();
  });
});

describe('header and footer', () => {
  async function headerLinks(page: Page) {
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.waitFor();
    const href = (name: string) => nav.getByRole('link', { name, exact: true }).getAttribute('href');
    return {
      trial: await href('30 Tage kostenlos testen'),
      primary: await href('Grundschule'),
      secondary: await href('Sekundarstufe'),
      videos: await href('Videos'),
      login: await href('Anmelden'),
    };
  }

  it('header: logo to /landing, trial link per page, editions, videos and login', async () => {
    const page = await freshPage();
    await page.goto('/landing');
    expect(await page.getByRole('link', { name: 'TAFINO – zur Startseite' }).getAttribute('href')).toBe(
      '/landing',
    );
    expect(await headerLinks(page)).toEqual({
      trial: `${baseUrl}/account/register`,
      primary: '/grundschule',
      secondary: '/sekundarstufe',
      videos: '/videos',
      login: '/login',
    });
    await page.goto('/grundschule');
    expect((await headerLinks(page)).trial).toBe(`${baseUrl}/account/register?edition=primaryGradeLevel`);
    await page.goto('/sekundarstufe');
    expect((await headerLinks(page)).trial).toBe(`${baseUrl}/account/register?edition=secondaryGradeLevel`);
    await page.goto('/faq');
    expect((await headerLinks(page)).trial).toBe(`${baseUrl}/account/register`);
    await page.close();
  });

  it('footer: teaser, help contact, the eleven links with configured targets or fallbacks, copyright', async () => {
    const page = await freshPage();
    await page.goto('/landing');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await footer.getByRole('heading', { name: 'Fragen?' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Zu den häufigen Fragen' }).getAttribute('href')).toBe(
      '/faq',
    );
    // No HELP_MAIL on the shared server: the operator's default address at its own host.
    const helpMail = `hilfe@${new URL(baseUrl).hostname}`;
    expect(await footer.getByRole('link', { name: helpMail }).getAttribute('href')).toBe(
      `mailto:${helpMail}`,
    );
    const links = footer.getByRole('navigation', { name: 'Service und Rechtliches' }).getByRole('link');
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(targets).toEqual([
      ['Hilfe & FAQs', '/faq'],
      ['Kontakt', '/faq#kontakt'],
      ['Versand', '/faq#versand'],
      ['Lizenzbedingungen', '/copyrights'],
      ['Zusatzdownloads', '/faq#zusatzdownloads'],
      ['Widerrufsbelehrung', '/faq#widerruf'],
      ['Informationszentren', '/faq#informationszentren'],
      ['Abdruckrechte', '/faq#abdruckrechte'],
      ['AGB', '/faq#agb'],
      ['Datenschutz', E2E_SERVER_ENV.LINK_PRIVACY],
      ['Impressum', E2E_SERVER_ENV.LINK_IMPRINT],
    ]);
    expect(await footer.getByText(`© ${new Date().getFullYear()} TAFINO`).count()).toBe(1);
    // Signed out, primary edition: the spring image, served by the app.
    expect(await footer.getAttribute('data-season')).toBe('Spring');
    const src = await footer.locator('img').first().getAttribute('src');
    expect(new URL(src ?? '', baseUrl).origin).toBe(origin);

    await footer.getByRole('link', { name: 'Kontakt', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/faq' && url.hash === '#kontakt');
    await page.getByRole('heading', { name: 'Kontakt', exact: true }).waitFor();
    await page.close();
  });

  it('mobile menu at 800 px: opens with its button, closes on an outside click and on Escape', async () => {
    const page = await freshPage({ viewport: { width: 800, height: 900 } });
    await page.goto('/landing');
    const button = page.getByRole('button', { name: 'Menü' });
    const trial = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Grundschule' });
    await button.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await trial.isVisible()).toBe(false);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await trial.waitFor({ state: 'visible' });
    const box = await button.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);

    // Outside the header and its menu panel (which covers the top of the page).
    await page.mouse.click(20, 850);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await trial.waitFor({ state: 'hidden' });

    await button.click();
    await trial.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await button.click();
    await trial.click();
    await page.waitForURL((url) => url.pathname === '/grundschule');
    // The navigation closes the menu once the new page has rendered.
    await page.getByRole('heading', { level: 1, name: 'TAFINO für die Grundschule' }).waitFor();
    await page.locator('.site-header__menu-button[aria-expanded="false"]').waitFor();
    await trial.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('desktop width: no menu button, the links are shown directly', async () => {
    const page = await freshPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/landing');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Videos' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Menü' }).isVisible()).toBe(false);
    await page.close();
  });
});

describe('prerendered landing page', () => {
  it('comes from the server complete, and loads only its own small script', async () => {
    const response = await fetch(`${baseUrl}/landing`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>TAFINO – Die interaktive Tafel für Ihren Unterricht</title>');
    expect(html).toContain('<h1>TAFINO – die interaktive Tafel für Ihren Unterricht</h1>');
    expect(html).toContain(`href="${E2E_SERVER_ENV.LINK_IMPRINT}"`);
    const appEntry = /data-app-entry="([^"]+)"/.exec(html)?.[1];
    expect(appEntry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // An unchanged page is not sent again.
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${baseUrl}/landing`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);

    const page = await freshPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/landing', { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(appEntry);
    expect(scripts.filter((path) => /\/(vendor|index)-/.test(path))).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de');
    await page.close();
  });

  it('starts the app for a signed-in visitor, with their footer image setting', async () => {
    const page = await freshPage();
    await signInAs(page, DEMO.admin);
    const setFooterImage = (value: string | null) =>
      page.evaluate(async (value) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
        const token = JSON.parse(localStorage.getItem(key ?? '') ?? '{}').access_token;
        const response = await fetch('/api/setting-management/settings/change-current-user-single', {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'AppPlatform.Desktop.FooterImageGroupSlug', value }),
        });
        return response.status;
      }, value);
    expect(await setFooterImage('Winter')).toBe(204);
    try {
      await page.goto('/landing');
      await page.locator('footer[data-season="Winter"]').waitFor();
      await page
        .getByRole('heading', { level: 1, name: 'TAFINO – die interaktive Tafel für Ihren Unterricht' })
        .waitFor();
      expect(await page.getByRole('contentinfo').count()).toBe(1);
    } finally {
      expect(await setFooterImage(null)).toBe(204);
    }
    await page.close();
  });
});

describe('login browser check', () => {
  async function loginButton(page: Page) {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Anmelden', exact: true });
    await button.waitFor();
    return button;
  }

  it('is enabled in Chrome', async () => {
    const page = await freshPage({ userAgent: CHROME_UA });
    const button = await loginButton(page);
    expect(await button.isEnabled()).toBe(true);
    expect(await page.getByText(TOOLTIP).count()).toBe(0);
    await page.close();
  });

  it('is disabled with the recommendation in Opera, shown next to it and as its description', async () => {
    const page = await freshPage({ userAgent: OPERA_UA });
    const button = await loginButton(page);
    expect(await button.isDisabled()).toBe(true);
    const note = page.getByText(TOOLTIP, { exact: true });
    await note.waitFor({ state: 'visible' });
    const noteId = await note.getAttribute('id');
    expect(await button.getAttribute('aria-describedby')).toBe(noteId);
    expect(await page.locator(`[title="${TOOLTIP}"]`).count()).toBe(1);
    await page.close();
  });

  describe('with ALLOW_SIGNIN_UNSUPPORTED_BROWSERS', () => {
    let server: StartedServer;
    beforeAll(async () => {
      server = await startServer({ env: { ...E2E_SERVER_ENV, ALLOW_SIGNIN_UNSUPPORTED_BROWSERS: 'true' } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('is enabled in Opera', async () => {
      const page = await freshPage({ userAgent: OPERA_UA }, server.baseUrl);
      const button = await loginButton(page);
      expect(await button.isEnabled()).toBe(true);
      expect(await page.getByText(TOOLTIP).count()).toBe(0);
      await page.close();
    });
  });
});

describe('privacy: no third-party requests before consent', () => {
  it('the video placeholders load nothing from YouTube until consent', async () => {
    const page = await freshPage();
    const requests = recordRequests(page);
    await page.goto('/videos', { waitUntil: 'networkidle' });
    const placeholders = page.getByTestId('video-placeholder');
    await placeholders.first().waitFor();
    expect(await placeholders.first().textContent()).toContain('www.youtube-nocookie.com');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(offOrigin(requests)).toEqual([]);

    await page.getByRole('button', { name: 'Einwilligen und Videos laden' }).first().click();
    const frame = page.locator('iframe').first();
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
    );
    expect(await frame.getAttribute('sandbox')).toBeTruthy();
    expect(await page.getByTestId('video-placeholder').count()).toBe(0);
    await page.close();
  });

  it.each(PAGES.map((p) => p.path))('%s requests nothing from another origin', async (path) => {
    const page = await freshPage();
    const requests = recordRequests(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(offOrigin(requests)).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
    await page.close();
  });
});

describe('accessibility', () => {
  it.each(PAGES.map((p) => p.path))('axe finds no violations on %s', async (path) => {
    const page = await freshPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(formatViolations(await runAxe(page))).toEqual([]);
    await page.close();
  });

  it('axe finds no violations with the mobile menu open and on the disabled login', async () => {
    const page = await freshPage({ viewport: { width: 800, height: 900 }, userAgent: OPERA_UA });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Menü' }).click();
    expect(formatViolations(await runAxe(page))).toEqual([]);
    await page.close();
  });

  it('the header and footer can be used with the keyboard', async () => {
    const page = await freshPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/landing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Inhalt springen');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'TAFINO – zur Startseite',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('30 Tage kostenlos testen');
    await page.close();
  });
});
