import { type StickerSettings, sticker, type WidgetData } from './common.ts';

/** Sticker: defaults per edition. */
export const stickerWidget: WidgetData<StickerSettings> = {
  defaults: () => sticker(false),
};
