// Draws the built-in gallery (SVG code written for this product) and writes manifest.json.
// Run after a change: node --import tsx apps/server/gallery/draw-gallery.ts
// Output: apps/server/gallery/<common|primary|secondary>/<folder>/<slug>.svg + manifest.json.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestFolder, ManifestItem } from '../src/plugins/app/gallery.ts';

const root = import.meta.dirname;
for (const dir of ['common', 'primary', 'secondary']) {
  // Files are regenerated from scratch so that a removed item leaves no stray file.
  rmSync(path.join(root, dir), { recursive: true, force: true });
}
const BOTH = ['PrimaryGradeLevel', 'SecondaryGradeLevel'];
const PRIMARY = ['PrimaryGradeLevel'];
const SECONDARY = ['SecondaryGradeLevel'];
const LICENSE = 'Eigenes Werk, CC0 1.0 (gemeinfrei)';
const AUTHOR = 'TAFINO-Team';

/** Where a folder's pictures come from: the licence line its gallery footer shows. */
interface Source {
  license: string;
  author: string;
  attribution: string;
}
const OWN: Source = { license: LICENSE, author: AUTHOR, attribution: `${LICENSE}, ${AUTHOR}` };
// The credit OpenMoji asks for (catalogue 1.6/3.7).
const OPENMOJI: Source = {
  license: 'CC BY-SA 4.0',
  author: 'OpenMoji – the open-source emoji and icon project',
  attribution:
    'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0',
};
const FLAG_ICONS: Source = {
  license: 'MIT',
  author: 'flag-icons, Panayiotis Lipiridis',
  attribution: 'Flaggen: flag-icons von Panayiotis Lipiridis, Lizenz: MIT',
};
/** The source of each sticker folder (the others are own work). */
const FOLDER_SOURCE: Record<string, Source> = {
  'lob-und-symbole': OPENMOJI,
  tiere: OPENMOJI,
  flaggen: FLAG_ICONS,
};

type Folder = Omit<ManifestFolder, 'license' | 'author'>;
type Item = ManifestItem;

const folders: Folder[] = [
  { id: 'hintergruende', title: 'Hintergründe', kind: 'desktop-background', previewFit: 'cover' },
  { id: 'zeichenhintergruende', title: 'Zeichenhintergründe', kind: 'draw-background', previewFit: 'cover' },
  { id: 'lob-und-symbole', title: 'Lob & Symbole', kind: 'sticker', previewFit: 'contain' },
  {
    id: 'tiere',
    title: 'Tiere',
    kind: 'sticker',
    previewFit: 'contain',
    subfolders: {
      haustiere: 'Haustiere',
      bauernhof: 'Bauernhof',
      wald: 'Wald',
      wasser: 'Wasser',
      zoo: 'Zoo',
      insekten: 'Insekten',
    },
  },
  { id: 'rechengeld', title: 'Rechengeld', kind: 'sticker', previewFit: 'contain' },
  {
    id: 'flaggen',
    title: 'Flaggen',
    kind: 'sticker',
    previewFit: 'contain',
    subfolders: {
      europa: 'Europa',
      asien: 'Asien',
      afrika: 'Afrika',
      nordamerika: 'Nordamerika',
      suedamerika: 'Südamerika',
      ozeanien: 'Ozeanien',
      weitere: 'Weitere',
    },
  },
  {
    id: 'koerper-und-flaechen',
    title: 'Körper & Flächen',
    kind: 'sticker',
    previewFit: 'contain',
    subfolders: { flaechen: 'Flächen', koerper: 'Körper', netze: 'Netze' },
  },
];

const items: Item[] = [];
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

