import { DEFAULT_APP_VERSION } from '../constants/limits.ts';

function versionParts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => {
      const n = Number.parseInt(part, 10);
      return Number.isFinite(n) && n > 0 ? n : 0;
    });
}

/** Compares dotted numeric versions ('1.10.0' > '1.9'); missing or non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = versionParts(a);
  const right = versionParts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i] ?? 0;
    const r = right[i] ?? 0;
    if (l !== r) return l > r ? 1 : -1;
  }
  return 0;
}

/** True when the configured version is newer than the stored one (stored defaults to '1.0.0'). */
export function isNewerVersion(
  configured: string | null | undefined,
  stored: string | null | undefined,
): boolean {
  if (!configured?.trim()) return false;
  return compareVersions(configured, stored?.trim() ? stored : DEFAULT_APP_VERSION) > 0;
}

/** Persisted user-hint state. */
export interface UserHintState {
  isUserHintRead: boolean;
  storedVersion: string;
}

/** Applies the user-hint rule: a newer configured appVersion resets isUserHintRead and updates the stored version. */
export function userHintState({
  configuredVersion,
  storedVersion,
  isUserHintRead,
}: {
  configuredVersion?: string | null;
  storedVersion?: string | null;
  isUserHintRead?: boolean | null;
}): UserHintState {
  const stored = storedVersion?.trim() ? storedVersion : DEFAULT_APP_VERSION;
  if (configuredVersion && isNewerVersion(configuredVersion, stored)) {
    return { isUserHintRead: false, storedVersion: configuredVersion };
  }
  return { isUserHintRead: isUserHintRead ?? false, storedVersion: stored };
}
