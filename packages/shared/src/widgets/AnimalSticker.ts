import { type StickerSettings, sticker, type WidgetData } from './common.ts';

/** extraSettings of AnimalSticker (catalogue section 3). */
export type AnimalStickerSettings = StickerSettings & { labelWithArticle: boolean };

/** AnimalSticker: defaults per edition. */
export const animalStickerWidget: WidgetData<AnimalStickerSettings> = {
  defaults: () => ({ ...sticker(false), labelWithArticle: true }),
};