function add(
  dir: 'common' | 'primary' | 'secondary',
  folder: string,
  item: Omit<Item, 'file' | 'folder' | 'license' | 'author' | 'editions'> & { editions?: string[] },
  body: string,
) {
  const top = folder.split('/')[0]!;
  const file = `${dir}/${top}/${item.slug}.svg`;
  const editions = item.editions ?? (dir === 'primary' ? PRIMARY : dir === 'secondary' ? SECONDARY : BOTH);
  mkdirSync(path.join(root, dir, top), { recursive: true });
  writeFileSync(path.join(root, file), svg(item.width, item.height, body));
  items.push({ ...item, editions, file, folder, license: LICENSE, author: AUTHOR });
}

/** Adds a complete SVG file from another source (vendor/), with its licence. */
function addFile(
  dir: 'common' | 'primary' | 'secondary',
  folder: string,
  item: Omit<Item, 'file' | 'folder' | 'license' | 'author' | 'editions'>,
  content: string,
  source: Source,
) {
  const top = folder.split('/')[0]!;
  const file = `${dir}/${top}/${item.slug}.svg`;
  const editions = dir === 'primary' ? PRIMARY : dir === 'secondary' ? SECONDARY : BOTH;
  mkdirSync(path.join(root, dir, top), { recursive: true });
  writeFileSync(path.join(root, file), `${content}\n`);
  items.push({ ...item, editions, file, folder, license: source.license, author: source.author });
}

// --- desktop backgrounds (1920x1080) ---------------------------------------------------------
const W = 1920;
const H = 1080;
add(
  'common',
  'hintergruende',
  {
    slug: 'hintergrund-wiese',
    title: 'Wiese',
    keywords: ['Wiese', 'Gras', 'Himmel', 'Frühling'],
    width: W,
    height: H,
  },
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3f4"/><stop offset="1" stop-color="#e0f4ff"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="1650" cy="190" r="90" fill="#ffd84d"/>
<path d="M0 760 Q480 620 960 740 T1920 700 V1080 H0Z" fill="#8cc152"/><path d="M0 860 Q600 760 1200 880 T1920 840 V1080 H0Z" fill="#6fae3d"/>
<g fill="#fff" opacity=".9"><ellipse cx="380" cy="220" rx="120" ry="45"/><ellipse cx="460" cy="200" rx="90" ry="50"/><ellipse cx="1120" cy="300" rx="140" ry="40"/></g>`,
);
add(
  'common',
  'hintergruende',
  {
    slug: 'hintergrund-himmel',
    title: 'Himmel',
    keywords: ['Himmel', 'Wolken', 'blau'],
    width: W,
    height: H,
  },
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#cfe8ff"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/><g fill="#fff" opacity=".85"><ellipse cx="300" cy="260" rx="170" ry="55"/><ellipse cx="400" cy="230" rx="110" ry="65"/><ellipse cx="1400" cy="180" rx="200" ry="60"/><ellipse cx="1500" cy="150" rx="120" ry="70"/><ellipse cx="900" cy="600" rx="220" ry="60"/><ellipse cx="1650" cy="820" rx="160" ry="50"/><ellipse cx="260" cy="860" rx="180" ry="50"/></g>`,
);
add(
  'common',
  'hintergruende',
  { slug: 'hintergrund-holz', title: 'Holz', keywords: ['Holz', 'Tisch', 'braun'], width: W, height: H },
  `<rect width="${W}" height="${H}" fill="#c8955c"/>${Array.from({ length: 8 }, (_, i) => `<rect y="${i * 135}" width="${W}" height="135" fill="${i % 2 ? '#c08a50' : '#cf9d66'}"/><line x1="0" y1="${i * 135}" x2="${W}" y2="${i * 135}" stroke="#8a5a2b" stroke-width="4"/><path d="M${100 + i * 170} ${i * 135 + 60} q120 -25 240 0 t240 0" fill="none" stroke="#a9733f" stroke-width="3" opacity=".6"/>`).join('')}`,
);
add(
  'common',
  'hintergruende',
  {
    slug: 'hintergrund-papier',
    title: 'Papier',
    keywords: ['Papier', 'hell', 'schlicht', 'weiß'],
    width: W,
    height: H,
  },
  `<rect width="${W}" height="${H}" fill="#fbf8f1"/><g stroke="#e9e2d0" stroke-width="2">${Array.from({ length: 26 }, (_, i) => `<line x1="0" y1="${40 + i * 40}" x2="${W}" y2="${40 + i * 40}"/>`).join('')}</g>`,
);
add(
  'common',
  'hintergruende',
  {
    slug: 'hintergrund-tafel',
    title: 'Tafel',
    keywords: ['Tafel', 'grün', 'Kreide', 'Schule'],
    width: W,
    height: H,
  },
  `<rect width="${W}" height="${H}" fill="#2f5d46"/><rect x="20" y="20" width="${W - 40}" height="${H - 40}" fill="none" stroke="#6b4a2b" stroke-width="40"/><g fill="#fff" opacity=".06"><circle cx="400" cy="300" r="180"/><circle cx="1400" cy="700" r="240"/></g>`,
);

