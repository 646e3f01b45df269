import { inkColor, MARKER_OPACITY, type Size, type Stroke, strokePath } from './strokes.ts';

/** Pixel density of the saved picture (sharp on projectors and prints). */
const EXPORT_SCALE = 2;

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** 'Als Bild speichern': the background and all strokes as a PNG (canvas export). */
export async function exportPng({
  strokes,
  size,
  backgroundUrl,
  backgroundSlug,
}: {
  strokes: readonly Stroke[];
  size: Size;
  backgroundUrl: string | null;
  backgroundSlug: string;
}): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(size.width * EXPORT_SCALE));
  canvas.height = Math.max(1, Math.round(size.height * EXPORT_SCALE));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d not available');
  context.scale(EXPORT_SCALE, EXPORT_SCALE);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  const image = backgroundUrl ? await loadImage(backgroundUrl) : null;
  if (image) {
    // Like CSS 'background-size: cover' anchored top left, as on the surface.
    const scale = Math.max(size.width / image.naturalWidth, size.height / image.naturalHeight);
    context.drawImage(image, 0, 0, image.naturalWidth * scale, image.naturalHeight * scale);
  }
  for (const stroke of strokes) {
    context.globalAlpha = stroke.tool === 'marker' ? MARKER_OPACITY : 1;
    context.fillStyle = inkColor(stroke.color, backgroundSlug);
    context.fill(new Path2D(strokePath(stroke, size)));
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png'),
  );
}
