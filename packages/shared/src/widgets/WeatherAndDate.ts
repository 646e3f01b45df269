import type { WidgetData } from './common.ts';

/** extraSettings of WeatherAndDate (catalogue section 3). */
export type WeatherAndDateSettings = {
  showSeason: boolean;
  showYesterdayTomorrow: boolean;
  showTemperature: boolean;
  weatherOptions: string[];
  maxWeatherSelections: number;
};

/** WeatherAndDate: defaults per edition. */
export const weatherAndDateWidget: WidgetData<WeatherAndDateSettings> = {
  defaults: () => ({
    showSeason: true,
    showYesterdayTomorrow: true,
    showTemperature: false,
    weatherOptions: ['sunny', 'cloudy', 'rainy', 'stormy', 'snowy', 'foggy', 'windy'],
    maxWeatherSelections: 2,
  }),
};