// --- Draw backgrounds (1040x700 = twice the Draw widget) --------------------------------------
const DW = 1040;
const DH = 700;
const lines = (step: number, from: number, color: string, width = 1.5, vertical = false) =>
  Array.from({ length: Math.floor(((vertical ? DW : DH) - from) / step) + 1 }, (_, i) => {
    const p = from + i * step;
    return vertical
      ? `<line x1="${p}" y1="0" x2="${p}" y2="${DH}" stroke="${color}" stroke-width="${width}"/>`
      : `<line x1="0" y1="${p}" x2="${DW}" y2="${p}" stroke="${color}" stroke-width="${width}"/>`;
  }).join('');
const paper = `<rect width="${DW}" height="${DH}" fill="#fff"/>`;
const draw = (slug: string, title: string, keywords: string[], body: string, editions?: string[]) =>
  add(
    editions === SECONDARY ? 'secondary' : 'common',
    'zeichenhintergruende',
    { slug, title, keywords, width: DW, height: DH, editions },
    body,
  );
draw('blank', 'Weiß', ['weiß', 'leer', 'blanko'], paper);
draw(
  'squared',
  'Kariert',
  ['kariert', 'Kästchen', 'Mathe'],
  paper + lines(40, 20, '#9cc3e6') + lines(40, 20, '#9cc3e6', 1.5, true),
);
draw(
  'lined',
  'Liniert',
  ['liniert', 'Linien', 'Schreiben'],
  paper +
    lines(50, 60, '#9cc3e6', 2) +
    `<line x1="90" y1="0" x2="90" y2="${DH}" stroke="#e88" stroke-width="2"/>`,
);
draw(
  'primary-lines',
  'Grundschullineatur',
  ['Lineatur', 'Grundschule', 'Schreiben lernen', 'Schreiblinien'],
  paper +
    Array.from({ length: 5 }, (_, i) => {
      const y = 60 + i * 130;
      return `<rect x="0" y="${y + 30}" width="${DW}" height="30" fill="#e8f1fb"/><line x1="0" y1="${y}" x2="${DW}" y2="${y}" stroke="#7aa7d6" stroke-width="2"/><line x1="0" y1="${y + 30}" x2="${DW}" y2="${y + 30}" stroke="#7aa7d6" stroke-width="2"/><line x1="0" y1="${y + 60}" x2="${DW}" y2="${y + 60}" stroke="#d9534f" stroke-width="2.5"/><line x1="0" y1="${y + 90}" x2="${DW}" y2="${y + 90}" stroke="#7aa7d6" stroke-width="2"/>`;
    }).join(''),
);
draw(
  'dotted',
  'Gepunktet',
  ['gepunktet', 'Punkte', 'Punktraster'],
  paper +
    `<g fill="#9bb0c4">${Array.from({ length: 18 }, (_, r) => Array.from({ length: 26 }, (_, c) => `<circle cx="${20 + c * 40}" cy="${20 + r * 40}" r="3"/>`).join('')).join('')}</g>`,
);
draw(
  'chalkboard',
  'Tafelgrün',
  ['Tafel', 'grün', 'Kreide'],
  `<rect width="${DW}" height="${DH}" fill="#2f5d46"/><g fill="#fff" opacity=".05"><circle cx="250" cy="200" r="160"/><circle cx="800" cy="500" r="200"/></g>`,
);
draw(
  'music-staff',
  'Notenlinien',
  ['Noten', 'Notenlinien', 'Musik'],
  paper +
    Array.from({ length: 5 }, (_, s) =>
      Array.from(
        { length: 5 },
        (_, l) =>
          `<line x1="40" y1="${70 + s * 130 + l * 14}" x2="${DW - 40}" y2="${70 + s * 130 + l * 14}" stroke="#333" stroke-width="1.5"/>`,
      ).join(''),
    ).join(''),
);
draw(
  'coordinate-system',
  'Koordinatensystem',
  ['Koordinatensystem', 'Achsen', 'Funktion', 'Mathe'],
  paper +
    lines(40, 0, '#d6e4f2', 1) +
    lines(40, 0, '#d6e4f2', 1, true) +
    `<g stroke="#222" stroke-width="2.5"><line x1="40" y1="360" x2="1010" y2="360"/><line x1="520" y1="680" x2="520" y2="20"/></g><path d="M1010 352 L1030 360 L1010 368Z M512 20 L520 0 L528 20Z" fill="#222"/>` +
    `<g font-family="sans-serif" font-size="18" fill="#222"><text x="1012" y="390">x</text><text x="532" y="22">y</text>${[-4, -3, -2, -1, 1, 2, 3, 4].map((n) => `<text x="${520 + n * 80 - 6}" y="384">${n}</text><line x1="${520 + n * 80}" y1="354" x2="${520 + n * 80}" y2="366" stroke="#222" stroke-width="2"/>`).join('')}</g>`,
  SECONDARY,
);

