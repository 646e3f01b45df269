import type { WidgetData } from './common.ts';

/** extraSettings of Draw (catalogue section 3). */
export type DrawSettings = {
  backgroundSlug: string;
  allowMultiTouch: boolean;
};

/** Draw: defaults per edition, clone rule. */
export const drawWidget: WidgetData<DrawSettings> = {
  defaults: () => ({ backgroundSlug: 'blank', allowMultiTouch: true }),
  clone: { keepComponentData: ['strokes'] },
};
