import { WEATHER_AND_DATE_LIMITS, WEATHER_OPTIONS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const { minTemperature, maxTemperature, maxWeatherSelections } = WEATHER_AND_DATE_LIMITS;

// The class's observations, stored per device-local date ('YYYY-MM-DD'): each day starts empty,
// and the view reads the entry of the clock's date, never a stored "today".
export const weatherDataSchema = z.object({
  weatherByDate: z.record(
    z.string().regex(DATE_KEY),
    z.array(z.enum(WEATHER_OPTIONS)).max(maxWeatherSelections),
  ),
  temperatureByDate: z.record(
    z.string().regex(DATE_KEY),
    z.number().int().min(minTemperature).max(maxTemperature),
  ),
});
export type WeatherData = z.infer<typeof weatherDataSchema>;

export const weatherAndDateDefinition = defineWidget({
  type: 'WeatherAndDate',
  settings: {
    version: 1,
    fields: {
      showSeason: field.boolean(),
      showYesterdayTomorrow: field.boolean(),
      showTemperature: field.boolean(),
      weatherOptions: field.multiSelect(WEATHER_OPTIONS),
      maxWeatherSelections: field.number({ min: 1, max: maxWeatherSelections, step: 1 }),
    },
    migrations: [],
  },
  componentData: {
    schema: weatherDataSchema,
    initial: () => ({ weatherByDate: {}, temperatureByDate: {} }),
  },
  loadView: () => import('./index.ts'),
});