// --- Lob & Symbole and Tiere: OpenMoji (CC BY-SA 4.0), vendored in vendor/openmoji -------------
// vendor/openmoji-items.json lists the emojis used: [slug, OpenMoji key, German title, ...].
const S = 200;
const openmojiItems = JSON.parse(readFileSync(path.join(root, 'vendor/openmoji-items.json'), 'utf8')) as {
  lob: [string, string, string, string[]][];
  tiere: [string, string, string, string, string][];
};
const openmoji = (key: string) =>
  readFileSync(path.join(root, 'vendor/openmoji', `${key}.svg`), 'utf8')
    .trim()
    .replace('<svg ', `<svg width="${S}" height="${S}" `);
for (const [slug, key, title, keywords] of openmojiItems.lob) {
  addFile(
    'common',
    'lob-und-symbole',
    { slug, title, keywords: [title, ...keywords], width: S, height: S },
    openmoji(key),
    OPENMOJI,
  );
}
const SUBFOLDER_WORD: Record<string, string> = {
  haustiere: 'Haustier',
  bauernhof: 'Bauernhof',
  wald: 'Wald',
  wasser: 'Wasser',
  zoo: 'Zoo',
  insekten: 'Insekt',
};
for (const [slug, key, title, article, sub] of openmojiItems.tiere) {
  addFile(
    'primary',
    `tiere/${sub}`,
    {
      slug,
      title,
      label: `${article} ${title}`,
      keywords: [title, 'Tier', SUBFOLDER_WORD[sub] ?? sub],
      width: S,
      height: S,
    },
    openmoji(key),
    OPENMOJI,
  );
}

