// npm run bench:assets — upload throughput and preview generation time for a 5 MB photo, and
// the latency of the gallery listing with 500 items (previews warm), over real HTTP.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { findGalleryDir } from '../src/plugins/app/gallery.ts';
import { createTestDatabase } from '../test/helpers/database.ts';
import { getTokens } from '../test/helpers/sign-in.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 300);
const GALLERY_ITEMS = 500;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A noise photo as JPEG of about 5 MB (noise barely compresses, like a detailed photo). */
async function photo(target = 5_000_000): Promise<Buffer> {
  let width = 2400;
  for (;;) {
    const height = Math.round((width * 3) / 4);
    const jpeg = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (Math.abs(jpeg.length - target) < target * 0.05) return jpeg;
    width = Math.round(width * Math.sqrt(target / jpeg.length));
  }
}

/** A gallery folder with 500 distinct small SVG stickers (and the real folder definitions). */
async function syntheticGallery(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-bench-gallery-'));
  const real = JSON.parse(await fs.readFile(path.join(findGalleryDir(), 'manifest.json'), 'utf8'));
  await fs.mkdir(path.join(dir, 'common', 'lob-und-symbole'), { recursive: true });
  const items = [];
  for (let i = 0; i < GALLERY_ITEMS; i++) {
    const slug = `bench-${i}`;
    const hue = (i * 37) % 360;
    await fs.writeFile(
      path.join(dir, 'common', 'lob-und-symbole', `${slug}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><circle cx="100" cy="100" r="85" fill="hsl(${hue},70%,60%)" stroke="#222" stroke-width="6"/><text x="100" y="120" font-family="sans-serif" font-size="60" text-anchor="middle">${i}</text></svg>`,
    );
    items.push({
      slug,
      title: `Sticker ${i}`,
      file: `common/lob-und-symbole/${slug}.svg`,
      folder: 'lob-und-symbole',
      keywords: ['Bench', `Nummer ${i}`],
      editions: ['PrimaryGradeLevel', 'SecondaryGradeLevel'],
      width: 200,
      height: 200,
      license: 'Eigenes Werk, CC0 1.0 (gemeinfrei)',
      author: 'TAFINO-Team',
    });
  }
  await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ folders: real.folders, items }));
  return dir;
}

