import sharp from 'sharp';
import type { BlobStorage } from '../../plugins/app/storage/create-storage.ts';
import { MAX_INPUT_PIXELS } from './inspect-upload.ts';

/**
 * Preview sizes are snapped up to this ladder so that a client cannot fill the cache with
 * every size from 16 to 2048: at most a few dozen previews per image exist. 100x80 (Draw
 * backgrounds) and 200x200 (stickers) are on it.
 */
export const PREVIEW_SIZE_LADDER = [
  16, 24, 32, 48, 64, 80, 100, 128, 160, 200, 240, 256, 320, 400, 480, 512, 640, 800, 960, 1024, 1280, 1600,
  1920, 2048,
] as const;

/** The smallest ladder size that is at least n (the largest for anything above it). */
export function snapPreviewSize(n: number): number {
  return PREVIEW_SIZE_LADDER.find((s) => s >= n) ?? PREVIEW_SIZE_LADDER.at(-1)!;
}

export type PreviewFormat = 'png' | 'webp';

export const previewMimeType = (format: PreviewFormat) => (format === 'png' ? 'image/png' : 'image/webp');

/** Fits the image inside width x height, or covers it exactly (aspect kept, EXIF rotation applied, metadata dropped). */
export async function renderPreview(
  data: Buffer,
  size: { width: number; height: number },
  format: PreviewFormat,
  options: { density?: number; fit?: 'contain' | 'cover' } = {},
): Promise<Buffer> {
  const image = sharp(data, {
    limitInputPixels: MAX_INPUT_PIXELS,
    ...(options.density ? { density: options.density } : {}),
  })
    .rotate()
    .resize({
      width: size.width,
      height: size.height,
      fit: options.fit === 'cover' ? 'cover' : 'inside',
      withoutEnlargement: !options.density,
    });
  return format === 'png'
    ? image.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
    : image.webp({ quality: 80 }).toBuffer();
}

/**
 * A preview is generated once per size and kept in blob storage next to its original, so
 * every server process shares it; concurrent requests in one process share one rendering.
 */
export class PreviewCache {
  private readonly inFlight = new Map<string, Promise<Buffer | undefined>>();
  constructor(private readonly storage: BlobStorage) {}

  async get(
    key: string,
    format: PreviewFormat,
    render: () => Promise<Buffer | undefined>,
  ): Promise<{ bytes: Buffer | undefined; created: boolean }> {
    const cached = await this.storage.read(key);
    if (cached) return { bytes: cached, created: false };
    let job = this.inFlight.get(key);
    if (!job) {
      job = (async () => {
        const bytes = await render();
        if (bytes) await this.storage.put(key, bytes, previewMimeType(format));
        return bytes;
      })().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    const bytes = await job;
    return { bytes, created: Boolean(bytes) };
  }
}
