import type { AssetLinkType, AssetType } from '../constants/asset.ts';
import type { WidgetData } from './common.ts';

/** extraSettings of Media (catalogue section 3). */
export type MediaSettings = {
  assetId: string;
  assetType: AssetType;
  assetUrl: string;
  assetUrlType: AssetLinkType;
  assetTitle: string;
  loop: boolean;
};

/** Media: defaults per edition. */
export const mediaWidget: WidgetData<MediaSettings> = {
  defaults: () => ({
    assetId: '',
    assetType: 'Unknown',
    assetUrl: '',
    assetUrlType: 'Hyperlink',
    assetTitle: '',
    loop: false,
  }),
};