// --- Rechengeld (primary, true to scale: coins 5 px/mm, notes 2 px/mm) ------------------------
const coins: [string, string, number, 'copper' | 'gold' | 'bimetal' | 'bimetal2'][] = [
  ['1-cent', '1 ct', 16.25, 'copper'],
  ['2-cent', '2 ct', 18.75, 'copper'],
  ['5-cent', '5 ct', 21.25, 'copper'],
  ['10-cent', '10 ct', 19.75, 'gold'],
  ['20-cent', '20 ct', 22.25, 'gold'],
  ['50-cent', '50 ct', 24.25, 'gold'],
  ['1-euro', '1 €', 23.25, 'bimetal'],
  ['2-euro', '2 €', 25.75, 'bimetal2'],
];
const metal = { copper: '#c87533', gold: '#e0b84a', silver: '#c9ccd1' };
/** Letters set one by one along the top arc of radius `ring` (every SVG renderer draws it, unlike textPath). */
const arcText = (text: string, r: number, ring: number, size: number) => {
  const step = (size * 0.78) / ring;
  const first = (-(text.length - 1) * step) / 2;
  return [...text]
    .map((letter, i) => {
      const a = first + i * step;
      const x = (r + ring * Math.sin(a)).toFixed(2);
      const y = (r - ring * Math.cos(a)).toFixed(2);
      return `<text x="${x}" y="${y}" transform="rotate(${((a * 180) / Math.PI).toFixed(2)} ${x} ${y})" font-family="sans-serif" font-weight="bold" font-size="${size.toFixed(1)}" text-anchor="middle" dominant-baseline="central" fill="#3b2f1a">${letter}</text>`;
    })
    .join('');
};
for (const [slug, label, mm, kind] of coins) {
  const d = Math.round(mm * 5);
  const r = d / 2;
  const [outer, inner] =
    kind === 'bimetal'
      ? [metal.gold, metal.silver]
      : kind === 'bimetal2'
        ? [metal.silver, metal.gold]
        : [metal[kind], metal[kind]];
  const [value, unit] = label.split(' ');
  // The arc "SPIELGELD" runs along, in the middle of the outer ring.
  const ring = r * 0.76;
  add(
    'primary',
    'rechengeld',
    {
      slug: `muenze-${slug}`,
      title: label,
      keywords: [
        'Geld',
        'Münze',
        'Euro',
        'Cent',
        'Spielgeld',
        label,
        `${value} ${unit === '€' ? 'Euro' : 'Cent'}`,
      ],
      width: d,
      height: d,
    },
    // Play money: "SPIELGELD" on the ring of every coin (the notes carry it in the middle).
    `<circle cx="${r}" cy="${r}" r="${r - 1.5}" fill="${outer}" stroke="#6b5a3a" stroke-width="2"/><circle cx="${r}" cy="${r}" r="${r * 0.66}" fill="${inner}" stroke="#6b5a3a" stroke-width="1.5"/>${arcText('SPIELGELD', r, ring, r * 0.22)}<text x="${r}" y="${r + r * 0.24}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(r * 0.62)}" text-anchor="middle" fill="#3b2f1a">${value}</text><text x="${r}" y="${r + r * 0.52}" font-family="sans-serif" font-size="${Math.round(r * 0.22)}" text-anchor="middle" fill="#3b2f1a">${unit === '€' ? 'EURO' : 'CENT'}</text>`,
  );
}
const notes: [number, number, number, string][] = [
  [5, 120, 62, '#9e9e9e'],
  [10, 127, 67, '#e57373'],
  [20, 133, 72, '#64b5f6'],
  [50, 140, 77, '#ffb74d'],
  [100, 147, 77, '#81c784'],
  [200, 153, 77, '#ffd54f'],
];
for (const [value, wmm, hmm, color] of notes) {
  const w = wmm * 2;
  const h = hmm * 2;
  add(
    'primary',
    'rechengeld',
    {
      slug: `schein-${value}-euro`,
      title: `${value} €`,
      keywords: ['Geld', 'Schein', 'Geldschein', 'Euro', `${value} Euro`, 'Spielgeld'],
      width: w,
      height: h,
    },
    `<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" rx="6" fill="${color}" stroke="#555" stroke-width="3"/><rect x="12" y="12" width="${w - 24}" height="${h - 24}" rx="4" fill="#fff" opacity=".35"/><circle cx="${w * 0.72}" cy="${h / 2}" r="${h * 0.3}" fill="#fff" opacity=".45"/><text x="20" y="${h * 0.42}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(h * 0.3)}" fill="#333">${value}</text><text x="22" y="${h * 0.62}" font-family="sans-serif" font-size="${Math.round(h * 0.13)}" fill="#333">EURO</text><text x="${w * 0.72}" y="${h / 2 + h * 0.05}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(h * 0.14)}" text-anchor="middle" fill="#333">Spielgeld</text><text x="${w - 16}" y="${h - 14}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(h * 0.16)}" text-anchor="end" fill="#333">${value}</text>`,
  );
}

