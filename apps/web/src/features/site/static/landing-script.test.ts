import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteTestConfig } from '../test-config.ts';
import { APP_ENTRY_ATTRIBUTE } from './contract.ts';
import { hasSession, startLandingPage } from './landing-script.ts';
import { renderLandingMarkup } from './render-landing.tsx';

const SESSION_KEY = 'oidc.user:https://konto.example.org/oidc:tafino-web';

async function showPrerenderedPage() {
  document.body.innerHTML = `<div id="root">${await renderLandingMarkup(siteTestConfig())}</div>`;
  const script = document.createElement('script');
  script.type = 'text/plain'; // not executed in the test document
  script.setAttribute(APP_ENTRY_ATTRIBUTE, '/assets/index-abc.js');
  document.head.append(script);
  const button = document.querySelector<HTMLButtonElement>('.site-header__menu-button');
  const menu = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  if (!button || !menu) throw new Error('header without menu');
  return { button, menu };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  for (const script of document.head.querySelectorAll(`script[${APP_ENTRY_ATTRIBUTE}]`)) script.remove();
  document.body.innerHTML = '';
});

describe('the prerendered landing page script', () => {
  it('opens the menu with its button and closes it on a press outside and on Escape', async () => {
    const { button, menu } = await showPrerenderedPage();
    const load = vi.fn(() => Promise.resolve());
    startLandingPage(document, load);

    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList.contains('site-nav--open')).toBe(true);

    // A press inside the header keeps it open, one in the page closes it.
    menu.querySelector('a')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    document.querySelector('main')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.classList.contains('site-nav--open')).toBe(false);

    button.click();
    document.querySelector('main')?.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    button.click();
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();
  });

  it('sets the locale cookie as the app does', async () => {
    await showPrerenderedPage();
    // biome-ignore lint/suspicious/noDocumentCookie: removes the cookie the script must write
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    expect(document.cookie).not.toContain('i18n_redirected=de');
    startLandingPage(document, () => Promise.resolve());
    expect(document.cookie).toContain('i18n_redirected=de');
  });

  it('starts the app for a visitor with a session', async () => {
    await showPrerenderedPage();
    localStorage.setItem(SESSION_KEY, '{}');
    const load = vi.fn(() => Promise.resolve());
    startLandingPage(document, load);
    expect(load).toHaveBeenCalledWith('/assets/index-abc.js');
  });
});

describe('hasSession', () => {
  it('looks for the oidc-client-ts user entry only', () => {
    expect(hasSession(null)).toBe(false);
    localStorage.setItem('oidc.state.abc', '{}');
    localStorage.setItem('tafino.sound', 'on');
    expect(hasSession(localStorage)).toBe(false);
    localStorage.setItem(SESSION_KEY, '{}');
    expect(hasSession(localStorage)).toBe(true);
  });
});
