import { type ColorToken, type StickerSettings, sticker, type WidgetData } from './common.ts';

/** extraSettings of ShapesAndSurfaces (catalogue section 3). */
export type ShapesAndSurfacesSettings = StickerSettings & {
  fillColor: ColorToken;
  showHiddenEdges: boolean;
  showProperties: boolean;
};

/** ShapesAndSurfaces: defaults per edition. */
export const shapesAndSurfacesWidget: WidgetData<ShapesAndSurfacesSettings> = {
  defaults: () => ({
    ...sticker(true),
    fillColor: 'blue',
    showHiddenEdges: true,
    showProperties: false,
  }),
};