// --- Flaggen: flag-icons 7.5.0 (MIT), vendored in vendor/flag-icons (4:3, drawn 240x180) -----------
// German names from Intl.DisplayNames('de', { type: 'region' }); folders by continent.
const FW = 240;
const FH = 180;
const regionName = new Intl.DisplayNames('de', { type: 'region' });
const EXTRA_FLAGS: Record<string, [string, string]> = {
  eu: ['Europäische Union', 'Europe'],
  xk: ['Kosovo', 'Europe'],
  'gb-eng': ['England', 'Europe'],
  'gb-sct': ['Schottland', 'Europe'],
  'gb-wls': ['Wales', 'Europe'],
  'gb-nir': ['Nordirland', 'Europe'],
  un: ['Vereinte Nationen', 'World'],
};
const CONTINENT: Record<string, string> = {
  Europe: 'europa',
  Asia: 'asien',
  Africa: 'afrika',
  'North America': 'nordamerika',
  'South America': 'suedamerika',
  Oceania: 'ozeanien',
  Antarctica: 'weitere',
  World: 'weitere',
};
const slugOf = (name: string) =>
  name
    .toLocaleLowerCase('de-DE')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const countries = JSON.parse(readFileSync(path.join(root, 'vendor/flag-icons/country.json'), 'utf8')) as {
  code: string;
  name: string;
  continent?: string;
  iso: boolean;
}[];
const flagSlugs = new Set<string>();
for (const country of countries) {
  const extra = EXTRA_FLAGS[country.code];
  if (!extra && !(country.iso && country.continent && /^[a-z]{2}$/.test(country.code))) continue;
  const title = extra?.[0] ?? regionName.of(country.code.toUpperCase()) ?? country.name;
  const continent = extra?.[1] ?? country.continent!;
  let slug = `flagge-${slugOf(title)}`;
  if (flagSlugs.has(slug)) slug = `${slug}-${country.code}`;
  flagSlugs.add(slug);
  const file = readFileSync(path.join(root, 'vendor/flag-icons', `${country.code}.svg`), 'utf8')
    .trim()
    .replace('<svg ', `<svg width="${FW}" height="${FH}" `);
  const words = [title, 'Flagge', 'Land', country.code.toUpperCase()];
  if (country.code === 'nl') words.push('Holland');
  if (country.code === 'eu') words.push('EU');
  if (country.code === 'de') words.push('schwarz rot gold');
  addFile(
    'common',
    `flaggen/${CONTINENT[continent]}`,
    { slug, title, keywords: words, width: FW, height: FH },
    file,
    FLAG_ICONS,
  );
}

// --- Körper & Flächen (200x200) ---------------------------------------------------------------
const F = 'fill="#64b5f6" fill-opacity=".55" stroke="#1a3a5c" stroke-width="4" stroke-linejoin="round"';
const Fo = (opacity: string) => F.replace('fill-opacity=".55"', `fill-opacity="${opacity}"`);
const D = 'class="hidden-edge" fill="none" stroke="#1a3a5c" stroke-width="3" stroke-dasharray="8 6"';
const shape = (
  slug: string,
  title: string,
  sub: string,
  keywords: string[],
  properties: string,
  body: string,
) =>
  add(
    'common',
    `koerper-und-flaechen/${sub}`,
    { slug, title, keywords: [title, ...keywords], width: S, height: S, properties },
    body,
  );