async function main() {
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-bench-files-'));
  const galleryDir = await syntheticGallery();
  const db = await createTestDatabase('pglite');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'http://127.0.0.1:0',
    SEED_DEMO: 'true',
    WEB_DIST_DIR: '/nonexistent',
    STORAGE_DIR: storageDir,
    GALLERY_DIR: galleryDir,
    UPLOAD_LIMIT_MB: '1000',
  });
  const app = await buildApp(config, { database: db.database, logger: false });
  await app.ready();
  const token = (await getTokens(app, 'lehrerin@example.org', 'Tafel-Demo-1')).accessToken;
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const auth = { authorization: `Bearer ${token}` };

  try {
    const jpeg = await photo();
    const body = JSON.stringify({ file: jpeg.toString('base64'), fileName: 'Klassenfoto.jpg' });
    console.log(
      `photo: ${(jpeg.length / 1e6).toFixed(2)} MB JPEG, request body ${(body.length / 1e6).toFixed(2)} MB (base64 JSON)`,
    );

    // Upload: sequential, over HTTP, including base64 decoding, type check, storage and the row.
    const uploadTimes: number[] = [];
    const assets: { url: string; previewUrl: string }[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/tafino/userAsset`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      });
      if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
      assets.push((await res.json()) as { url: string; previewUrl: string });
      uploadTimes.push(performance.now() - t0);
    }
    const meanUpload = uploadTimes.reduce((a, b) => a + b, 0) / uploadTimes.length;
    console.log(
      `upload (sequential, n=${UPLOADS}): mean ${ms(meanUpload)}, p95 ${ms(pct(uploadTimes, 95))}, ` +
        `${((jpeg.length / 1e6) * (1000 / meanUpload)).toFixed(1)} MB/s of file data`,
    );
    // A camera photo carries EXIF (here orientation, camera and GPS): it is re-encoded without it.
    const withExif = await sharp(jpeg)
      .withMetadata({ orientation: 1 })
      .withExif({
        IFD0: { Make: 'Kamera', Model: 'Modell 7' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
      })
      .jpeg({ quality: 90 })
      .toBuffer();
    const exifBody = JSON.stringify({ file: withExif.toString('base64'), fileName: 'Handyfoto.jpg' });
    const exifTimes: number[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/tafino/userAsset`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: exifBody,
      });
      if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      exifTimes.push(performance.now() - t0);
    }
    const meanExif = exifTimes.reduce((a, b) => a + b, 0) / exifTimes.length;
    console.log(
      `upload of a photo with EXIF (metadata removed, sequential, n=${UPLOADS}): mean ${ms(meanExif)}, ` +
        `p95 ${ms(pct(exifTimes, 95))}`,
    );

    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${base}/api/tafino/userAsset`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body,
        }).then((r) => r.arrayBuffer()),
      ),
    );
    const parallel = performance.now() - t0;
    console.log(
      `upload (4 parallel): ${ms(parallel)} in all, ${((4 * jpeg.length) / 1e6 / (parallel / 1000)).toFixed(1)} MB/s`,
    );

    // Preview: first request renders (cold), later ones come from storage (warm).
    const cold: number[] = [];
    const warm: number[] = [];
    for (const a of assets) {
      let t = performance.now();
      const first = await fetch(`${base}${a.previewUrl}`);
      await first.arrayBuffer();
      cold.push(performance.now() - t);
      t = performance.now();
      await (await fetch(`${base}${a.previewUrl}`)).arrayBuffer();
      warm.push(performance.now() - t);
    }
    const draw: number[] = [];
    for (const a of assets) {
      const t = performance.now();
      await (await fetch(`${base}${a.url}&w=100&h=80`)).arrayBuffer();
      draw.push(performance.now() - t);
    }
    console.log(
      `preview 320x240 of the 5 MB photo: cold (generate + store) mean ${ms(cold.reduce((a, b) => a + b, 0) / cold.length)}, p95 ${ms(pct(cold, 95))}; ` +
        `warm mean ${ms(warm.reduce((a, b) => a + b, 0) / warm.length)}; 100x80 cold mean ${ms(draw.reduce((a, b) => a + b, 0) / draw.length)}`,
    );

    // Gallery: warm every preview once, then time the listing.
    const listingUrl = `${base}/api/files/assets?productEdition=PrimaryGradeLevel&previewWidth=100&previewHeight=100`;
    const listing = (await (await fetch(listingUrl, { headers: auth })).json()) as {
      items: { previewUrl: string }[];
    };
    if (listing.items.length !== GALLERY_ITEMS)
      throw new Error(`expected ${GALLERY_ITEMS} items, got ${listing.items.length}`);
    let t = performance.now();
    for (let i = 0; i < listing.items.length; i += 8) {
      await Promise.all(
        listing.items
          .slice(i, i + 8)
          .map((it) => fetch(`${base}${it.previewUrl}`).then((r) => r.arrayBuffer())),
      );
    }
    const warmAll = performance.now() - t;
    t = performance.now();
    await Promise.all(
      listing.items.slice(0, 50).map((it) => fetch(`${base}${it.previewUrl}`).then((r) => r.arrayBuffer())),
    );
    const warmPreviews = performance.now() - t;
    const times: number[] = [];
    for (let i = 0; i < LISTINGS; i++) {
      t = performance.now();
      const res = await fetch(listingUrl, { headers: auth });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    const filtered: number[] = [];
    for (let i = 0; i < LISTINGS / 3; i++) {
      t = performance.now();
      await (await fetch(`${listingUrl}&filter=Nummer%2042`, { headers: auth })).arrayBuffer();
      filtered.push(performance.now() - t);
    }
    console.log(
      `gallery: ${GALLERY_ITEMS} previews generated in ${ms(warmAll)} (first time); 50 warm previews in ${ms(warmPreviews)}`,
    );
    console.log(
      `gallery listing of ${GALLERY_ITEMS} items (warm, n=${LISTINGS}): p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, max ${ms(Math.max(...times))}; ` +
        `with filter: p95 ${ms(pct(filtered, 95))} (budget: p95 < 100 ms)`,
    );
  } finally {
    await app.close();
    await db.drop();
    await fs.rm(storageDir, { recursive: true, force: true });
    await fs.rm(galleryDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
