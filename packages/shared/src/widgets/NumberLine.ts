import type { WidgetData } from './common.ts';

/** extraSettings of NumberLine (catalogue section 3). */
export type NumberLineSettings = {
  amountOfTickMarks: number;
  scaleX: number;
  offsetX: number;
  hiddenTickMarkLabels: number[];
  minorTickMarks: number;
  markerStyle: 'frog' | 'dot';
};

/** NumberLine: defaults per edition. */
export const numberLineWidget: WidgetData<NumberLineSettings> = {
  defaults: (primary) => ({
    amountOfTickMarks: 10,
    scaleX: 1,
    offsetX: 0,
    hiddenTickMarkLabels: [],
    minorTickMarks: 0,
    markerStyle: primary ? 'frog' : 'dot',
  }),
};