const polygon = (n: number, r = 80, rot = -Math.PI / 2) =>
  Array.from(
    { length: n },
    (_, i) =>
      `${(100 + r * Math.cos(rot + (2 * Math.PI * i) / n)).toFixed(1)},${(105 + r * Math.sin(rot + (2 * Math.PI * i) / n)).toFixed(1)}`,
  ).join(' ');
shape(
  'kreis',
  'Kreis',
  'flaechen',
  ['rund', 'Fläche'],
  '0 Ecken · 1 Seite',
  `<circle cx="100" cy="100" r="80" ${F}/>`,
);
shape(
  'dreieck',
  'Dreieck',
  'flaechen',
  ['Fläche', 'drei Ecken'],
  '3 Ecken · 3 Seiten',
  `<polygon points="100,20 185,170 15,170" ${F}/>`,
);
shape(
  'quadrat',
  'Quadrat',
  'flaechen',
  ['Fläche', 'Viereck'],
  '4 Ecken · 4 Seiten',
  `<rect x="25" y="25" width="150" height="150" ${F}/>`,
);
shape(
  'rechteck',
  'Rechteck',
  'flaechen',
  ['Fläche', 'Viereck'],
  '4 Ecken · 4 Seiten',
  `<rect x="10" y="50" width="180" height="100" ${F}/>`,
);
shape(
  'raute',
  'Raute',
  'flaechen',
  ['Fläche', 'Viereck', 'Rhombus'],
  '4 Ecken · 4 Seiten',
  `<polygon points="100,15 170,100 100,185 30,100" ${F}/>`,
);
shape(
  'parallelogramm',
  'Parallelogramm',
  'flaechen',
  ['Fläche', 'Viereck'],
  '4 Ecken · 4 Seiten',
  `<polygon points="55,50 190,50 145,150 10,150" ${F}/>`,
);
shape(
  'trapez',
  'Trapez',
  'flaechen',
  ['Fläche', 'Viereck'],
  '4 Ecken · 4 Seiten',
  `<polygon points="55,50 145,50 190,150 10,150" ${F}/>`,
);
shape(
  'fuenfeck',
  'Fünfeck',
  'flaechen',
  ['Fläche', 'Vieleck', 'Pentagon'],
  '5 Ecken · 5 Seiten',
  `<polygon points="${polygon(5)}" ${F}/>`,
);
shape(
  'sechseck',
  'Sechseck',
  'flaechen',
  ['Fläche', 'Vieleck', 'Hexagon'],
  '6 Ecken · 6 Seiten',
  `<polygon points="${polygon(6, 82, 0)}" ${F}/>`,
);
// Solids in oblique projection (depth to the upper right), hidden edges dashed.
const box = (x: number, y: number, w: number, h: number, dx: number, dy: number) =>
  `<polygon points="${x},${y} ${x + w},${y} ${x + w},${y + h} ${x},${y + h}" ${F}/><polygon points="${x},${y} ${x + dx},${y - dy} ${x + w + dx},${y - dy} ${x + w},${y}" ${Fo('.35')}/><polygon points="${x + w},${y} ${x + w + dx},${y - dy} ${x + w + dx},${y + h - dy} ${x + w},${y + h}" ${Fo('.75')}/><path d="M${x} ${y + h}L${x + dx} ${y + h - dy}L${x + w + dx} ${y + h - dy}M${x + dx} ${y + h - dy}V${y - dy}" ${D}/>`;
