import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion, userHintState } from './version.ts';

describe('isNewerVersion (spec section 4)', () => {
  it('compares dotted numeric parts', () => {
    expect(isNewerVersion('1.0.1', '1.0.0')).toBe(true);
    expect(isNewerVersion('1.10.0', '1.9.0')).toBe(true);
    expect(isNewerVersion('2', '1.9.9')).toBe(true);
    expect(isNewerVersion('1.0.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.2.0', '1.10.0')).toBe(false);
    expect(isNewerVersion('v1.1.0', '1.0.0')).toBe(true);
  });

  it("treats a missing stored version as '1.0.0'", () => {
    expect(isNewerVersion('1.0.0', undefined)).toBe(false);
    expect(isNewerVersion('1.0.1', null)).toBe(true);
    expect(isNewerVersion('1.0.1', '')).toBe(true);
  });

  it('is never newer without a configured version', () => {
    expect(isNewerVersion(undefined, '1.0.0')).toBe(false);
    expect(isNewerVersion('', undefined)).toBe(false);
  });
});

describe('userHintState (spec section 4)', () => {
  it('resets the read flag and stores the version when the configured version is newer', () => {
    expect(
      userHintState({ configuredVersion: '1.1.0', storedVersion: '1.0.0', isUserHintRead: true }),
    ).toEqual({
      isUserHintRead: false,
      storedVersion: '1.1.0',
    });
  });

  it('keeps the flag otherwise', () => {
    expect(
      userHintState({ configuredVersion: '1.1.0', storedVersion: '1.1.0', isUserHintRead: true }),
    ).toEqual({
      isUserHintRead: true,
      storedVersion: '1.1.0',
    });
    expect(userHintState({ configuredVersion: '1.0.0', isUserHintRead: true })).toEqual({
      isUserHintRead: true,
      storedVersion: '1.0.0',
    });
  });

  it('shows the hint by default (nothing persisted yet)', () => {
    expect(userHintState({ configuredVersion: '1.0.0' })).toEqual({
      isUserHintRead: false,
      storedVersion: '1.0.0',
    });
  });
});

const version = fc.array(fc.nat(30), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));

describe('version properties', () => {
  it('compareVersions is a total order (antisymmetric, reflexive, transitive)', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        expect(compareVersions(a, a)).toBe(0);
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0)
          expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('trailing zero parts do not matter', () => {
    fc.assert(fc.property(version, (v) => compareVersions(v, `${v}.0`) === 0));
  });

  it('bumping any part makes a version newer', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(30), { minLength: 1, maxLength: 4 }), fc.nat(), (parts, pick) => {
        const i = pick % parts.length;
        const bumped = parts.map((p, j) => (j === i ? p + 1 : j > i ? 0 : p));
        return isNewerVersion(bumped.join('.'), parts.join('.'));
      }),
    );
  });

  it('userHintState: a newer version resets, and applying the rule again changes nothing', () => {
    fc.assert(
      fc.property(
        version,
        fc.option(version, { nil: undefined }),
        fc.boolean(),
        (configured, stored, read) => {
          const once = userHintState({
            configuredVersion: configured,
            storedVersion: stored,
            isUserHintRead: read,
          });
          if (isNewerVersion(configured, stored))
            expect(once).toEqual({ isUserHintRead: false, storedVersion: configured });
          else expect(once.isUserHintRead).toBe(read);
          expect(userHintState({ configuredVersion: configured, ...once })).toEqual(once);
        },
      ),
    );
  });
});
