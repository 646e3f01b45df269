/**
 * A QR code drawn from the `qrcode` package's module matrix: generated in the browser, no image
 * request, no inline markup (so the CSP stays strict). Always black on white with a 4-module quiet zone.
 * Used by the share dialog and the 'QR-Code' widget.
 *
 *   <QrCode value="https://..." label="QR-Code ..." size={184} />
 *   qrPath(value, 'H')                 the SVG path of the dark modules, or null when the text does not fit
 *   await qrPngBlob(value, 'M', 12)    a PNG of the code (12 px per module)
 */
import QRCode from 'qrcode';
import { useMemo } from 'react';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** Modules of white border around the code (the standard's quiet zone). */
export const QR_QUIET_ZONE = 4;

interface QrMatrix {
  readonly size: number;
  readonly dark: (row: number, col: number) => boolean;
}

/** The module matrix, or null when the content does not fit a QR code at this level. */
function qrMatrix(value: string, level: QrErrorCorrection): QrMatrix | null {
  try {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: level });
    return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
  } catch {
    return null;
  }
}

/**
 * The SVG path of the dark modules (one 1x1 square each, offset by the quiet zone) and the side length
 * including the quiet zone; null when the content is empty or too long for the level.
 */
export function qrPath(value: string, level: QrErrorCorrection = 'M'): { d: string; size: number } | null {
  if (value === '') return null;
  const matrix = qrMatrix(value, level);
  if (!matrix) return null;
  let d = '';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.dark(row, col)) d += `M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { d, size: matrix.size + QR_QUIET_ZONE * 2 };
}

/** A PNG of the code with `scale` px per module (quiet zone included), or null when it does not fit. */
export function qrPngBlob(value: string, level: QrErrorCorrection, scale = 12): Promise<Blob | null> {
  const matrix = value === '' ? null : qrMatrix(value, level);
  if (!matrix) return Promise.resolve(null);
  const side = (matrix.size + QR_QUIET_ZONE * 2) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.dark(row, col)) {
        context.fillRect((col + QR_QUIET_ZONE) * scale, (row + QR_QUIET_ZONE) * scale, scale, scale);
      }
    }
  }
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

/** The code as SVG, `size` CSS px square (a number or a CSS length); nothing when it does not fit. */
export function QrCode({
  value,
  label,
  size = 184,
  level = 'M',
  className = 'qr-code',
}: {
  value: string;
  label: string;
  size?: number | string;
  level?: QrErrorCorrection;
  className?: string;
}) {
  const path = useMemo(() => qrPath(value, level), [value, level]);
  if (!path) return null;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
