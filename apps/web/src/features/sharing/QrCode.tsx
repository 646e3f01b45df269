/**
 * A QR code drawn as SVG from the `qrcode` package's module matrix: generated in the browser,
 * no image request, no inline markup (so the CSP stays strict).
 *
 *   <QrCode value="https://..." label="QR-Code ..." size={184} />
 */
import QRCode from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The SVG path of the dark modules (one 1x1 square each, offset by the quiet zone) and the side length. */
export function qrPath(value: string): { d: string; size: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { d, size: modules.size + QUIET_ZONE * 2 };
}

export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const { d, size: side } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
