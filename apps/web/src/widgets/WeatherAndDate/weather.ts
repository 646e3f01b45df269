// Pure rules of "Wetter & Datum": the day's weather choice and the thermometer's value.
import { WEATHER_AND_DATE_LIMITS, type WeatherOption } from '@tafino/shared';

/**
 * A tap on a weather symbol: a chosen one is taken back; a new one is added, and once `max` are
 * chosen the oldest makes room (children tap "up to two"; a third tap never does nothing).
 */
export function toggleWeather(
  chosen: readonly WeatherOption[],
  option: WeatherOption,
  max: number,
): WeatherOption[] {
  if (chosen.includes(option)) return chosen.filter((o) => o !== option);
  const limit = Math.max(1, Math.floor(max));
  return [...chosen, option].slice(-limit);
}

/** A temperature on the thermometer: a whole degree within its range. */
export function clampTemperature(value: number): number {
  const { minTemperature, maxTemperature } = WEATHER_AND_DATE_LIMITS;
  if (!Number.isFinite(value)) return 0;
  return Math.min(maxTemperature, Math.max(minTemperature, Math.round(value)));
}

/** The temperature at a pointer's height on the column: `fraction` 0 at the bottom, 1 at the top. */
export function temperatureAt(fraction: number): number {
  const { minTemperature, maxTemperature } = WEATHER_AND_DATE_LIMITS;
  const f = Math.min(1, Math.max(0, fraction));
  return clampTemperature(minTemperature + f * (maxTemperature - minTemperature));
}

/** Where a temperature stands on the column: 0 at the bottom (−20 °C), 1 at the top (40 °C). */
export function temperatureFraction(value: number): number {
  const { minTemperature, maxTemperature } = WEATHER_AND_DATE_LIMITS;
  return (clampTemperature(value) - minTemperature) / (maxTemperature - minTemperature);
}
