// The live state of the hourglasses: one run per hourglass, computed from timestamps (catalogue 2.2).
import { z } from 'zod';

export const hourglassRunSchema = z.object({
  status: z.enum(['idle', 'running', 'finished']),
  endsAt: z.number().nullable(),
});
export type HourglassRun = z.infer<typeof hourglassRunSchema>;

export const IDLE_RUN: HourglassRun = { status: 'idle', endsAt: null };

/** The run of hourglass `index` (a missing or broken one is idle). */
export function runAt(runs: readonly HourglassRun[], index: number): HourglassRun {
  const run = runs[index];
  return run && (run.status !== 'running' || run.endsAt !== null) ? run : IDLE_RUN;
}

/** Share (0..1) of the sand still in the upper bulb at `now`: 1 before a start, 0 once empty. */
export function sandAbove(run: HourglassRun, totalMs: number, now: number): number {
  if (run.status === 'idle') return 1;
  if (run.status === 'finished' || run.endsAt === null || totalMs <= 0) return 0;
  return Math.max(0, Math.min(1, (run.endsAt - now) / totalMs));
}

/** Remaining ms of a running hourglass (the full duration when idle, 0 when finished). */
export function remainingMs(run: HourglassRun, totalMs: number, now: number): number {
  return Math.round(sandAbove(run, totalMs, now) * totalMs);
}

/**
 * A tap turns the hourglass over. Idle or empty: the sand starts from full. Running: the sand that has
 * fallen runs back, as with a real hourglass (it ends after the time that had passed).
 */
export function flipRun(run: HourglassRun, totalMs: number, now: number): HourglassRun {
  if (run.status === 'running' && run.endsAt !== null && run.endsAt > now) {
    return { status: 'running', endsAt: now + (totalMs - (run.endsAt - now)) };
  }
  return { status: 'running', endsAt: now + totalMs };
}

/** The runs with every hourglass whose sand has run out marked 'finished' (the same array if none). */
export function finishDue(runs: readonly HourglassRun[], now: number): HourglassRun[] {
  let changed = false;
  const next = runs.map((run) => {
    if (run.status === 'running' && run.endsAt !== null && run.endsAt <= now) {
      changed = true;
      return { status: 'finished' as const, endsAt: run.endsAt };
    }
    return run;
  });
  return changed ? next : (runs as HourglassRun[]);
}

/** 'Alle starten': every hourglass starts from full. */
export const startAll = (totals: readonly number[], now: number): HourglassRun[] =>
  totals.map((totalMs) => ({ status: 'running', endsAt: now + totalMs }));

/** 'Zurücksetzen': every hourglass idle. */
export const resetAll = (count: number): HourglassRun[] => Array.from({ length: count }, () => IDLE_RUN);

/**
 * The runs after the hourglasses changed: one run per hourglass; an hourglass keeps its run while its
 * duration stays the same at the same place, any other becomes idle.
 */
export function alignRuns(
  previous: readonly { totalSeconds: number }[],
  next: readonly { totalSeconds: number }[],
  runs: readonly HourglassRun[],
): HourglassRun[] {
  return next.map((glass, index) =>
    previous[index]?.totalSeconds === glass.totalSeconds ? runAt(runs, index) : IDLE_RUN,
  );
}
