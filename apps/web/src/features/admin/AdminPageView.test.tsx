import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadAreas } from '../../i18n/index.ts';
import { AdminPageView } from './AdminPageView.tsx';
import { ADMIN_PAGES } from './admin-pages.ts';

describe('AdminPageView', () => {
  it('shows a German notice for an entry without a registered page instead of failing', async () => {
    await loadAreas(['admin']);
    expect(ADMIN_PAGES.Berichte).toBeUndefined();
    render(<AdminPageView name="Berichte" title="Berichte" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Berichte');
    expect(screen.getByTestId('admin-page-unavailable').textContent).toMatch(
      /^Diese Seite ist noch nicht verfügbar/,
    );
  });

  it('registers the Menüs and Symbole pages', () => {
    expect(typeof ADMIN_PAGES.Menus).toBe('function');
    expect(typeof ADMIN_PAGES.Symbols).toBe('function');
  });
});
