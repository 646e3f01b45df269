import type { WidgetData } from './common.ts';

/** The weather symbols of the Morgenkreis, in the catalogue's order. */
export const WEATHER_OPTIONS = ['sunny', 'cloudy', 'rainy', 'stormy', 'snowy', 'foggy', 'windy'] as const;
export type WeatherOption = (typeof WEATHER_OPTIONS)[number];

/** extraSettings of WeatherAndDate (catalogue section 3). */
export type WeatherAndDateSettings = {
  showSeason: boolean;
  showYesterdayTomorrow: boolean;
  showTemperature: boolean;
  weatherOptions: WeatherOption[];
  maxWeatherSelections: number;
};

/** The thermometer's range in °C, the selections per day, and the days whose weather is kept. */
export const WEATHER_AND_DATE_LIMITS = {
  minTemperature: -20,
  maxTemperature: 40,
  maxWeatherSelections: 7,
  keptDays: 62,
} as const;

/** WeatherAndDate: defaults per edition. */
export const weatherAndDateWidget: WidgetData<WeatherAndDateSettings> = {
  defaults: () => ({
    showSeason: true,
    showYesterdayTomorrow: true,
    showTemperature: false,
    weatherOptions: [...WEATHER_OPTIONS],
    maxWeatherSelections: 2,
  }),
  limits: WEATHER_AND_DATE_LIMITS,
};
