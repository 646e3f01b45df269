// Timers are computed from timestamps, never decremented per tick (catalogue 2.2).
import { z } from 'zod';

export const countdownDataSchema = z.object({
  status: z.enum(['idle', 'running', 'paused', 'finished']),
  endsAt: z.number().nullable(),
  remainingMs: z.number().min(0),
});

/** Live state of a countdown (Timer, VisualTimer). */
export type CountdownData = z.infer<typeof countdownDataSchema>;

export const MINUTE_MS = 60_000;

/** A countdown that has not started, set to `totalMs`. */
export const idleCountdown = (totalMs: number): CountdownData => ({
  status: 'idle',
  endsAt: null,
  remainingMs: totalMs,
});

/** An idle countdown follows a changed duration (settings `totalSeconds`); any other state stays. */
export function idleAtNewDuration(
  previous: { totalSeconds: number },
  next: { totalSeconds: number },
  state: CountdownData,
): CountdownData {
  if (state.status !== 'idle') return state;
  const totalMs = next.totalSeconds * 1000;
  return previous.totalSeconds === next.totalSeconds && state.remainingMs === totalMs
    ? state
    : idleCountdown(totalMs);
}

/** Remaining ms at `now`; negative once a running countdown is past its end (overtime). */
export function countdownRemainingMs(data: CountdownData, now: number): number {
  if ((data.status === 'running' || data.status === 'finished') && data.endsAt !== null)
    return data.endsAt - now;
  return data.remainingMs;
}

/** True when the countdown has reached zero (whether or not 'finished' was stored yet). */
export function isCountdownOver(data: CountdownData, now: number): boolean {
  return data.status === 'finished' || (data.status === 'running' && countdownRemainingMs(data, now) <= 0);
}

export function startCountdown(data: CountdownData, now: number): CountdownData {
  if (data.status === 'running' || data.remainingMs <= 0) return data;
  return { status: 'running', endsAt: now + data.remainingMs, remainingMs: data.remainingMs };
}

export function pauseCountdown(data: CountdownData, now: number): CountdownData {
  if (data.status !== 'running') return data;
  return { status: 'paused', endsAt: null, remainingMs: Math.max(0, countdownRemainingMs(data, now)) };
}

/** Stored once the end has been observed, so the finished state survives a reload. */
export function finishCountdown(data: CountdownData): CountdownData {
  return { status: 'finished', endsAt: data.endsAt, remainingMs: 0 };
}

/** '+1 Min' while running or paused (and idle: sets one minute more). */
export function addToCountdown(data: CountdownData, now: number, ms: number): CountdownData {
  if (data.status === 'running' && data.endsAt !== null) {
    const endsAt = Math.max(data.endsAt, now) + ms;
    return { ...data, endsAt, remainingMs: endsAt - now };
  }
  if (data.status === 'finished') return { status: 'running', endsAt: now + ms, remainingMs: ms };
  return { ...data, remainingMs: Math.max(0, data.remainingMs + ms) };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'm:ss', or 'h:mm:ss' from one hour up, for whole seconds. */
export function formatClockSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${minutes}:${pad2(seconds)}`;
}

/** The countdown display: remaining time rounded up, so a fresh '1 Min' shows 1:00 until a second passed. */
export function formatCountdown(remainingMs: number): string {
  return formatClockSeconds(Math.ceil(Math.max(0, remainingMs) / 1000));
}

/** Overtime after zero: '+0:12'. */
export function formatOvertime(remainingMs: number): string {
  return `+${formatClockSeconds(Math.floor(Math.max(0, -remainingMs) / 1000))}`;
}

/** 'mm:ss' with a two-digit minute (VisualTimer). */
export function formatMinutesSeconds(remainingMs: number): string {
  const s = Math.ceil(Math.max(0, remainingMs) / 1000);
  return `${pad2(Math.floor(s / 60))}:${pad2(s % 60)}`;
}

export const stopwatchDataSchema = z.object({
  status: z.enum(['idle', 'running', 'stopped']),
  startedAt: z.number().nullable(),
  accumulatedMs: z.number().min(0),
  laps: z.array(z.number().min(0)),
});

/** Live state of a stopwatch. `laps` holds the total elapsed ms at each 'Runde'. */
export type StopwatchData = z.infer<typeof stopwatchDataSchema>;

export const idleStopwatch = (): StopwatchData => ({
  status: 'idle',
  startedAt: null,
  accumulatedMs: 0,
  laps: [],
});

export function stopwatchElapsedMs(data: StopwatchData, now: number): number {
  const running =
    data.status === 'running' && data.startedAt !== null ? Math.max(0, now - data.startedAt) : 0;
  return data.accumulatedMs + running;
}

export function startStopwatch(data: StopwatchData, now: number): StopwatchData {
  if (data.status === 'running') return data;
  return { ...data, status: 'running', startedAt: now };
}

export function stopStopwatch(data: StopwatchData, now: number): StopwatchData {
  if (data.status !== 'running') return data;
  return { ...data, status: 'stopped', startedAt: null, accumulatedMs: stopwatchElapsedMs(data, now) };
}

export function lapStopwatch(data: StopwatchData, now: number): StopwatchData {
  if (data.status !== 'running') return data;
  return { ...data, laps: [...data.laps, stopwatchElapsedMs(data, now)] };
}

/** 'm:ss,t' (or 'm:ss' without tenths); 'h:mm:ss' after an hour. */
export function formatStopwatch(elapsedMs: number, showTenths: boolean): string {
  const ms = Math.max(0, Math.floor(elapsedMs));
  if (ms >= 3_600_000) return formatClockSeconds(ms / 1000);
  const base = formatClockSeconds(ms / 1000);
  return showTenths ? `${base},${Math.floor((ms % 1000) / 100)}` : base;
}
