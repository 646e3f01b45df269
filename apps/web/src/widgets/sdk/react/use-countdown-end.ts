import { useCallback, useEffect } from 'react';
import { type CountdownData, countdownRemainingMs, finishCountdown, isCountdownOver } from '../time.ts';
import { useWidgetSdk } from './context.tsx';
import { playSound } from './sound.ts';
import { useNow } from './use-now.ts';

/** Once a late end is this old, coming back to the tab stays silent (catalogue 2.2). */
const LATE_SOUND_LIMIT_MS = 60_000;

/**
 * Stores 'finished' once a running countdown reaches zero and plays the end sound if allowed and the
 * end is less than 60 s ago (e.g. not when the tab was hidden for longer).
 */
export function useCountdownEnd(
  data: CountdownData,
  now: number,
  soundAllowed: boolean,
  onChange: (next: (previous: CountdownData) => CountdownData) => void,
): void {
  const clock = useWidgetSdk().now;
  const over = data.status === 'running' && isCountdownOver(data, now);
  useEffect(() => {
    if (!over) return;
    const lateBy = clock() - (data.endsAt ?? 0);
    onChange((previous) => (previous.status === 'running' ? finishCountdown(previous) : previous));
    if (soundAllowed && lateBy < LATE_SOUND_LIMIT_MS) playSound('end');
  }, [over, data.endsAt, soundAllowed, onChange, clock]);
}

/**
 * A countdown view's live time: `now` (4 updates a second while it runs or shows its end), the remaining
 * time, whether it is over, and `change` for updates; stores 'finished' at zero (see useCountdownEnd).
 */
export function useCountdown(
  data: CountdownData,
  soundAllowed: boolean,
  onChange: (next: (previous: CountdownData) => CountdownData) => void,
) {
  const running = data.status === 'running';
  const now = useNow(running || data.status === 'finished', 250);
  const change = useCallback(
    (next: (previous: CountdownData) => CountdownData) => onChange(next),
    [onChange],
  );
  useCountdownEnd(data, now, soundAllowed, change);
  return {
    now,
    running,
    remaining: countdownRemainingMs(data, now),
    over: isCountdownOver(data, now),
    change,
  };
}
