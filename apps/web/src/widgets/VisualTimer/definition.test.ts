import { describe, expect, it } from 'vitest';
import { loadSettings } from '../sdk/stored.ts';
import { visualTimerDefinition } from './definition.ts';
import { sectorDegrees } from './View.tsx';

describe('VisualTimer', () => {
  it('snaps legacy second values to whole minutes within 1–60 min', () => {
    expect(
      loadSettings(visualTimerDefinition, { totalSeconds: 130 }, 1, 'PrimaryGradeLevel').totalSeconds,
    ).toBe(120);
    expect(
      loadSettings(visualTimerDefinition, { totalSeconds: 7200 }, undefined, 'PrimaryGradeLevel')
        .totalSeconds,
    ).toBe(3600);
    expect(loadSettings(visualTimerDefinition, {}, 1, 'PrimaryGradeLevel').totalSeconds).toBe(900);
  });

  it('shows 15:00 as a 90° sector and 10:00 as 60°; inverted it grows', () => {
    expect(sectorDegrees(15 * 60_000, 15 * 60_000, false)).toBe(90);
    expect(sectorDegrees(10 * 60_000, 15 * 60_000, false)).toBe(60);
    expect(sectorDegrees(15 * 60_000, 15 * 60_000, true)).toBe(0);
    expect(sectorDegrees(10 * 60_000, 15 * 60_000, true)).toBe(30);
  });
});
