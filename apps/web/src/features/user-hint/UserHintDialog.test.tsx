import type { MenuDto, RuntimeConfig } from '@tafino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useApplication } from '../../app/stores/application.ts';
import { takeWidgetPlacement } from '../board/place-request.ts';
import { menuKeys } from '../menus/queries.ts';
import { UserHintDialog } from './UserHintDialog.tsx';
import { USER_HINT_STORAGE_KEY } from './user-hint-storage.ts';

function configure(userHintModalEnabled: boolean, appVersion = '1.0.0') {
  act(() =>
    useApplication.setState({ runtimeConfig: { userHintModalEnabled, appVersion } as RuntimeConfig }),
  );
}

/** A router and a query client; `menus` is the user's menu as by-current-user answered it. */
function wrapperWith(menus?: Pick<MenuDto, 'name'>[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (menus) client.setQueryData(menuKeys.currentUser, menus);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
// A menu that grants the announced widget (a pending or failed read offers everything, too).
const Wrapper = wrapperWith([{ name: 'Widgets' }, { name: 'Widget.ShapesAndSurfaces' }]);

const dialog = () => screen.queryByRole('dialog', { name: 'Neuigkeiten' });

describe('UserHintDialog', () => {
  beforeEach(() => {
    localStorage.clear();
    useApplication.setState({ runtimeConfig: null });
  });

  it('shows the latest update note until it is closed', () => {
    configure(true);
    render(<UserHintDialog />, { wrapper: Wrapper });
    const shown = dialog();
    expect(shown).toBeTruthy();
    expect(screen.getByText('Update vom 10.09.2025').closest('time')?.getAttribute('datetime')).toBe(
      '2025-09-10',
    );
    expect(
      screen.getByText('Neu: Galerie-Ordner „Körper & Flächen“. Demnächst: Lupenfunktion.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verstanden' }));
    expect(dialog()).toBeNull();
    expect(JSON.parse(localStorage.getItem(USER_HINT_STORAGE_KEY) ?? '{}')).toEqual({
      isUserHintRead: true,
      storedVersion: '1.0.0',
    });
  });

  it('stays closed on the next visit and opens again for a newer appVersion', () => {
    configure(true);
    const first = render(<UserHintDialog />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    first.unmount();
    render(<UserHintDialog />, { wrapper: Wrapper });
    expect(dialog()).toBeNull();
    configure(true, '1.1.0');
    expect(dialog()).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(USER_HINT_STORAGE_KEY) ?? '{}')).toEqual({
      isUserHintRead: false,
      storedVersion: '1.1.0',
    });
  });

  it('shows the note of the newest published Web version instead of the built-in one', () => {
    act(() =>
      useApplication.setState({
        runtimeConfig: {
          userHintModalEnabled: true,
          appVersion: '2.4.0',
          updateNote: {
            version: '2.4.0',
            title: 'Version 2.4',
            description: 'Neu: Lupe.\n\n<b>Kein HTML</b>',
            date: '2026-11-20T09:00:00.000Z',
          },
        } as RuntimeConfig,
      }),
    );
    render(<UserHintDialog />, { wrapper: Wrapper });
    expect(dialog()).toBeTruthy();
    expect(screen.getByText('Update vom 20.11.2026')).toBeTruthy();
    expect(screen.getByText('Version 2.4')).toBeTruthy();
    expect(screen.getByText('Neu: Lupe.')).toBeTruthy();
    expect(screen.getByText('<b>Kein HTML</b>')).toBeTruthy();
    expect(screen.queryByText(/Körper & Flächen/)).toBeNull();
    expect(JSON.parse(localStorage.getItem(USER_HINT_STORAGE_KEY) ?? '{}')).toEqual({
      isUserHintRead: false,
      storedVersion: '2.4.0',
    });
  });

  it('is off when the operator disabled it', () => {
    configure(false);
    render(<UserHintDialog />, { wrapper: Wrapper });
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(USER_HINT_STORAGE_KEY)).toBeNull();
  });

  it('leads to the announced widget: "Ausprobieren" asks the board to place "Körper & Flächen"', () => {
    configure(true);
    render(<UserHintDialog />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: '„Körper & Flächen“ ausprobieren' }));
    expect(dialog()).toBeNull();
    expect(takeWidgetPlacement()).toBe('ShapesAndSurfaces');
  });

  it('offers no "Ausprobieren" for a widget type the user\'s menu withholds', () => {
    configure(true);
    render(<UserHintDialog />, { wrapper: wrapperWith([{ name: 'Widgets' }, { name: 'Widget.Timer' }]) });
    expect(dialog()).toBeTruthy();
    expect(screen.queryByRole('button', { name: '„Körper & Flächen“ ausprobieren' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Verstanden' })).toBeTruthy();
  });
});
