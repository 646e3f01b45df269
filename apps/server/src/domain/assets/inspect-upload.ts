import { AssetType, PUPIL_NAMES_MIME_TYPE } from '@tafino/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../../lib/errors.ts';

/** Largest image sharp decodes (pixels): a bomb of 100k x 100k is refused, not rendered. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** User SVGs are rasterized to a PNG no larger than this on its longer side. */
export const SVG_RASTER_MAX = 2048;

const IMAGE_TYPES = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);
const AUDIO_TYPES = new Set([
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/flac',
  'audio/aac',
  'audio/mp4',
  'audio/x-m4a',
]);
const VIDEO_TYPES = new Set(['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'video/x-m4v']);

/** What the content of an upload is, decided by its bytes, never by its name. */
export interface InspectedFile {
  data: Buffer;
  mimeType: string;
  assetType: AssetType;
  /** The file name to store (an SVG becomes .png once rasterized). */
  fileName: string;
}

export const unsupportedFileType = () =>
  new HttpError(
    415,
    'UnsupportedFileType',
    'Dieser Dateityp wird nicht unterstützt. Erlaubt sind Bilder, Audio- und Videodateien.',
  );

/** Throws 415 unless the bytes are an allowed image, audio or video (or plain text when allowed). */
export async function inspectUpload(
  data: Buffer,
  fileName: string,
  options: { allowText: boolean; allowPdf?: boolean },
): Promise<InspectedFile> {
  const found = await fileTypeFromBuffer(data);
  // XML is text: an SVG (or not) is decided below.
  const detected = found && !/xml/.test(found.mime) ? found : undefined;
  if (detected) {
    const mime = detected.mime as string;
    if (IMAGE_TYPES.has(mime)) {
      const meta = await assertDecodableImage(data);
      return {
        data: await withoutPrivateMetadata(data, mime, meta),
        mimeType: mime === 'image/apng' ? 'image/png' : mime,
        assetType: AssetType.Image,
        fileName,
      };
    }
    if (AUDIO_TYPES.has(mime)) return { data, mimeType: mime, assetType: AssetType.Audio, fileName };
    if (VIDEO_TYPES.has(mime)) return { data, mimeType: mime, assetType: AssetType.Video, fileName };
    // The file spaces also keep documents (served as downloads only, never inline).
    if (options.allowPdf && mime === 'application/pdf')
      return { data, mimeType: mime, assetType: AssetType.Unknown, fileName };
    throw unsupportedFileType();
  }
  const text = decodeUtf8(data);
  if (text === undefined) throw unsupportedFileType();
  if (isSvg(text)) {
    return {
      data: await rasterizeSvg(data),
      mimeType: 'image/png',
      assetType: AssetType.Image,
      fileName: withExtension(fileName, '.png'),
    };
  }
  if (options.allowText && /\.txt$/i.test(fileName) && isPlainText(text)) {
    return { data, mimeType: PUPIL_NAMES_MIME_TYPE, assetType: AssetType.Unknown, fileName };
  }
  throw unsupportedFileType();
}

export async function assertDecodableImage(data: Buffer): Promise<Metadata> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS)
      throw unsupportedFileType();
    return meta;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, 'UnsupportedFileType', 'Die Bilddatei ist beschädigt oder zu groß.');
  }
}

// Formats re-encoded when they carry metadata, each as close to the original as it allows (PNG
// stays lossless). GIF has no EXIF; APNG and BMP are kept as they are (sharp would drop APNG's
// animation).
const REENCODE: Readonly<Record<string, (image: Sharp) => Sharp>> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 92 }),
  'image/avif': (image) => image.avif({ quality: 70 }),
};

/**
 * A photo's EXIF, XMP and IPTC data (the GPS position where it was taken, the camera's serial
 * number, names) must not travel with it to colleagues or into an embedded board: an image that
 * carries any is re-encoded without it. The EXIF orientation is applied first, so the picture
 * stands as before, and the colour profile is kept. Without such metadata the bytes stay as
 * uploaded.
 */
export async function withoutPrivateMetadata(data: Buffer, mime: string, meta: Metadata): Promise<Buffer> {
  const encode = REENCODE[mime];
  if (!encode || (!meta.exif && !meta.xmp && !meta.iptc)) return data;
  const animated = (meta.pages ?? 1) > 1;
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated });
  return encode((animated ? image : image.rotate()).keepIccProfile()).toBuffer();
}

export function decodeUtf8(data: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return undefined;
  }
}

// The first element (after an XML declaration, comments and a doctype) must be <svg>; an HTML
// page with an inline <svg> is not an SVG file.
export function isSvg(text: string): boolean {
  const head = text
    .slice(0, 64 * 1024)
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>))*/i, '')
    .trimStart();
  return /^<svg[\s>/]/i.test(head);
}

// Plain text: no control characters other than tab and line breaks, and no markup that a
// browser could take for HTML if some proxy ignored nosniff.
function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 9 || (c > 13 && c < 32) || c === 127) return false;
  }
  return !/^\s*</.test(text);
}

/**
 * User SVGs are rasterized to PNG (4x the declared size, at most SVG_RASTER_MAX px, so they stay
 * crisp on a projector) and only the PNG is kept: no script, event handler,
 * external reference or CSS of the original can ever reach a browser (simpler and safer than
 * sanitizing SVG markup, whose bypasses keep being found). librsvg renders without network
 * access. Huge declared sizes are scaled down before rendering.
 */
export async function rasterizeSvg(data: Buffer, maxSide = SVG_RASTER_MAX): Promise<Buffer> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const side = Math.max(meta.width ?? 0, meta.height ?? 0);
    if (!side) throw new Error('no size');
    // Render at a density that gives at most maxSide px (72 dpi = the declared size).
    const density = Math.max(1, Math.min(72 * (maxSide / side), 72 * 4));
    return await sharp(data, { density, limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new HttpError(415, 'UnsupportedFileType', 'Die SVG-Datei konnte nicht gelesen werden.');
  }
}

function withExtension(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}${extension}`;
}
