import { DEFAULT_APP_VERSION } from '@tafino/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatNoteDate, latestUpdateNote } from './update-notes.ts';
import {
  markUserHintRead,
  readUserHint,
  resolveUserHint,
  USER_HINT_STORAGE_KEY,
  writeUserHint,
} from './user-hint-storage.ts';

const stored = () => JSON.parse(localStorage.getItem(USER_HINT_STORAGE_KEY) ?? 'null');

describe('user hint state in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the hint in a fresh browser and stores the default version', () => {
    expect(resolveUserHint('1.0.0')).toEqual({ isUserHintRead: false, storedVersion: DEFAULT_APP_VERSION });
    expect(stored()).toEqual({ isUserHintRead: false, storedVersion: '1.0.0' });
  });

  it('keeps it closed once read, for the same or an older configured version', () => {
    markUserHintRead(resolveUserHint('1.0.0'));
    expect(stored()).toEqual({ isUserHintRead: true, storedVersion: '1.0.0' });
    expect(resolveUserHint('1.0.0').isUserHintRead).toBe(true);
    expect(resolveUserHint('0.9.0').isUserHintRead).toBe(true);
    expect(resolveUserHint('').isUserHintRead).toBe(true);
  });

  it('shows it again after a newer appVersion and remembers that version', () => {
    writeUserHint({ isUserHintRead: true, storedVersion: '1.0.0' });
    expect(resolveUserHint('1.10.0')).toEqual({ isUserHintRead: false, storedVersion: '1.10.0' });
    expect(stored()).toEqual({ isUserHintRead: false, storedVersion: '1.10.0' });
    markUserHintRead(resolveUserHint('1.10.0'));
    expect(resolveUserHint('1.10.0').isUserHintRead).toBe(true);
  });

  it('reads the format the browser tests pre-set', () => {
    localStorage.setItem(
      USER_HINT_STORAGE_KEY,
      JSON.stringify({ isUserHintRead: true, storedVersion: '9999.0.0' }),
    );
    expect(resolveUserHint('2.0.0')).toEqual({ isUserHintRead: true, storedVersion: '9999.0.0' });
  });

  it('treats damaged or foreign values as not stored', () => {
    for (const raw of ['{', '"x"', '[]', JSON.stringify({ isUserHintRead: 'yes', storedVersion: 3 })]) {
      localStorage.setItem(USER_HINT_STORAGE_KEY, raw);
      expect(readUserHint()).toEqual({ isUserHintRead: null, storedVersion: null });
      expect(resolveUserHint('1.0.0').isUserHintRead).toBe(false);
    }
  });
});

describe('update notes', () => {
  it('the latest note is the one of 10.09.2025', () => {
    const note = latestUpdateNote();
    expect(note?.key).toBe('shapesAndSurfaces');
    expect(formatNoteDate(note?.date ?? '')).toBe('10.09.2025');
    expect(
      latestUpdateNote([
        { key: 'a', date: '2024-01-02' },
        { key: 'b', date: '2025-03-01' },
      ])?.key,
    ).toBe('b');
  });
});
