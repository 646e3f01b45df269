import { beforeEach, describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  consumeRedirectPath,
  isRedirectablePath,
  peekRedirectPath,
  storeRedirectPath,
} from './redirect-path.ts';

describe('redirect path after sign-in', () => {
  beforeEach(() => localStorage.clear());

  it('keeps /desktops/... paths only', () => {
    expect(isRedirectablePath('/desktops/xyz')).toBe(true);
    expect(isRedirectablePath('/desktops/Mathe%203b?x=1')).toBe(true);
    expect(isRedirectablePath('/desktops')).toBe(true);
    expect(isRedirectablePath('/')).toBe(false);
    expect(isRedirectablePath('/landing')).toBe(false);
    expect(isRedirectablePath('/desktopsfoo')).toBe(false);
  });

  it('refuses paths that could leave the origin', () => {
    expect(isRedirectablePath('//evil.example/desktops/x')).toBe(false);
    expect(isRedirectablePath('https://evil.example/desktops/x')).toBe(false);
    expect(isRedirectablePath('/desktops\\..\\x')).toBe(false);
  });

  it('stores, peeks and consumes once', () => {
    expect(storeRedirectPath('/desktops/xyz')).toBe(true);
    expect(peekRedirectPath()).toBe('/desktops/xyz');
    expect(consumeRedirectPath()).toBe('/desktops/xyz');
    expect(consumeRedirectPath()).toBeUndefined();
  });

  it('does not store other paths and leaves an earlier one alone', () => {
    storeRedirectPath('/desktops/a');
    expect(storeRedirectPath('/faq')).toBe(false);
    expect(peekRedirectPath()).toBe('/desktops/a');
  });

  it('goes to the stored path after sign-in, else to /', () => {
    storeRedirectPath('/desktops/xyz');
    expect(afterSignInPath()).toBe('/desktops/xyz');
    expect(afterSignInPath()).toBe('/');
  });

  it('ignores a tampered stored value', () => {
    localStorage.setItem('tafino.auth.redirect', '//evil.example');
    expect(afterSignInPath()).toBe('/');
  });
});
