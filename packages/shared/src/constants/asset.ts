/** Asset types of user uploads (spec section 3). */
export const AssetType = {
  Unknown: 'Unknown',
  Image: 'Image',
  Audio: 'Audio',
  Video: 'Video',
} as const;

/** One of the asset types. */
export type AssetType = (typeof AssetType)[keyof typeof AssetType];

/** All asset types in spec order. */
export const ASSET_TYPES = [
  AssetType.Unknown,
  AssetType.Image,
  AssetType.Audio,
  AssetType.Video,
] as const satisfies readonly AssetType[];

/** Asset link types (spec section 3). */
export const AssetLinkType = {
  RawMediaLink: 'RawMediaLink',
  VideoPlatformLink: 'VideoPlatformLink',
  H5pAppLink: 'H5pAppLink',
  Hyperlink: 'Hyperlink',
} as const;

/** One of the asset link types. */
export type AssetLinkType = (typeof AssetLinkType)[keyof typeof AssetLinkType];

/** All asset link types in spec order. */
export const ASSET_LINK_TYPES = [
  AssetLinkType.RawMediaLink,
  AssetLinkType.VideoPlatformLink,
  AssetLinkType.H5pAppLink,
  AssetLinkType.Hyperlink,
] as const satisfies readonly AssetLinkType[];
