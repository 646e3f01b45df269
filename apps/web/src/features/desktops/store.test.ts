import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_DESKTOP_KEY, CURRENT_DESKTOP_NAME_KEY } from '../../lib/early-requests.ts';
import { useDesktopStore } from './store.ts';

afterEach(() => {
  useDesktopStore.getState().setCurrentDesktop(null);
  localStorage.clear();
});

describe('desktop store', () => {
  it('remembers the shown desktop with its name in one call', () => {
    useDesktopStore.getState().setCurrentDesktop({ id: 'd-1', name: 'Mathe 2a' });
    expect(useDesktopStore.getState()).toMatchObject({
      currentDesktopId: 'd-1',
      currentDesktopName: 'Mathe 2a',
    });
    expect(localStorage.getItem(CURRENT_DESKTOP_KEY)).toBe('d-1');
    expect(localStorage.getItem(CURRENT_DESKTOP_NAME_KEY)).toBe('Mathe 2a');
  });

  it('replaces both when another desktop is shown, so the name never belongs to another id', () => {
    useDesktopStore.getState().setCurrentDesktop({ id: 'd-1', name: 'Mathe 2a' });
    useDesktopStore.getState().setCurrentDesktop({ id: 'd-2', name: 'Deutsch 3b' });
    expect(localStorage.getItem(CURRENT_DESKTOP_KEY)).toBe('d-2');
    expect(localStorage.getItem(CURRENT_DESKTOP_NAME_KEY)).toBe('Deutsch 3b');
  });

  it('forgets both when no desktop is left', () => {
    useDesktopStore.getState().setCurrentDesktop({ id: 'd-1', name: 'Mathe 2a' });
    useDesktopStore.getState().setCurrentDesktop(null);
    expect(useDesktopStore.getState()).toMatchObject({ currentDesktopId: null, currentDesktopName: null });
    expect(localStorage.getItem(CURRENT_DESKTOP_KEY)).toBeNull();
    expect(localStorage.getItem(CURRENT_DESKTOP_NAME_KEY)).toBeNull();
  });
});
