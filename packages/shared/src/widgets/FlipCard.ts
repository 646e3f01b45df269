import type { ColorToken, WidgetData } from './common.ts';

/** One side of a FlipCard. */
export interface FlipCardSide {
  text: string;
  assetUrl: string;
  assetId: string;
  backgroundColor: ColorToken;
}

const flipSide = (): FlipCardSide => ({ text: '', assetUrl: '', assetId: '', backgroundColor: 'white' });

/** extraSettings of FlipCard (catalogue section 3). */
export type FlipCardSettings = {
  frontSide: FlipCardSide;
  backSide: FlipCardSide;
};

/** Bounds of FlipCard's settings (catalogue section 3). */
export const FLIP_CARD_LIMITS = { maxTextLength: 500 } as const;

/** FlipCard: defaults per edition, limits. */
export const flipCardWidget: WidgetData<FlipCardSettings> = {
  defaults: () => ({ frontSide: flipSide(), backSide: flipSide() }),
  limits: FLIP_CARD_LIMITS,
};
