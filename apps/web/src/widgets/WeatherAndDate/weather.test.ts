import { WEATHER_OPTIONS, type WeatherOption } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampTemperature, temperatureAt, temperatureFraction, toggleWeather } from './weather.ts';

const option = fc.constantFrom(...WEATHER_OPTIONS);

describe('toggleWeather', () => {
  it('takes back a chosen symbol, adds a new one, the oldest makes room at the limit', () => {
    expect(toggleWeather([], 'sunny', 2)).toEqual(['sunny']);
    expect(toggleWeather(['sunny'], 'sunny', 2)).toEqual([]);
    expect(toggleWeather(['sunny', 'windy'], 'rainy', 2)).toEqual(['windy', 'rainy']);
  });

  it('never holds more than max, never twice the same, always holds a newly tapped symbol', () => {
    fc.assert(
      fc.property(fc.array(option, { maxLength: 30 }), fc.integer({ min: 1, max: 7 }), (taps, max) => {
        let chosen: WeatherOption[] = [];
        for (const tap of taps) {
          const before = chosen.includes(tap);
          chosen = toggleWeather(chosen, tap, max);
          expect(chosen.includes(tap)).toBe(!before);
          expect(chosen.length).toBeLessThanOrEqual(max);
          expect(new Set(chosen).size).toBe(chosen.length);
        }
      }),
    );
  });
});

describe('thermometer', () => {
  it('keeps whole degrees from −20 to 40', () => {
    expect(clampTemperature(14.4)).toBe(14);
    expect(clampTemperature(-99)).toBe(-20);
    expect(clampTemperature(99)).toBe(40);
    expect(clampTemperature(Number.NaN)).toBe(0);
    expect(temperatureAt(0)).toBe(-20);
    expect(temperatureAt(1)).toBe(40);
    expect(temperatureAt(0.5)).toBe(10);
  });

  it('a value shown on the column reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 40 }), (t) => {
        expect(temperatureAt(temperatureFraction(t))).toBe(t);
      }),
    );
  });
});
