import { type StickerSettings, sticker, type WidgetData } from './common.ts';

/** extraSettings of FlagsSticker (catalogue section 3). */
export type FlagsStickerSettings = StickerSettings & { aspect: '4x3' | '1x1' };

/** FlagsSticker: defaults per edition. */
export const flagsStickerWidget: WidgetData<FlagsStickerSettings> = {
  defaults: () => ({ ...sticker(true), aspect: '4x3' }),
};