shape(
  'wuerfel',
  'Würfel',
  'koerper',
  ['Körper', 'Kubus'],
  '6 Flächen · 12 Kanten · 8 Ecken',
  box(30, 70, 110, 110, 40, 40),
);
shape(
  'quader',
  'Quader',
  'koerper',
  ['Körper', 'Kiste'],
  '6 Flächen · 12 Kanten · 8 Ecken',
  box(15, 95, 140, 80, 35, 35),
);
shape(
  'kugel',
  'Kugel',
  'koerper',
  ['Körper', 'Ball', 'rund'],
  '1 Fläche · 0 Kanten · 0 Ecken',
  `<defs><radialGradient id="g" cx=".35" cy=".35"><stop offset="0" stop-color="#e3f2fd"/><stop offset="1" stop-color="#1e88e5"/></radialGradient></defs><circle cx="100" cy="100" r="80" fill="url(#g)" stroke="#1a3a5c" stroke-width="4"/><path d="M20 100a80 22 0 0 0 160 0" fill="none" stroke="#1a3a5c" stroke-width="3"/><path d="M20 100a80 22 0 0 1 160 0" ${D}/>`,
);
shape(
  'zylinder',
  'Zylinder',
  'koerper',
  ['Körper', 'Walze', 'Rolle'],
  '3 Flächen · 2 Kanten · 0 Ecken',
  `<path d="M35 45v110a65 20 0 0 0 130 0V45" ${F}/><ellipse cx="100" cy="45" rx="65" ry="20" ${Fo('.35')}/><path d="M35 155a65 20 0 0 1 130 0" ${D}/>`,
);
shape(
  'kegel',
  'Kegel',
  'koerper',
  ['Körper', 'Spitze', 'Tüte'],
  '2 Flächen · 1 Kante · 1 Spitze',
  `<path d="M100 20L165 160a65 20 0 0 1-130 0z" ${F}/><path d="M35 160a65 20 0 0 1 130 0" ${D}/>`,
);
shape(
  'pyramide',
  'Pyramide',
  'koerper',
  ['Körper', 'Spitze', 'Ägypten'],
  '5 Flächen · 8 Kanten · 5 Ecken',
  `<polygon points="100,20 20,170 140,170" ${F}/><polygon points="100,20 140,170 180,130" ${Fo('.75')}/><path d="M20 170L60 130L180 130M60 130L100 20" ${D}/>`,
);
shape(
  'prisma',
  'Prisma',
  'koerper',
  ['Körper', 'Dreiecksprisma'],
  '5 Flächen · 9 Kanten · 6 Ecken',
  `<polygon points="20,170 130,170 75,80" ${F}/><polygon points="75,80 130,170 180,120 125,30" ${Fo('.75')}/><path d="M20 170L70 120L180 120M70 120L125 30" ${D}/>`,
);
const net = (cells: [number, number][], size: number, ox: number, oy: number) =>
  cells
    .map(
      ([c, r]) => `<rect x="${ox + c * size}" y="${oy + r * size}" width="${size}" height="${size}" ${F}/>`,
    )
    .join('');
shape(
  'wuerfelnetz',
  'Würfelnetz',
  'netze',
  ['Netz', 'Würfel', 'Körpernetz'],
  '6 Quadrate',
  net(
    [
      [1, 0],
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [1, 2],
    ],
    44,
    12,
    34,
  ),
);
shape(
  'quadernetz',
  'Quadernetz',
  'netze',
  ['Netz', 'Quader', 'Körpernetz'],
  '6 Rechtecke',
  `<rect x="50" y="20" width="60" height="30" ${F}/><rect x="20" y="50" width="30" height="80" ${F}/><rect x="50" y="50" width="60" height="80" ${F}/><rect x="110" y="50" width="30" height="80" ${F}/><rect x="140" y="50" width="60" height="80" ${F}/><rect x="50" y="130" width="60" height="30" ${F}/>`,
);

// --- write ------------------------------------------------------------------------------------
const editionsOf = (folder: string) => [
  ...new Set(items.filter((i) => i.folder.split('/')[0] === folder).flatMap((i) => i.editions)),
];
const manifest = {
  $comment: 'Generated by draw-gallery.ts; edit the script, not this file.',
  folders: folders.map((f) => ({ ...f, editions: editionsOf(f.id), ...(FOLDER_SOURCE[f.id] ?? OWN) })),
  items,
};
writeFileSync(path.join(root, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${items.length} items in ${folders.length} folders`);
