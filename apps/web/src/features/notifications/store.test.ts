import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, MAX_SHOWN, notify, useNotifications } from './store.ts';

afterEach(() => {
  for (const item of useNotifications.getState().items) dismiss(item.id);
  vi.useRealTimers();
});

describe('notifications', () => {
  it('show at most MAX_SHOWN at once, the newest kept', () => {
    for (let i = 1; i <= 6; i++) notify({ type: 'info', text: `Hinweis ${i}` });
    expect(MAX_SHOWN).toBe(3);
    expect(useNotifications.getState().items.map((n) => n.text)).toEqual([
      'Hinweis 4',
      'Hinweis 5',
      'Hinweis 6',
    ]);
  });

  it('hide themselves after their time and can be dismissed', () => {
    vi.useFakeTimers();
    const id = notify({ type: 'warning', text: 'Belegt', timeout: 5000 });
    notify({ type: 'error', text: 'Fehler' });
    dismiss(id);
    expect(useNotifications.getState().items.map((n) => n.text)).toEqual(['Fehler']);
    vi.advanceTimersByTime(10_000);
    expect(useNotifications.getState().items).toEqual([]);
  });
});
