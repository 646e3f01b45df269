import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteConfigContext } from '../site-config.ts';
import { siteTestConfig } from '../test-config.ts';
import { ImprintPage, PrivacyPage } from './LegalPages.tsx';

const withConfig = (page: React.ReactNode) =>
  render(<SiteConfigContext.Provider value={siteTestConfig()}>{page}</SiteConfigContext.Provider>);

describe('the placeholder legal pages (defaults of LINK_IMPRINT and LINK_PRIVACY)', () => {
  it('/impressum says the operator replaces it, names the help mail and has both social anchors', () => {
    withConfig(<ImprintPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/Der Betreiber ersetzt sie .*LINK_IMPRINT/);
    expect(screen.getByRole('link', { name: 'hilfe@example.org' }).getAttribute('href')).toBe(
      'mailto:hilfe@example.org',
    );
    expect(document.getElementById('soziale-medien-schule')).toBeTruthy();
    expect(document.getElementById('soziale-medien-kita')).toBeTruthy();
  });

  it('/datenschutz says the operator replaces it and what the app processes', () => {
    withConfig(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/LINK_PRIVACY/);
    expect(screen.getByRole('heading', { level: 2, name: 'Teilen' })).toBeTruthy();
  });
});
