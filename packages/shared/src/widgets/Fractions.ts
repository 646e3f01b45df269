import type { WidgetData } from './common.ts';

/** extraSettings of Fractions (catalogue section 3). */
export type FractionsSettings = {
  representation: 'circle' | 'bar' | 'rectangle';
  maxDenominator: number;
  showFraction: boolean;
  showDecimal: boolean;
  showPercent: boolean;
  compareMode: boolean;
};

/** Fractions: defaults per edition. */
export const fractionsWidget: WidgetData<FractionsSettings> = {
  defaults: () => ({
    representation: 'circle',
    maxDenominator: 24,
    showFraction: true,
    showDecimal: false,
    showPercent: false,
    compareMode: false,
  }),
};
