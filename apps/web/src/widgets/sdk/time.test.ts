import { describe, expect, it } from 'vitest';
import {
  addToCountdown,
  countdownRemainingMs,
  formatCountdown,
  formatOvertime,
  formatStopwatch,
  idleAtNewDuration,
  idleCountdown,
  idleStopwatch,
  isCountdownOver,
  lapStopwatch,
  pauseCountdown,
  startCountdown,
  startStopwatch,
  stopStopwatch,
  stopwatchElapsedMs,
} from './time.ts';

const T0 = 1_757_491_200_000;

describe('countdown', () => {
  it('"1 Min" → Start → +30 s shows 0:30, computed from endsAt', () => {
    const running = startCountdown(idleCountdown(60_000), T0);
    expect(running).toEqual({ status: 'running', endsAt: T0 + 60_000, remainingMs: 60_000 });
    expect(formatCountdown(countdownRemainingMs(running, T0))).toBe('1:00');
    expect(formatCountdown(countdownRemainingMs(running, T0 + 30_000))).toBe('0:30');
    expect(formatCountdown(countdownRemainingMs(running, T0 + 30_400))).toBe('0:30');
  });

  it('pauses with the remaining time and resumes from it', () => {
    const paused = pauseCountdown(startCountdown(idleCountdown(300_000), T0), T0 + 100_000);
    expect(paused).toEqual({ status: 'paused', endsAt: null, remainingMs: 200_000 });
    const resumed = startCountdown(paused, T0 + 500_000);
    expect(countdownRemainingMs(resumed, T0 + 510_000)).toBe(190_000);
  });

  it('adds a minute while running or paused', () => {
    const running = startCountdown(idleCountdown(60_000), T0);
    expect(countdownRemainingMs(addToCountdown(running, T0 + 10_000, 60_000), T0 + 10_000)).toBe(110_000);
    expect(addToCountdown(pauseCountdown(running, T0 + 10_000), T0 + 20_000, 60_000).remainingMs).toBe(
      110_000,
    );
  });

  it('is over at zero and counts overtime', () => {
    const running = startCountdown(idleCountdown(60_000), T0);
    expect(isCountdownOver(running, T0 + 59_999)).toBe(false);
    expect(isCountdownOver(running, T0 + 60_000)).toBe(true);
    expect(formatOvertime(countdownRemainingMs(running, T0 + 72_000))).toBe('+0:12');
  });

  it('formats hours as h:mm:ss', () => {
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(3_599_000)).toBe('59:59');
  });
});

describe('stopwatch', () => {
  it('Start → +65 s shows 1:05,0; stopped keeps its value; resumed keeps counting', () => {
    const running = startStopwatch(idleStopwatch(), T0);
    expect(formatStopwatch(stopwatchElapsedMs(running, T0 + 65_000), true)).toBe('1:05,0');
    const stopped = stopStopwatch(running, T0 + 65_000);
    expect(formatStopwatch(stopwatchElapsedMs(stopped, T0 + 999_999), true)).toBe('1:05,0');
    const resumed = startStopwatch(stopped, T0 + 100_000);
    expect(formatStopwatch(stopwatchElapsedMs(resumed, T0 + 110_050), true)).toBe('1:15,0');
    expect(formatStopwatch(3_725_000, true)).toBe('1:02:05');
  });

  it('records laps as totals', () => {
    let data = startStopwatch(idleStopwatch(), T0);
    data = lapStopwatch(data, T0 + 10_000);
    data = lapStopwatch(data, T0 + 25_000);
    expect(data.laps).toEqual([10_000, 25_000]);
  });
});

describe('idleAtNewDuration (Timer and VisualTimer onSettingsChange)', () => {
  it('sets an idle countdown to the new duration and leaves a running or paused one alone', () => {
    const idle = idleCountdown(300_000);
    expect(idleAtNewDuration({ totalSeconds: 300 }, { totalSeconds: 600 }, idle)).toEqual(
      idleCountdown(600_000),
    );
    expect(idleAtNewDuration({ totalSeconds: 300 }, { totalSeconds: 300 }, idle)).toBe(idle);
    const running = startCountdown(idle, 1_000);
    expect(idleAtNewDuration({ totalSeconds: 300 }, { totalSeconds: 600 }, running)).toBe(running);
    const paused = pauseCountdown(running, 2_000);
    expect(idleAtNewDuration({ totalSeconds: 300 }, { totalSeconds: 600 }, paused)).toBe(paused);
  });
});
