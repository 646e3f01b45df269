import { UNSUPPORTED_BROWSER_TOOLTIP } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApplication } from '../../../app/stores/application.ts';
import { siteTestConfig } from '../test-config.ts';
import { LoginPage } from './LoginPage.tsx';

const signinRedirect = vi.fn(() => Promise.resolve());
vi.mock('../../auth/use-auth.ts', () => ({
  useAuth: () => ({ isLoading: false, isAuthenticated: false, activeNavigator: undefined, signinRedirect }),
}));

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const OPERA = `${CHROME} OPR/109.0.0.0`;

function renderWith(userAgent: string, allowUnsupported = false) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  useApplication
    .getState()
    .setRuntimeConfig(siteTestConfig({ allowSignInForUnsupportedBrowsers: allowUnsupported }));
  render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement;
}

describe('LoginPage', () => {
  beforeEach(() => signinRedirect.mockClear());
  afterEach(() => vi.restoreAllMocks());

  it('starts the sign-in in a supported browser', () => {
    const button = renderWith(CHROME);
    expect(button.disabled).toBe(false);
    expect(screen.queryByText(UNSUPPORTED_BROWSER_TOOLTIP)).toBeNull();
    fireEvent.click(button);
    expect(signinRedirect).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('TAFINO – Anmelden');
  });

  it('is disabled with the recommendation in an unsupported browser, visible and as description', () => {
    const button = renderWith(OPERA);
    expect(button.disabled).toBe(true);
    const note = screen.getByText(UNSUPPORTED_BROWSER_TOOLTIP);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    expect(button.parentElement?.getAttribute('title')).toBe(
      'Wir empfehlen für die Nutzung von TAFINO einen der folgenden Browser: Chrome, Edge oder Firefox.',
    );
  });

  it('is enabled in an unsupported browser when the operator allows it', () => {
    const button = renderWith(OPERA, true);
    expect(button.disabled).toBe(false);
  });
});
