import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** A WAV file of exactly `size` bytes (header + silence); magic bytes say audio/wav. */
export function wav(size: number): Buffer {
  const b = Buffer.alloc(Math.max(size, 44));
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(b.length - 8, 4);
  b.write('WAVEfmt ', 8, 'ascii');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36, 'ascii');
  b.writeUInt32LE(b.length - 44, 40);
  return b;
}

/** A small real PNG. */
export async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

export const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64');

/** Every file below a folder (relative paths), for "no bytes left behind" checks. */
export async function filesIn(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  await walk(dir);
  return out.sort();
}
