import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

let dist;
let cacheDir;
const write = (rel, content) => {
  mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  writeFileSync(path.join(dist, rel), content);
};
const exists = (rel) => existsSync(path.join(dist, rel));
/** Compressible text of `n` bytes that is not a single repeated character. */
const text = (n) => 'const widget = { name: "Tafel", size: 12 };\n'.repeat(Math.ceil(n / 43)).slice(0, n);

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'precompress-dist-'));
  cacheDir = mkdtempSync(path.join(tmpdir(), 'precompress-cache-'));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes .br and .gz that decompress to the file, for every text file above 1 KB', async () => {
    const files = {
      'index.html': `<!doctype html>${text(3000)}`,
      'assets/app-1234.js': text(20_000),
      'assets/app-1234.css': text(5000),
      'symbols/pack/manifest.json': JSON.stringify({ symbols: text(4000) }),
      'symbols/pack/star.0123abcd.svg': `<svg>${text(2000)}</svg>`,
      'manifest.webmanifest': JSON.stringify({ name: text(2000) }),
    };
    for (const [rel, content] of Object.entries(files)) write(rel, content);
    const stats = await precompress(dist, { cacheDir });
    expect(stats.files).toBe(6);
    for (const [rel, content] of Object.entries(files)) {
      const original = Buffer.from(content);
      const br = readFileSync(path.join(dist, `${rel}.br`));
      const gz = readFileSync(path.join(dist, `${rel}.gz`));
      expect(brotliDecompressSync(br).equals(original), rel).toBe(true);
      expect(gunzipSync(gz).equals(original), rel).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
  });

  it('leaves small files, source maps, binary files and dot folders alone', async () => {
    write('favicon.svg', '<svg viewBox="0 0 10 10"></svg>');
    write('app-routes.json', '["/"]');
    write('assets/app-1234.js.map', text(50_000));
    write('assets/font-1234.woff2', text(50_000));
    write('backgrounds/photo.jpg', text(50_000));
    write('.vite/manifest.json', text(50_000));
    write('.ssr/render-landing.mjs', text(50_000));
    const stats = await precompress(dist, { cacheDir });
    expect(stats.files).toBe(0);
    for (const rel of [
      'favicon.svg',
      'app-routes.json',
      'assets/app-1234.js.map',
      'assets/font-1234.woff2',
      'backgrounds/photo.jpg',
      '.vite/manifest.json',
      '.ssr/render-landing.mjs',
    ]) {
      expect(exists(`${rel}.br`), rel).toBe(false);
      expect(exists(`${rel}.gz`), rel).toBe(false);
    }
  });

  it('writes nothing where compression does not make the file smaller', async () => {
    // Random bytes in a .js name: neither brotli nor gzip gets them smaller.
    const random = Buffer.from(Array.from({ length: 4000 }, () => Math.floor(Math.random() * 256)));
    write('assets/random-1234.js', random);
    await precompress(dist, { cacheDir });
    expect(exists('assets/random-1234.js.br')).toBe(false);
    expect(exists('assets/random-1234.js.gz')).toBe(false);
  });

  it('takes unchanged files from the cache and drops cache entries a build no longer uses', async () => {
    write('assets/app-1234.js', text(20_000));
    write('assets/old-1234.js', text(30_000));
    expect((await precompress(dist, { cacheDir })).compressed).toBe(4);
    expect(readdirSync(cacheDir)).toHaveLength(4);

    // The next build: one file unchanged, one gone, one new.
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(dist);
    write('assets/app-1234.js', text(20_000));
    write('assets/new-5678.js', text(40_000));
    const again = await precompress(dist, { cacheDir });
    expect(again.compressed).toBe(2);
    expect(readdirSync(cacheDir)).toHaveLength(4);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets/app-1234.js.br'))).toString()).toBe(
      text(20_000),
    );
    expect(gunzipSync(readFileSync(path.join(dist, 'assets/new-5678.js.gz'))).toString()).toBe(text(40_000));
  });
});
