/**
 * Page objects shared by the browser tests.
 *
 *   DEMO                           demo accounts of the embedded identity provider
 *   signIn(page, email, password)  fills the provider's real login form (page must show it, or be anywhere:
 *                                  then it starts at /login and presses 'Anmelden')
 *   signInAs(page, account)        signIn via /login and waits until the app is back on its own origin
 *   shell(page)                    locators of the signed-in shell (top bar, menus, dialogs)
 */
import type { Locator, Page } from 'playwright-core';

export const DEMO = {
  anna: { email: 'lehrerin@example.org', password: 'Tafel-Demo-1', name: 'Anna Becker' },
  jonas: { email: 'lehrer@example.org', password: 'Tafel-Demo-2', name: 'Jonas Weber' },
  admin: { email: 'admin@example.org', password: 'Tafel-Admin-1', name: undefined },
  mia: { email: 'lehrerin@schule-b.example.org', password: 'Tafel-Demo-3', name: 'Mia Schulz' },
} as const;

export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];

function isProviderPage(page: Page): boolean {
  return new URL(page.url()).pathname.startsWith('/oidc');
}

/** Starts sign-in from /login ('Anmelden') and waits for the provider's form. */
export async function startSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
}

/** Fills the provider's login form and submits it; resolves when back in the app. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!isProviderPage(page)) await startSignIn(page);
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/signin');
}

export async function signInAs(page: Page, account: DemoAccount): Promise<void> {
  await signIn(page, account.email, account.password);
}

export function shell(page: Page) {
  const topBar = page.getByRole('banner');
  return {
    topBar,
    logo: topBar.getByRole('link', { name: 'TAFINO – zur Startseite' }),
    accountButton: topBar.getByRole('button', { name: /^Benutzermenü/ }),
    accountMenu: page.getByRole('menu', { name: 'Benutzermenü' }),
    desktopButton: page.getByRole('navigation', { name: 'Desktops' }).getByRole('button'),
    desktopMenu: page.getByRole('menu', { name: 'Desktops' }),
    backgroundButton: topBar.getByRole('button', { name: 'Hintergrund ändern' }),
    fullscreenButton: topBar.getByRole('button', { name: /^Vollbild/ }),
    desktopArea: page.locator('main#main'),
    dialog: (name: string | RegExp): Locator => page.getByRole('dialog', { name }),

    async openAccountMenu() {
      await this.accountButton.click();
      await this.accountMenu.waitFor();
      return this.accountMenu;
    },
    async openDesktopMenu() {
      await this.desktopButton.click();
      await this.desktopMenu.waitFor();
      return this.desktopMenu;
    },
    async createDesktop(name: string, classCode = '') {
      const menu = await this.openDesktopMenu();
      await menu.getByRole('menuitem', { name: 'Neuer Desktop' }).click();
      const dialog = this.dialog('Neuer Desktop');
      await dialog.getByLabel('Name').fill(name);
      if (classCode) await dialog.getByLabel('Klassencode').fill(classCode);
      await dialog.getByRole('button', { name: 'Erstellen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/desktops/${name}`);
    },
    async switchDesktop(name: string) {
      const menu = await this.openDesktopMenu();
      await menu.getByRole('menuitemradio', { name: new RegExp(`^${escapeRegExp(name)}`) }).click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/desktops/${name}`);
    },
  };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
