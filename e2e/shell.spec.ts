/**
 * Browser tests of the signed-in app shell (issue 4): sign-in and redirects, account menu, logout,
 * expired session, 404 page, desktops, background, keyboard, touch targets and axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { E2E_SERVER_ENV } from './support/global-setup.ts';
import {
  DEMO,
  type DemoAccount,
  escapeRegExp,
  shell,
  signIn,
  signInAs,
  startSignIn,
} from './support/pages.ts';
import { useBrowser } from './support/session.ts';

const session = useBrowser();
const { baseUrl } = session;

async function freshPage(): Promise<Page> {
  return (await session.open()).page;
}

/** A page signed in as `account`, on the shell at '/'. */
async function signedInPage(account: DemoAccount = DEMO.anna): Promise<Page> {
  const page = await freshPage();
  await signInAs(page, account);
  await shell(page).accountButton.waitFor();
  return page;
}

const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;

describe('sign-in and redirects', () => {
  it('signs in through the real form and lands on /', async () => {
    const page = await freshPage();
    await startSignIn(page);
    expect(new URL(page.url()).searchParams.size === 0 || page.url().includes('/oidc')).toBe(true);
    await signIn(page, DEMO.anna.email, DEMO.anna.password);
    expect(path(page)).toBe('/');
    const ui = shell(page);
    await ui.accountButton.waitFor();
    expect(await ui.accountButton.textContent()).toContain('AB');
    await page.getByRole('button', { name: 'Benutzermenü von Anna Becker', exact: true }).waitFor();
    expect(await page.getByTestId('avatar').textContent()).toBe('AB');
    await page.close();
  });

  it('uses the code flow with PKCE S256, client tafino-web and the configured scopes', async () => {
    const page = await freshPage();
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Anmelden', exact: true });
    // The button is enabled once the OIDC client has checked for an existing session.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Anmelden' && !b.disabled),
    );
    const [request] = await Promise.all([
      page.waitForRequest(
        (r) => new URL(r.url()).pathname === '/oidc/auth' && !r.url().includes('prompt=none'),
      ),
      button.click(),
    ]);
    const url = new URL(request.url());
    expect(url.searchParams.get('client_id')).toBe('tafino-web');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${baseUrl}/signin`);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(
      ['email', 'offline_access', 'openid', 'profile', 'tafino-api'].sort(),
    );
    await page.close();
  });

  it('returns to a /desktops/... path visited while signed out', async () => {
    const page = await freshPage();
    await page.goto('/desktops/xyz');
    await page.waitForURL((url) => url.pathname === '/landing');
    await signIn(page, DEMO.anna.email, DEMO.anna.password);
    await page.waitForURL((url) => url.pathname === '/desktops/xyz');
    await page.getByRole('heading', { name: 'Desktop nicht gefunden' }).waitFor();
    await page.close();
  });

  it('sends a signed-in visitor of /login on to /', async () => {
    const page = await signedInPage();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('sends a signed-out visitor of / to /landing', async () => {
    const page = await freshPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/landing');
    await page.close();
  });
});

describe('top bar and account menu', () => {
  it('shows the logo link, survey and video buttons with their tooltips', async () => {
    const page = await signedInPage();
    const ui = shell(page);
    expect(await ui.logo.getAttribute('href')).toBe('/');
    const survey = ui.topBar.getByRole('link', { name: 'Umfrage' });
    expect(await survey.getAttribute('href')).toBe(E2E_SERVER_ENV.SURVEY_URL_PRIMARY);
    await survey.hover();
    await expect
      .poll(() => survey.locator('.tooltip').evaluate((el) => getComputedStyle(el).opacity))
      .toBe('1');
    expect(await survey.locator('.tooltip').textContent()).toBe('Umfrage');
    const videos = ui.topBar.getByRole('link', { name: 'Video-Tutorials' });
    expect(await videos.getAttribute('href')).toBe(E2E_SERVER_ENV.VIDEO_CHANNEL_URL);
    await page.close();
  });

  it('lists exactly the spec entries in order, with their targets', async () => {
    const page = await signedInPage();
    const menu = await shell(page).openAccountMenu();
    const items = menu.getByRole('menuitem');
    expect(await items.allInnerTexts()).toEqual([
      'Account Einstellungen',
      'Meine Dateien',
      'Impressum',
      'Datenschutz',
      'Copyrights',
      'Ausloggen',
    ]);
    const href = (name: string) => menu.getByRole('menuitem', { name, exact: true }).getAttribute('href');
    expect(await href('Account Einstellungen')).toBe(`${baseUrl}/Account/Manage`);
    expect(await href('Impressum')).toBe(E2E_SERVER_ENV.LINK_IMPRINT);
    expect(await href('Datenschutz')).toBe(E2E_SERVER_ENV.LINK_PRIVACY);
    expect(await href('Copyrights')).toBe('/copyrights');
    expect(await href('Meine Dateien')).toBe('/meine-dateien');
    expect(await href('Ausloggen')).toBe('/logout');
    for (const name of ['Account Einstellungen', 'Impressum', 'Datenschutz']) {
      expect(await menu.getByRole('menuitem', { name }).getAttribute('target')).toBe('_blank');
    }
    await page.close();
  });

  it('shows YouTube Datenschutz only while video consent is not given', async () => {
    const page = await signedInPage();
    await page.context().addCookies([{ name: 'tafino_video_consent', value: 'false', url: baseUrl }]);
    await page.reload();
    const ui = shell(page);
    const menu = await ui.openAccountMenu();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Account Einstellungen',
      'Meine Dateien',
      'Impressum',
      'Datenschutz',
      'Copyrights',
      'YouTube Datenschutz',
      'Ausloggen',
    ]);
    await menu.getByRole('menuitem', { name: 'YouTube Datenschutz' }).click();
    const dialog = ui.dialog('YouTube Datenschutz');
    await dialog.waitFor();
    const accept = dialog.getByRole('button', { name: 'Einwilligen' });
    const revoke = dialog.getByRole('button', { name: 'Widerrufen' });
    expect(await accept.isEnabled()).toBe(true);
    expect(await revoke.isEnabled()).toBe(false);
    await accept.click();
    expect(await accept.isEnabled()).toBe(false);
    expect(await revoke.isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const again = await ui.openAccountMenu();
    expect(await again.getByRole('menuitem', { name: 'YouTube Datenschutz' }).count()).toBe(0);
    await page.close();
  });

  it('is usable by keyboard: open, move, Esc closes and returns focus', async () => {
    const page = await signedInPage();
    const ui = shell(page);
    await ui.accountButton.focus();
    await page.keyboard.press('Enter');
    await ui.accountMenu.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe('Account Einstellungen');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Meine Dateien');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Ausloggen');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Account Einstellungen');
    await page.keyboard.press('Escape');
    await ui.accountMenu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
    expect(await ui.accountButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await ui.accountButton.getAttribute('aria-expanded')).toBe('false');
    // The focus ring is visible on keyboard focus.
    const outline = await ui.accountButton.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.close();
  });

  it('gives every control in the top bar a touch target of at least 24x24 px (main controls 44)', async () => {
    const page = await signedInPage();
    const sizes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('header a, header button')).map((el) => {
        const rect = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? el.textContent,
          width: rect.width,
          height: rect.height,
        };
      }),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(5);
    for (const size of sizes) {
      expect.soft(size.width, `${size.name}`).toBeGreaterThanOrEqual(44);
      expect.soft(size.height, `${size.name}`).toBeGreaterThanOrEqual(44);
    }
    await page.close();
  });

  it('has no axe violations on the signed-in shell, with the menus and dialogs open', async () => {
    const page = await signedInPage();
    const ui = shell(page);
    expect(formatViolations(await runAxe(page))).toEqual([]);
    await ui.openAccountMenu();
    expect(formatViolations(await runAxe(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await ui.openDesktopMenu();
    expect(formatViolations(await runAxe(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await ui.backgroundButton.click();
    await ui.dialog('Hintergrund').waitFor();
    expect(formatViolations(await runAxe(page))).toEqual([]);
    await page.close();
  });
});

describe('sign-out and session end', () => {
  it('logs out at the provider too and shows the logout page', async () => {
    const page = await signedInPage();
    // The refresh token is revoked before the page leaves for the provider: the revocation request
    // completes (it is not cancelled by the navigation).
    const events: string[] = [];
    const isRevocation = (url: string) => new URL(url).pathname.startsWith('/oidc/token/revocation');
    page.on('request', (request) => {
      if (isRevocation(request.url())) events.push('revocation sent');
    });
    page.on('requestfinished', (request) => {
      if (isRevocation(request.url())) events.push('revocation completed');
    });
    page.on('requestfailed', (request) => {
      if (isRevocation(request.url())) events.push(`revocation failed: ${request.failure()?.errorText}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/oidc/session/end'))
        events.push('left for the provider');
    });
    const menu = await shell(page).openAccountMenu();
    await menu.getByRole('menuitem', { name: 'Ausloggen' }).click();
    // /logout -> the provider's end-session endpoint (auto-confirmed for our own app) -> back to /logout.
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/session/end'), { timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Abgemeldet' }).waitFor();
    expect(events.slice(0, 3)).toEqual(['revocation sent', 'revocation completed', 'left for the provider']);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user'))),
    ).toEqual([]);
    // The provider session has ended: signing in asks for the password again.
    await startSignIn(page);
    await page.getByLabel('Passwort', { exact: true }).waitFor();
    // And the shell is closed again.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/landing');
    await page.close();
  });

  it('goes to /logout when the session has expired', async () => {
    const page = await signedInPage();
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(localStorage.getItem(key)!);
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(user));
    });
    await page.goto('/desktops/irgendwas');
    await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Abgemeldet' }).waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('opens the signed-in shell without loading the OIDC library', async () => {
    const page = await signedInPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await shell(page).accountButton.waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((p) => p.includes('/assets/vendor-'))).toBe(true);
    expect(scripts.filter((p) => p.includes('oidc-client'))).toEqual([]);
    await page.close();
  });

  it('sends the first reads and loads the page’s route code at boot, each only once, with the configuration in the page', async () => {
    const page = await signedInPage();
    const name = await openFreshBoard(page, 'Frühstart');
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(`${request.method()} ${url.pathname}${url.search}`);
      else if (/^\/assets\/(SignedInShell|DesktopRoute)-[\w-]+\.js$/.test(url.pathname)) {
        reads.push(`code ${url.pathname.replace(/^\/assets\/(\w+)-.*$/, '$1')}`);
      }
    });
    await page.reload();
    await board(page).ready();
    await page.waitForLoadState('networkidle');
    // The server wrote the runtime configuration into the page: the app does not ask for it.
    expect(reads).not.toContain('GET /api/abp/application-configuration');
    const early = [
      'GET /api/platform/desktops/by-user',
      'GET /api/setting-management/settings/by-current-user',
      'GET /api/platform/menus/by-current-user?Framework=tafino-web',
    ];
    for (const read of early) {
      expect(
        reads.filter((r) => r === read),
        read,
      ).toHaveLength(1);
    }
    for (const code of ['code SignedInShell', 'code DesktopRoute']) {
      expect(
        reads.filter((r) => r === code),
        code,
      ).toHaveLength(1);
    }
    const widgetLists = reads.filter((r) => /^GET \/api\/platform\/desktops\/[^/]+\/widgets$/.test(r));
    expect(widgetLists).toHaveLength(1);
    expect(path(page)).toBe(`/desktops/${name}`);
    await page.close();
  });

  it('renews the access token with the refresh token a minute before it expires', async () => {
    const page = await signedInPage();
    const stored = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
        return JSON.parse(localStorage.getItem(key)!) as { access_token: string; expires_at: number };
      });
    const before = await stored();
    // 62 s left: the renewal is due in 2 s (60 s before expiry).
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(localStorage.getItem(key)!);
      user.expires_at = Math.floor(Date.now() / 1000) + 62;
      localStorage.setItem(key, JSON.stringify(user));
    });
    const tokenRequest = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/oidc/token' && request.method() === 'POST',
      { timeout: 15_000 },
    );
    await page.reload();
    await shell(page).accountButton.waitFor();
    expect((await tokenRequest).postData()).toContain('grant_type=refresh_token');
    await expect
      .poll(async () => (await stored()).access_token, { timeout: 15_000 })
      .not.toBe(before.access_token);
    const after = await stored();
    expect(after.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(300);
    // The new token works: the desktop list still loads, and the page stays signed in.
    await page.reload();
    await shell(page).accountButton.waitFor();
    expect(path(page)).toBe('/');
    await page.close();
  });

  it('goes to /logout when the API answers 401', async () => {
    const page = await signedInPage();
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(localStorage.getItem(key)!);
      user.access_token = 'kein-gueltiges-token';
      localStorage.setItem(key, JSON.stringify(user));
    });
    const unauthorized = page.waitForResponse((response) => response.status() === 401);
    await page.reload();
    await unauthorized;
    await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
    await page.close();
  });
});

