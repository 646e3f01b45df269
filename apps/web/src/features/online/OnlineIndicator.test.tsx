import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindApplicationEvents, useApplication } from '../../app/stores/application.ts';
import { BACK_ONLINE_ANNOUNCE_MS, OnlineIndicator } from './OnlineIndicator.tsx';

describe('OnlineIndicator', () => {
  let unbind: () => void;
  beforeEach(() => {
    useApplication.setState({ online: true });
    unbind = bindApplicationEvents(window);
  });
  afterEach(() => {
    unbind();
    vi.useRealTimers();
  });

  it('follows the browser events through the application store and announces both changes', () => {
    vi.useFakeTimers();
    render(<OnlineIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(useApplication.getState().online).toBe(false);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toMatch(/^Offline – Keine Internetverbindung/);
    expect(status.querySelector('.offline-badge')).toBeTruthy();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.querySelector('.offline-badge')).toBeNull();
    expect(status.textContent).toBe('Wieder online');

    act(() => void vi.advanceTimersByTime(BACK_ONLINE_ANNOUNCE_MS));
    expect(status.textContent).toBe('');
  });

  it('shows the offline state right away when the page starts offline', () => {
    useApplication.setState({ online: false });
    render(<OnlineIndicator />);
    expect(screen.getByRole('status').textContent).toMatch(/^Offline/);
  });
});
