import {
  type AssetDto,
  AssetLinkType,
  AssetType,
  classifyMediaLink,
  type GalleryItemDto,
  isSafeUrl,
  type MediaLink,
  type WidgetExtraSettingsMap,
} from '@tafino/shared';

export type MediaSettings = WidgetExtraSettingsMap['Media'];
/** The keys a chosen source sets together (assetTitle: file name or domain, editable later). */
export type MediaSource = Pick<
  MediaSettings,
  'assetId' | 'assetType' | 'assetUrl' | 'assetUrlType' | 'assetTitle'
>;

/** No source: the widget shows the chooser. */
export const EMPTY_SOURCE: MediaSource = {
  assetId: '',
  assetType: AssetType.Unknown,
  assetUrl: '',
  assetUrlType: AssetLinkType.Hyperlink,
  assetTitle: '',
};

/** An uploaded file: its id under `assetId` (the server deletes it with the widget). */
export function sourceFromAsset(asset: Pick<AssetDto, 'id' | 'url' | 'assetType' | 'fileName'>): MediaSource {
  return {
    assetId: asset.id,
    assetType: asset.assetType,
    assetUrl: asset.url,
    assetUrlType: AssetLinkType.RawMediaLink,
    assetTitle: asset.fileName,
  };
}

/** A pasted, classified link; the title defaults to the domain. */
export function sourceFromLink(link: MediaLink): MediaSource {
  return {
    assetId: '',
    assetType: link.assetType,
    assetUrl: link.url,
    assetUrlType: link.linkType,
    assetTitle: link.domain,
  };
}

/** A picture from the product gallery (public, same origin). */
export function sourceFromGallery(item: Pick<GalleryItemDto, 'url' | 'title' | 'assetType'>): MediaSource {
  return {
    assetId: '',
    assetType: item.assetType,
    assetUrl: item.url,
    assetUrlType: AssetLinkType.RawMediaLink,
    assetTitle: item.title,
  };
}

/** How the view renders the settings. */
export type MediaView =
  | { kind: 'empty' }
  | { kind: 'image' | 'audio' | 'video'; url: string }
  | { kind: 'embed'; url: string; embedUrl: string; domain: string; platform: boolean }
  | { kind: 'link'; url: string; domain: string };

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/** Decides the rendering from the stored source (catalogue 3.4 `Media`). */
export function mediaView(
  settings: Pick<MediaSettings, 'assetUrl' | 'assetType' | 'assetUrlType'>,
): MediaView {
  const url = settings.assetUrl.trim();
  // The shared rule: http(s) links and the app's own files only; anything else is not rendered.
  if (url === '' || !isSafeUrl(url)) return { kind: 'empty' };
  // Uploads and gallery pictures are same-origin paths; links are absolute http(s) URLs.
  if (!isAbsolute(url)) {
    if (!url.startsWith('/')) return { kind: 'empty' };
    if (settings.assetType === AssetType.Image) return { kind: 'image', url };
    if (settings.assetType === AssetType.Audio) return { kind: 'audio', url };
    if (settings.assetType === AssetType.Video) return { kind: 'video', url };
    return { kind: 'link', url, domain: '' };
  }
  const link = classifyMediaLink(url);
  if (!link) return { kind: 'empty' };
  if (link.embedUrl && settings.assetUrlType !== AssetLinkType.Hyperlink)
    return {
      kind: 'embed',
      url: link.url,
      embedUrl: link.embedUrl,
      domain: link.domain,
      platform: link.linkType === AssetLinkType.VideoPlatformLink,
    };
  if (settings.assetUrlType === AssetLinkType.RawMediaLink) {
    const type = settings.assetType !== AssetType.Unknown ? settings.assetType : link.assetType;
    if (type === AssetType.Image) return { kind: 'image', url: link.url };
    if (type === AssetType.Audio) return { kind: 'audio', url: link.url };
    if (type === AssetType.Video) return { kind: 'video', url: link.url };
  }
  return { kind: 'link', url: link.url, domain: link.domain };
}