describe('error pages', () => {
  it('shows the 404 page for an unknown path', async () => {
    const page = await freshPage();
    const response = await page.goto('/gibt-es-nicht');
    // The server knows the app's routes: an unknown path is a 404, with the app's German 404 page.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await page.getByText('Die angefordere Seite wurde nicht gefunden.').waitFor();
    expect(await page.title()).toMatch(/^Fehler - Seite nicht gefunden/);
    await page.screenshot({ path: '/tmp/not-found-404.png' });
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/landing');
    await page.close();
  });

  it('keeps the default layout around the 404 page when signed in', async () => {
    const page = await signedInPage();
    expect((await page.goto('/gibt/es/nicht'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await shell(page).accountButton.waitFor();
    expect(formatViolations(await runAxe(page))).toEqual([]);
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});

describe('desktops', () => {
  it('creates, switches, renames and deletes desktops; the URL shows the name', async () => {
    const page = await signedInPage(DEMO.jonas);
    const ui = shell(page);
    const first = unique('Mathe 3b');
    const second = unique('Deutsch');
    await ui.createDesktop(first, '3b');
    expect(path(page)).toBe(`/desktops/${first}`);
    await expect.poll(() => ui.desktopButton.textContent()).toContain(first);
    await ui.createDesktop(second);
    expect(path(page)).toBe(`/desktops/${second}`);

    await ui.switchDesktop(first);
    await expect
      .poll(() => ui.desktopButton.getAttribute('aria-label'))
      .toBe(`Desktop wechseln, aktuell: ${first}`);
    const menu = await ui.openDesktopMenu();
    expect(
      await menu
        .getByRole('menuitemradio', { name: new RegExp(`^${escapeRegExp(first)}`) })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await page.keyboard.press('Escape');

    // The URL survives a reload.
    await page.reload();
    await expect.poll(() => ui.desktopButton.textContent()).toContain(first);

    // Rename the current desktop.
    const renamed = `${first} neu`;
    await (await ui.openDesktopMenu()).getByRole('menuitem', { name: 'Desktop umbenennen' }).click();
    const renameDialog = ui.dialog('Desktop umbenennen');
    expect(await renameDialog.getByLabel('Name').inputValue()).toBe(first);
    expect(await renameDialog.getByLabel('Klassencode').inputValue()).toBe('3b');
    await renameDialog.getByLabel('Name').fill(renamed);
    await renameDialog.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/desktops/${renamed}`);

    // A second desktop of the same name is refused.
    await (await ui.openDesktopMenu()).getByRole('menuitem', { name: 'Neuer Desktop' }).click();
    const createDialog = ui.dialog('Neuer Desktop');
    await createDialog.getByLabel('Name').fill(second);
    await createDialog.getByRole('button', { name: 'Erstellen' }).click();
    await createDialog.getByText('Sie haben bereits einen Desktop mit diesem Namen.').waitFor();
    await createDialog.getByRole('button', { name: 'Abbrechen' }).click();

    // Delete the current one (after confirmation): the first remaining desktop becomes current.
    await (await ui.openDesktopMenu()).getByRole('menuitem', { name: 'Desktop löschen' }).click();
    const deleteDialog = ui.dialog('Desktop löschen?');
    await deleteDialog.getByText(`„${renamed}“`, { exact: false }).waitFor();
    await deleteDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await deleteDialog.waitFor({ state: 'hidden' });
    expect(path(page)).toBe(`/desktops/${renamed}`);
    await (await ui.openDesktopMenu()).getByRole('menuitem', { name: 'Desktop löschen' }).click();
    await ui.dialog('Desktop löschen?').getByRole('button', { name: 'Löschen' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) !== `/desktops/${renamed}`);
    const names = await (await ui.openDesktopMenu()).getByRole('menuitemradio').allInnerTexts();
    expect(names.some((name) => name.startsWith(renamed))).toBe(false);
    expect(names.some((name) => name.startsWith(second))).toBe(true);
    const remainingFirst = names[0]!.split(' · ')[0]!;
    expect(path(page)).toBe(`/desktops/${remainingFirst}`);
    await page.close();
  });

  it('reloads the list and shows the error when creating fails', async () => {
    const page = await signedInPage(DEMO.jonas);
    const ui = shell(page);
    await page.route('**/api/platform/desktops', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'Test', message: 'Der Desktop konnte nicht gespeichert werden.' },
            }),
          })
        : route.continue(),
    );
    await (await ui.openDesktopMenu()).getByRole('menuitem', { name: 'Neuer Desktop' }).click();
    const dialog = ui.dialog('Neuer Desktop');
    await dialog.getByLabel('Name').fill(unique('Fehlerfall'));
    const reload = page.waitForRequest((request) => request.url().endsWith('/api/platform/desktops/by-user'));
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await reload;
    await dialog.getByRole('alert').getByText('Der Desktop konnte nicht gespeichert werden.').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Der Desktop konnte nicht gespeichert werden.' })
      .first()
      .waitFor();
    await expect.poll(() => page.getByTestId('progress-bar').getAttribute('data-state')).toBe('failed');
    await page.close();
  });
});

describe('background and fullscreen', () => {
  it('changes the background image and colour; both survive a reload', async () => {
    const page = await signedInPage(DEMO.jonas);
    const ui = shell(page);
    const current = () => ui.desktopArea.getAttribute('data-background');
    await expect.poll(current).toBe('paper');

    await ui.backgroundButton.click();
    const panel = ui.dialog('Hintergrund');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/change-current-user-single') && r.status() === 204,
    );
    await panel.locator('label', { hasText: 'Kreidetafel' }).click();
    await saved;
    expect(await current()).toBe('chalkboard');
    expect(await ui.desktopArea.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'chalkboard.svg',
    );
    await page.reload();
    await expect.poll(current).toBe('chalkboard');

    await ui.backgroundButton.click();
    const colourSaved = page.waitForResponse(
      (r) => r.url().endsWith('/change-current-user-single') && r.status() === 204,
    );
    await panel.locator('label', { hasText: 'Hellblau' }).click();
    await colourSaved;
    expect(await current()).toBe('#dcebf7');
    await page.reload();
    await expect.poll(current).toBe('#dcebf7');
    expect(await ui.desktopArea.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(220, 235, 247)',
    );

    // Choosing an image again clears the colour.
    await ui.backgroundButton.click();
    await panel.locator('label', { hasText: 'Papier' }).click();
    await expect.poll(current).toBe('paper');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(current).toBe('paper');
    await page.close();
  });

  it('toggles fullscreen', async () => {
    const page = await signedInPage(DEMO.jonas);
    const ui = shell(page);
    await ui.fullscreenButton.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.getByRole('button', { name: 'Vollbild beenden' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await page.close();
  });
});

describe('editions, sound, per-desktop background, seasonal footer (issue 13)', () => {
  const settingSaved = (page: Page) =>
    page.waitForResponse((r) => r.url().endsWith('/change-current-user-single') && r.status() === 204);
  const desktopSaved = (page: Page) =>
    page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/platform\/desktops\/[^/]+$/.test(r.url()),
    );

  it('switches between Grundschule and Sekundarstufe from the account menu, at once and stored', async () => {
    const page = await signedInPage(DEMO.mia);
    const ui = shell(page);
    const b = board(page);
    const edition = () => page.evaluate(() => document.documentElement.dataset.edition);
    const choose = async (name: 'Grundschule' | 'Sekundarstufe') => {
      const menu = await ui.openAccountMenu();
      const saved = settingSaved(page);
      await menu.getByRole('menuitemradio', { name }).click();
      await saved;
    };
    try {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await openFreshBoard(page, 'Ausgabe');
      await expect.poll(edition).toBe('PrimaryGradeLevel');
      let menu = await ui.openAccountMenu();
      expect(
        await menu.getByRole('menuitemradio', { name: 'Grundschule' }).getAttribute('aria-checked'),
      ).toBe('true');
      expect(
        await menu.getByRole('menuitemradio', { name: 'Sekundarstufe' }).getAttribute('aria-checked'),
      ).toBe('false');
      await page.keyboard.press('Escape');
      await page.screenshot({ path: '/tmp/edition-primary-1920.png' });

      await choose('Sekundarstufe');
      // Applied at once: the shell's look and the board (its bar and default sizes) follow.
      await expect.poll(edition).toBe('SecondaryGradeLevel');
      await expect.poll(() => b.root.getAttribute('data-edition')).toBe('SecondaryGradeLevel');
      expect(await b.bar.getByRole('button').count()).toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/edition-secondary-1920.png' });
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.screenshot({ path: '/tmp/edition-secondary-1024.png' });

      await page.reload();
      await b.ready();
      await expect.poll(edition).toBe('SecondaryGradeLevel');
      menu = await ui.openAccountMenu();
      expect(
        await menu.getByRole('menuitemradio', { name: 'Sekundarstufe' }).getAttribute('aria-checked'),
      ).toBe('true');
      await page.keyboard.press('Escape');

      await choose('Grundschule');
      await expect.poll(edition).toBe('PrimaryGradeLevel');
      await expect.poll(() => b.root.getAttribute('data-edition')).toBe('PrimaryGradeLevel');
      await page.screenshot({ path: '/tmp/edition-primary-1024.png' });
    } finally {
      if ((await edition()) !== 'PrimaryGradeLevel') await choose('Grundschule');
      await page.close();
    }
  });

  it("'Ton aus/an' in the top bar silences every widget and is stored", async () => {
    const page = await signedInPage(DEMO.jonas);
    // Counts the tones the page starts (the widgets synthesize their sounds with WebAudio).
    await page.addInitScript(() => {
      const w = window as unknown as { __tones: number };
      w.__tones = 0;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.__tones += 1;
        return original.call(this);
      };
    });
    await page.reload();
    const ui = shell(page);
    const b = board(page);
    const toggle = ui.topBar.getByRole('button', { name: 'Ton an' });
    const tones = () => page.evaluate(() => (window as unknown as { __tones: number }).__tones);
    const setSound = async (on: boolean) => {
      if ((await toggle.getAttribute('aria-pressed')) === String(on)) return;
      const saved = settingSaved(page);
      await toggle.click();
      await saved;
      expect(await toggle.getAttribute('aria-pressed')).toBe(String(on));
    };
    try {
      await toggle.waitFor();
      const box = await toggle.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await setSound(true);

      await openFreshBoard(page, 'Ton');
      const dice = await b.add('Würfel');
      await dice.getByRole('button', { name: 'Einstellungen' }).click();
      const panel = page.getByRole('complementary', { name: 'Einstellungen: Würfel' });
      await panel.getByLabel('Ton beim Würfeln').check();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await b.waitSaved();

      // Sound on and the widget's own sound on: rolling plays.
      await dice.getByRole('button', { name: 'Würfeln' }).click();
      await expect.poll(tones).toBeGreaterThan(0);

      // 'Ton aus' overrides the widget: no tone.
      await setSound(false);
      expect(await ui.topBar.getByRole('button', { name: 'Ton an' }).getAttribute('data-sound')).toBe('off');
      const before = await tones();
      await dice.getByRole('button', { name: 'Würfeln' }).click();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      expect(await tones()).toBe(before);

      // Stored as a user setting: still off after a reload (and on a fresh device).
      await page.reload();
      await b.ready();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      const other = await freshPage();
      await signInAs(other, DEMO.jonas);
      await expect
        .poll(() => shell(other).topBar.getByRole('button', { name: 'Ton an' }).getAttribute('aria-pressed'))
        .toBe('false');
      await other.close();
      await b.widget('Würfel').getByRole('button', { name: 'Würfeln' }).click();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      expect(await tones()).toBe(0);
    } finally {
      await setSound(true);
      await page.close();
    }
  });

  it('keeps a chosen background with its desktop; new desktops take the user default; the palette comes from the settings', async () => {
    const page = await signedInPage(DEMO.jonas);
    const ui = shell(page);
    const panel = ui.dialog('Hintergrund');
    const current = () => ui.desktopArea.getAttribute('data-background');
    const choose = async (label: string) => {
      await ui.backgroundButton.click();
      const saved = desktopSaved(page);
      await panel.locator('label', { hasText: label }).click();
      expect((await saved).status()).toBe(200);
      await panel.getByRole('button', { name: 'Fertig' }).click();
    };
    try {
      const first = await openFreshBoard(page, 'Hintergrund A');
      await choose('Kreidetafel');
      await expect.poll(current).toBe('chalkboard');
      const second = await openFreshBoard(page, 'Hintergrund B');
      // A new desktop starts with the user's default (the last choice).
      await expect.poll(current).toBe('chalkboard');
      await choose('Himmel');
      await expect.poll(current).toBe('sky');

      await ui.switchDesktop(first);
      await expect.poll(current).toBe('chalkboard');
      await ui.switchDesktop(second);
      await expect.poll(current).toBe('sky');
      await ui.switchDesktop(first);
      await page.reload();
      await expect.poll(current).toBe('chalkboard');

      // The board's later layout saves keep the desktop's background.
      const b = board(page);
      await b.ready();
      await b.add('Notiz');
      await b.waitSaved();
      await page.reload();
      await expect.poll(current).toBe('chalkboard');

      // The palette is the Desktop.Style.BackgroundColors setting (default: seven colours).
      await ui.backgroundButton.click();
      const colours = panel.getByRole('group', { name: 'Farben' }).locator('label');
      await expect.poll(() => colours.count()).toBe(7);
      await page.keyboard.press('Escape');
    } finally {
      // Back to the default for the other tests of this account.
      await ui.backgroundButton.click();
      const saved = settingSaved(page);
      await panel.locator('label', { hasText: 'Papier' }).click();
      await saved;
      await page.close();
    }
  });

  it('shows the seasonal footer under the board, never over widgets, at 1920x1080 and 1024x768', async () => {
    const page = await signedInPage(DEMO.anna);
    const ui = shell(page);
    const b = board(page);
    const footer = page.getByTestId('shell-footer');
    await openFreshBoard(page, 'Fußzeile');
    await b.add('Notiz');
    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await footer.waitFor();
      expect(await footer.getAttribute('data-season')).not.toBe('None');
      expect(await footer.locator('img').evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
      const footerBox = (await footer.boundingBox())!;
      const mainBox = (await ui.desktopArea.boundingBox())!;
      expect(footerBox.height).toBeGreaterThanOrEqual(24);
      // The footer is its own row at the bottom of the viewport; the desktop ends above it.
      expect(Math.round(footerBox.y + footerBox.height)).toBe(viewport.height);
      expect(mainBox.y + mainBox.height).toBeLessThanOrEqual(footerBox.y + 0.5);
      // Nothing of the board (widgets, bar) lies under the footer.
      const boardBottom = await page.evaluate(() =>
        Math.max(
          ...Array.from(document.querySelectorAll('.board, section.widget-frame, .widget-bar')).map(
            (el) => el.getBoundingClientRect().bottom,
          ),
        ),
      );
      expect(boardBottom).toBeLessThanOrEqual(footerBox.y + 0.5);
      await page.screenshot({ path: `/tmp/footer-${viewport.width}.png` });
    }
    await page.close();
  });
});
