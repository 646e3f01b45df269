import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useApplication } from '../../app/stores/application.ts';
import { NeutralLayout } from './NeutralLayout.tsx';
import { siteTestConfig } from './test-config.ts';

vi.mock('../auth/use-auth.ts', () => ({
  useAuth: () => ({ isLoading: false, isAuthenticated: false, user: null }),
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <NeutralLayout />,
        children: ['landing', 'grundschule', 'sekundarstufe', 'faq', 'videos'].map((p) => ({
          path: p,
          element: <h1>{p}</h1>,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('NeutralLayout', () => {
  beforeEach(() => {
    useApplication.getState().setRuntimeConfig(siteTestConfig());
    useApplication.getState().setEdition('PrimaryGradeLevel');
  });

  it('has the header entries of spec section 2', () => {
    renderAt('/landing');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(screen.getByRole('link', { name: 'TAFINO – zur Startseite' }).getAttribute('href')).toBe(
      '/landing',
    );
    expect(link('30 Tage kostenlos testen').getAttribute('href')).toBe(
      'https://konto.example.org/account/register',
    );
    expect(link('Grundschule').getAttribute('href')).toBe('/grundschule');
    expect(link('Sekundarstufe').getAttribute('href')).toBe('/sekundarstufe');
    expect(link('Videos').getAttribute('href')).toBe('/videos');
    expect(link('Anmelden').getAttribute('href')).toBe('/login');
  });

  it('uses the edition registration link on the edition pages', () => {
    renderAt('/sekundarstufe');
    expect(screen.getByRole('link', { name: '30 Tage kostenlos testen' }).getAttribute('href')).toBe(
      'https://konto.example.org/account/register?edition=secondaryGradeLevel',
    );
  });

  it('has the footer: teaser, help mail, social and the eleven links with fallbacks', () => {
    renderAt('/landing');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Fragen?' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Zu den häufigen Fragen' }).getAttribute('href')).toBe(
      '/faq',
    );
    expect(within(footer).getByRole('link', { name: 'hilfe@example.org' }).getAttribute('href')).toBe(
      'mailto:hilfe@example.org',
    );
    expect(
      within(footer)
        .getByRole('link', { name: /^Schule/ })
        .getAttribute('href'),
    ).toBe('https://social.example.org/schule');
    const links = within(screen.getByRole('navigation', { name: 'Service und Rechtliches' })).getAllByRole(
      'link',
    );
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hilfe & FAQs', '/faq'],
      ['Kontakt', '/faq#kontakt'],
      ['Versand', '/faq#versand'],
      ['Lizenzbedingungen', '/copyrights'],
      ['Zusatzdownloads', '/faq#zusatzdownloads'],
      ['Widerrufsbelehrung', '/faq#widerruf'],
      ['Informationszentren', '/faq#informationszentren'],
      ['Abdruckrechte', '/faq#abdruckrechte'],
      ['AGB', '/faq#agb'],
      ['Datenschutz', 'https://verlag.example.org/datenschutz'],
      ['Impressum', 'https://verlag.example.org/impressum'],
    ]);
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} TAFINO. Alle Rechte vorbehalten.`),
    ).toBeTruthy();
  });

  it('shows the spring footer image for signed-out primary visitors and none for secondary', () => {
    renderAt('/landing');
    expect(screen.getByRole('contentinfo').dataset.season).toBe('Spring');
    expect(screen.getByRole('contentinfo').querySelector('img')?.getAttribute('src')).toMatch(
      /spring-footer/,
    );
  });

  it('shows no seasonal image for the secondary edition without a setting', () => {
    useApplication.getState().setEdition('SecondaryGradeLevel');
    renderAt('/landing');
    expect(screen.getByRole('contentinfo').dataset.season).toBe('None');
    expect(screen.getByRole('contentinfo').querySelector('img')).toBeNull();
  });

  it('opens the menu with its button and closes it on an outside click, Escape and navigation', () => {
    renderAt('/landing');
    const button = screen.getByRole('button', { name: 'Menü' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav.id);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toContain('site-nav--open');
    fireEvent.pointerDown(within(nav).getByRole('link', { name: 'Videos' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(within(nav).getByRole('link', { name: 'Videos' }));
    expect(screen.getByRole('heading', { name: 'videos' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
