#!/usr/bin/env node
// Precompresses the web build for the server (apps/server/src/plugins/external/web.ts, which sends
// `file.br` or `file.gz` in place of `file` by the request's Accept-Encoding): every text file the
// browser loads (JS, CSS, SVG, HTML, JSON, web manifest, plain text) above 1 KB gets a brotli
// (quality 11) and a gzip (level 9) sibling, kept only where it is smaller than the file itself.
// Source maps (only a developer's tools load them), dot folders (.vite, .ssr: not served) and files
// already compressed (fonts, images) are left as they are.
//
//   node scripts/precompress.mjs apps/web/dist      (run by apps/web's `npm run build`)
//
// Brotli at quality 11 takes seconds for the whole build, so each result is kept in a cache by the
// file's content hash (node_modules/.cache/tafino-precompress): a rebuild compresses only the files
// that changed. Entries the build did not use are removed.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files at or below this size are sent as they are (a response's headers are about as large). */
export const MIN_BYTES = 1024;
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt|xml)$/i;

export const ENCODINGS = [
  {
    extension: '.br',
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { extension: '.gz', compress: (bytes) => gzip(bytes, { level: 9 }) },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_CACHE_DIR = path.join(root, 'node_modules', '.cache', 'tafino-precompress');

/** The files of `dir` to precompress, largest first, skipping dot folders. */
export function filesToCompress(dir) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) {
        const { size } = statSync(full);
        if (size > MIN_BYTES) found.push({ file: full, size });
      }
    }
  };
  walk(dir);
  return found.sort((a, b) => b.size - a.size).map((entry) => entry.file);
}

/**
 * Writes `.br` and `.gz` next to every file of `dir` worth compressing. Returns what was written and
 * how much was compressed anew (not taken from the cache).
 */
export async function precompress(dir, { cacheDir = DEFAULT_CACHE_DIR, concurrency } = {}) {
  const files = filesToCompress(dir);
  mkdirSync(cacheDir, { recursive: true });
  const used = new Set();
  const stats = { files: files.length, written: 0, compressed: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 };

  const compressOne = async (file) => {
    const bytes = readFileSync(file);
    stats.rawBytes += bytes.length;
    const hash = createHash('sha256').update(bytes).digest('hex');
    for (const { extension, compress } of ENCODINGS) {
      const cached = path.join(cacheDir, `${hash}${extension}`);
      used.add(path.basename(cached));
      let output;
      try {
        output = readFileSync(cached);
      } catch {
        output = await compress(bytes);
        stats.compressed += 1;
        // Written under a temporary name first, so a concurrent build never reads half a file.
        const temporary = `${cached}.${process.pid}.tmp`;
        writeFileSync(temporary, output);
        renameSync(temporary, cached);
      }
      if (extension === '.br') stats.brBytes += Math.min(output.length, bytes.length);
      else stats.gzBytes += Math.min(output.length, bytes.length);
      // Not smaller: the server sends the file itself.
      if (output.length >= bytes.length) continue;
      writeFileSync(`${file}${extension}`, output);
      stats.written += 1;
    }
  };

  // zlib runs in libuv's thread pool: a few files at a time use every core.
  const queue = [...files];
  const workers = Array.from({ length: concurrency ?? Math.max(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compressOne(file);
  });
  await Promise.all(workers);

  for (const name of readdirSync(cacheDir)) {
    if (!used.has(name) && !name.endsWith('.tmp')) rmSync(path.join(cacheDir, name), { force: true });
  }
  return stats;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/precompress.mjs <dist folder>');
    process.exit(2);
  }
  const started = Date.now();
  const stats = await precompress(path.resolve(dir));
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${stats.files} files (${kb(stats.rawBytes)}): brotli ${kb(stats.brBytes)}, gzip ${kb(stats.gzBytes)}; ` +
      `${stats.compressed} compressed anew, in ${Date.now() - started} ms`,
  );
}
