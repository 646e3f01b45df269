import { type AssetLinkType, AssetType } from '../constants/asset.ts';

/** A link pasted into the Media widget, classified (catalogue 3.4 `Media`). */
export interface MediaLink {
  /** The normalised absolute http(s) URL. */
  url: string;
  linkType: AssetLinkType;
  /** Follows the file for direct links; 'Video' for video platforms; 'Unknown' otherwise. */
  assetType: AssetType;
  /** Host name without a leading 'www.' (shown on consent placeholders and link cards). */
  domain: string;
  /** URL for a sandboxed iframe (video platforms, H5P); null for other links. */
  embedUrl: string | null;
}

const FILE_TYPES: Readonly<Record<string, AssetType>> = {
  jpg: AssetType.Image,
  jpeg: AssetType.Image,
  png: AssetType.Image,
  gif: AssetType.Image,
  webp: AssetType.Image,
  svg: AssetType.Image,
  mp3: AssetType.Audio,
  ogg: AssetType.Audio,
  wav: AssetType.Audio,
  m4a: AssetType.Audio,
  mp4: AssetType.Video,
  webm: AssetType.Video,
};

/** File extensions a direct media link may end with (lower case, without dot). */
export const DIRECT_MEDIA_EXTENSIONS: readonly string[] = Object.keys(FILE_TYPES);

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'youtu.be',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Parses a pasted link: trims, adds 'https://' to a bare host, accepts http(s) only. */
export function parseHttpUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return url;
}

/** Host name without a leading 'www.'. */
export function linkDomain(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}

function fileAssetType(url: URL): AssetType | undefined {
  const last = url.pathname.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return FILE_TYPES[last.slice(dot + 1).toLowerCase()];
}

// Seconds from YouTube's t/start parameter ('90', '90s', '1m30s').
function youtubeStart(url: URL): number {
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start') ?? '';
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw);
  if (!match || raw === '') return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** The video id of a YouTube watch, share, shorts, live or embed link; null for other pages. */
export function youtubeVideoId(url: URL): string | null {
  const host = linkDomain(url);
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The numeric video id of a Vimeo video or player link; null for other pages. */
export function vimeoVideoId(url: URL): string | null {
  const host = linkDomain(url);
  if (!VIMEO_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.at(-1);
  return id && /^\d{5,12}$/.test(id) ? id : null;
}

/** True for an H5P embed link (h5p.org/h5p/embed/…, *.h5p.com/content/…/embed, WordPress h5p_embed). */
export function isH5pEmbed(url: URL): boolean {
  const host = linkDomain(url);
  const path = url.pathname.toLowerCase();
  if (path.includes('/h5p/embed/')) return true;
  if ((host === 'h5p.com' || host.endsWith('.h5p.com')) && /\/content\/[^/]+\/embed\/?$/.test(path))
    return true;
  return path.endsWith('/admin-ajax.php') && url.searchParams.get('action') === 'h5p_embed';
}

/**
 * Classifies a pasted link (catalogue 3.4 `Media`): direct file by extension → RawMediaLink;
 * YouTube/Vimeo video → VideoPlatformLink (embedded without tracking cookies where the platform
 * offers it); H5P embed → H5pAppLink; anything else → Hyperlink. Null when it is no http(s) link.
 */
export function classifyMediaLink(input: string): MediaLink | null {
  const url = parseHttpUrl(input);
  if (!url) return null;
  const domain = linkDomain(url);
  const base = { url: url.href, domain };
  const fileType = fileAssetType(url);
  if (fileType) return { ...base, linkType: 'RawMediaLink', assetType: fileType, embedUrl: null };
  const youtube = youtubeVideoId(url);
  if (youtube) {
    const start = youtubeStart(url);
    return {
      ...base,
      linkType: 'VideoPlatformLink',
      assetType: AssetType.Video,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}${start > 0 ? `?start=${start}` : ''}`,
    };
  }
  const vimeo = vimeoVideoId(url);
  if (vimeo)
    return {
      ...base,
      linkType: 'VideoPlatformLink',
      assetType: AssetType.Video,
      embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1`,
    };
  if (isH5pEmbed(url)) {
    const embed = new URL(url.href);
    embed.protocol = 'https:';
    return { ...base, linkType: 'H5pAppLink', assetType: AssetType.Unknown, embedUrl: embed.href };
  }
  return { ...base, linkType: 'Hyperlink', assetType: AssetType.Unknown, embedUrl: null };
}
