import { type StickerSettings, sticker, type WidgetData } from './common.ts';

/** extraSettings of MoneySticker (catalogue section 3). */
export type MoneyStickerSettings = StickerSettings & { trueToScale: boolean };

/** MoneySticker: defaults per edition. */
export const moneyStickerWidget: WidgetData<MoneyStickerSettings> = {
  defaults: () => ({ ...sticker(false), trueToScale: true }),
};
