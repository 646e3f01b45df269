/**
 * What the script of the prerendered /landing page does (landing-page.ts runs it), kept free of
 * React and of the app's libraries:
 *   - the mobile menu of SiteHeader, with the same behaviour as the app's: the button flips
 *     aria-expanded and `site-nav--open`; a press outside the header or Escape closes it (Escape
 *     gives the focus back to the button);
 *   - the locale cookie, as the app sets it at boot;
 *   - a visitor with a session gets the app itself, which renders the page with their edition and
 *     footer image setting (the prerendered page shows what an anonymous visitor sees).
 */
import { setLocaleCookie } from '../../../i18n/locale-cookie.ts';
import { APP_ENTRY_ATTRIBUTE, SESSION_KEY_PREFIX } from './contract.ts';

/** Binds the header's menu button; returns false when the page has none. */
export function bindMenu(doc: Document = document): boolean {
  const button = doc.querySelector<HTMLButtonElement>('.site-header__menu-button');
  const menuId = button?.getAttribute('aria-controls');
  const menu = menuId ? doc.getElementById(menuId) : null;
  const header = button?.parentElement;
  if (!button || !menu || !header) return false;

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('site-nav--open', open);
  };
  button.addEventListener('click', () => setOpen(!isOpen()));
  doc.addEventListener('pointerdown', (event) => {
    if (isOpen() && !header.contains(event.target as Node)) setOpen(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  // Back from another page (back/forward cache): the menu starts closed, as after a navigation.
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) setOpen(false);
  });
  return true;
}

/** True when oidc-client-ts keeps a user in the storage (the app decides whether it is still valid). */
export function hasSession(storage: Pick<Storage, 'length' | 'key'> | null): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index++) {
    if (storage.key(index)?.startsWith(SESSION_KEY_PREFIX)) return true;
  }
  return false;
}

function localStorageOf(doc: Document): Storage | null {
  try {
    return doc.defaultView?.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The app's entry module, named by the script tag; loaded only for a visitor with a session. */
export function appEntryToStart(doc: Document = document): string | null {
  const entry = doc.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`)?.getAttribute(APP_ENTRY_ATTRIBUTE);
  return entry && hasSession(localStorageOf(doc)) ? entry : null;
}

/** Everything the page's script does; `load` imports the app's entry (replaced in tests). */
export function startLandingPage(
  doc: Document = document,
  load: (entry: string) => Promise<unknown> = (entry) => import(/* @vite-ignore */ entry),
): void {
  setLocaleCookie(doc);
  bindMenu(doc);
  const entry = appEntryToStart(doc);
  if (entry) void load(entry);
}
