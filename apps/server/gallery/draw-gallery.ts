// Draws the built-in gallery (SVG code written for this product) and writes manifest.json.
// Run after a change: node --import tsx apps/server/gallery/draw-gallery.ts
// Output: apps/server/gallery/<common|primary|secondary>/<folder>/<slug>.svg + manifest.json.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
      insekten: 'Insekten',
    },
  },
  { id: 'rechengeld', title: 'Rechengeld', kind: 'sticker', previewFit: 'contain' },
  {
    id: 'flaggen',
    title: 'Flaggen',
    kind: 'sticker',
    previewFit: 'contain',
    subfolders: { europa: 'Europa', asien: 'Asien', amerika: 'Amerika', afrika: 'Afrika' },
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

// --- Lob & Symbole (200x200) ------------------------------------------------------------------
const S = 200;
const O = 'stroke="#222" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"';
const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
const lob = (slug: string, title: string, keywords: string[], body: string) =>
  add('common', 'lob-und-symbole', { slug, title, keywords, width: S, height: S }, body);
const face = (
  mouth: string,
  eyes = '<circle cx="75" cy="85" r="9" fill="#222"/><circle cx="125" cy="85" r="9" fill="#222"/>',
  color = '#ffd23f',
) => `<circle cx="100" cy="100" r="85" fill="${color}" ${O}/>${eyes}${mouth}`;
lob(
  'stern',
  'Stern',
  ['Stern', 'Lob', 'super', 'toll'],
  `<polygon points="${star(100, 106, 88)}" fill="#ffd23f" ${O}/>`,
);
lob(
  'pokal',
  'Pokal',
  ['Pokal', 'Sieger', 'Gewinner', 'Preis'],
  `<path d="M55 30h90v50a45 45 0 0 1-90 0z" fill="#f5b800" ${O}/><path d="M55 45H30q0 45 35 50M145 45h25q0 45-35 50" fill="none" ${O}/><rect x="90" y="124" width="20" height="30" fill="#f5b800" ${O}/><rect x="60" y="154" width="80" height="22" rx="4" fill="#b5651d" ${O}/>`,
);
lob(
  'medaille',
  'Medaille',
  ['Medaille', 'Gold', 'erster Platz', 'Sieger'],
  `<path d="M70 10l30 60 30-60" fill="none" stroke="#2e86de" stroke-width="18"/><circle cx="100" cy="125" r="58" fill="#f5b800" ${O}/><text x="100" y="147" font-family="sans-serif" font-weight="bold" font-size="60" text-anchor="middle" fill="#7a5500">1</text>`,
);
lob(
  'daumen-hoch',
  'Daumen hoch',
  ['Daumen', 'gut', 'prima', 'Lob', 'okay'],
  `<path d="M60 95h-30v80h30zM60 95l35-60q15-5 18 12l-8 40h50q18 2 15 20l-12 55q-4 13-18 13H60z" fill="#ffcc80" ${O}/>`,
);
lob(
  'herz',
  'Herz',
  ['Herz', 'Liebe', 'lieb', 'Freundschaft'],
  `<path d="M100 175L30 100a40 40 0 0 1 70-55 40 40 0 0 1 70 55z" fill="#e63946" ${O}/>`,
);
lob(
  'smiley-froh',
  'froh',
  ['froh', 'glücklich', 'Smiley', 'lachen', 'Gefühl'],
  face(`<path d="M60 115q40 45 80 0" fill="none" ${O}/>`),
);
lob(
  'smiley-traurig',
  'traurig',
  ['traurig', 'Smiley', 'Gefühl', 'weinen'],
  face(
    `<path d="M62 145q38-35 76 0" fill="none" ${O}/><path d="M125 100q-6 14 0 18q6-4 0-18z" fill="#4aa3df"/>`,
  ),
);
lob(
  'smiley-wuetend',
  'wütend',
  ['wütend', 'böse', 'sauer', 'Smiley', 'Gefühl'],
  face(
    `<path d="M65 145h70" fill="none" ${O}/>`,
    `<path d="M55 65l35 15M145 65l-35 15" ${O}/><circle cx="78" cy="95" r="8" fill="#222"/><circle cx="122" cy="95" r="8" fill="#222"/>`,
    '#ff7b54',
  ),
);
lob(
  'smiley-muede',
  'müde',
  ['müde', 'schlafen', 'Smiley', 'Gefühl'],
  face(
    `<ellipse cx="100" cy="135" rx="14" ry="10" fill="#222"/>`,
    `<path d="M62 88q13 10 26 0M112 88q13 10 26 0" fill="none" ${O}/><text x="150" y="45" font-family="sans-serif" font-size="30" font-weight="bold" fill="#2e86de">z</text>`,
  ),
);
lob(
  'smiley-ueberrascht',
  'überrascht',
  ['überrascht', 'staunen', 'Smiley', 'Gefühl'],
  face(
    `<ellipse cx="100" cy="135" rx="16" ry="22" fill="#222"/>`,
    `<circle cx="75" cy="80" r="12" fill="#fff" ${O}/><circle cx="125" cy="80" r="12" fill="#fff" ${O}/>`,
  ),
);
lob(
  'gluehbirne',
  'Glühbirne',
  ['Glühbirne', 'Idee', 'Licht', 'Tipp'],
  `<path d="M100 20a55 55 0 0 1 30 100v20H70v-20a55 55 0 0 1 30-100z" fill="#fff176" ${O}/><rect x="72" y="140" width="56" height="30" rx="6" fill="#9e9e9e" ${O}/><path d="M85 120v-35l15 15 15-15v35" fill="none" stroke="#f57f17" stroke-width="5"/>`,
);
lob(
  'fragezeichen',
  'Fragezeichen',
  ['Frage', 'Fragezeichen', 'fragen'],
  `<circle cx="100" cy="100" r="85" fill="#2e86de" ${O}/><text x="100" y="140" font-family="sans-serif" font-weight="bold" font-size="120" text-anchor="middle" fill="#fff">?</text>`,
);
lob(
  'ausrufezeichen',
  'Ausrufezeichen',
  ['Ausrufezeichen', 'Achtung', 'wichtig'],
  `<circle cx="100" cy="100" r="85" fill="#e63946" ${O}/><text x="100" y="142" font-family="sans-serif" font-weight="bold" font-size="120" text-anchor="middle" fill="#fff">!</text>`,
);
lob(
  'haekchen',
  'Häkchen',
  ['Häkchen', 'richtig', 'erledigt', 'fertig', 'ja'],
  `<circle cx="100" cy="100" r="85" fill="#43a047" ${O}/><path d="M55 105l30 30 60-65" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
);
lob(
  'kreuz',
  'Kreuz',
  ['Kreuz', 'falsch', 'nein', 'Fehler'],
  `<circle cx="100" cy="100" r="85" fill="#e63946" ${O}/><path d="M65 65l70 70M135 65l-70 70" stroke="#fff" stroke-width="18" stroke-linecap="round"/>`,
);
lob(
  'pfeil-rechts',
  'Pfeil',
  ['Pfeil', 'rechts', 'weiter', 'Richtung'],
  `<path d="M20 75h95V35l65 65-65 65v-40H20z" fill="#2e86de" ${O}/>`,
);
lob(
  'schneemann',
  'Schneemann',
  ['Schneemann', 'Winter', 'Schnee'],
  `<circle cx="100" cy="140" r="48" fill="#fff" ${O}/><circle cx="100" cy="70" r="34" fill="#fff" ${O}/><rect x="74" y="22" width="52" height="18" fill="#222"/><rect x="64" y="38" width="72" height="8" fill="#222"/><path d="M100 72l22 6-22 4z" fill="#ff8c00"/><circle cx="90" cy="62" r="4" fill="#222"/><circle cx="110" cy="62" r="4" fill="#222"/><circle cx="100" cy="125" r="5" fill="#222"/><circle cx="100" cy="150" r="5" fill="#222"/>`,
);
lob(
  'tannenbaum',
  'Tannenbaum',
  ['Tannenbaum', 'Weihnachten', 'Baum', 'Winter'],
  `<path d="M100 15l55 70h-25l40 55H30l40-55H45z" fill="#2e7d32" ${O}/><rect x="88" y="140" width="24" height="40" fill="#795548" ${O}/><polygon points="${star(100, 20, 16)}" fill="#ffd23f"/>`,
);
lob(
  'kuerbis',
  'Kürbis',
  ['Kürbis', 'Herbst', 'Halloween'],
  `<ellipse cx="100" cy="115" rx="80" ry="62" fill="#ff8c1a" ${O}/><path d="M100 55v120M60 62q-20 55 0 110M140 62q20 55 0 110" fill="none" stroke="#c25e00" stroke-width="5"/><path d="M100 55q0-25 15-35" fill="none" stroke="#2e7d32" stroke-width="10" stroke-linecap="round"/>`,
);
lob(
  'geburtstagskuchen',
  'Geburtstagskuchen',
  ['Geburtstag', 'Kuchen', 'Torte', 'Feier'],
  `<rect x="30" y="95" width="140" height="80" rx="10" fill="#f8bbd0" ${O}/><path d="M30 120q17 15 35 0t35 0 35 0 35 0" fill="none" stroke="#fff" stroke-width="8"/>${[60, 100, 140].map((x) => `<rect x="${x - 6}" y="55" width="12" height="40" fill="#64b5f6" ${O}/><path d="M${x} 30q10 12 0 22q-10-10 0-22z" fill="#ffb300"/>`).join('')}`,
);

// --- Tiere (primary) --------------------------------------------------------------------------
const tier = (slug: string, title: string, article: string, sub: string, keywords: string[], body: string) =>
  add(
    'primary',
    `tiere/${sub}`,
    { slug, title, label: `${article} ${title}`, keywords: [title, ...keywords], width: S, height: S },
    body,
  );
const eye = (x: number, y: number, r = 7) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#222"/><circle cx="${x + r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#fff"/>`;
tier(
  'igel',
  'Igel',
  'der',
  'wald',
  ['Wald', 'Stacheln', 'Herbst'],
  `<path d="M30 140q0-80 90-85 50 5 60 60l-10 25z" fill="#6d4c41" ${O}/>${Array.from({ length: 7 }, (_, i) => `<path d="M${45 + i * 18} ${80 - (i % 2) * 6}l8-25 8 25" fill="#4e342e" ${O}/>`).join('')}<path d="M150 110q25 5 35 25-20 10-45 5z" fill="#d7ccc8" ${O}/><circle cx="185" cy="133" r="6" fill="#222"/>${eye(160, 118, 5)}<path d="M60 150v15M110 150v15" ${O}/>`,
);
tier(
  'katze',
  'Katze',
  'die',
  'haustiere',
  ['Haustier', 'miau', 'Kater'],
  `<path d="M45 80l10-55 35 35h20l35-35 10 55q10 70-55 90-65-20-55-90z" fill="#ffa726" ${O}/>${eye(75, 100)}${eye(125, 100)}<path d="M92 125h16l-8 10z" fill="#e91e63"/><path d="M100 135q-10 12-22 6M100 135q10 12 22 6M40 120h40M40 135l40-5M160 120h-40M160 135l-40-5" fill="none" stroke="#222" stroke-width="3"/>`,
);
tier(
  'hund',
  'Hund',
  'der',
  'haustiere',
  ['Haustier', 'wau', 'bellen'],
  `<ellipse cx="100" cy="105" rx="60" ry="65" fill="#bcaaa4" ${O}/><path d="M45 60q-30 10-25 75 25 5 35-25zM155 60q30 10 25 75-25 5-35-25z" fill="#6d4c41" ${O}/>${eye(78, 95)}${eye(122, 95)}<ellipse cx="100" cy="128" rx="16" ry="11" fill="#222"/><path d="M100 140v12q-10 12-20 2M100 152q10 12 20 2" fill="none" stroke="#222" stroke-width="4"/>`,
);
tier(
  'fisch',
  'Fisch',
  'der',
  'wasser',
  ['Wasser', 'Meer', 'schwimmen'],
  `<path d="M25 100q60-70 130 0-70 70-130 0z" fill="#29b6f6" ${O}/><path d="M150 100l35-35v70z" fill="#0288d1" ${O}/>${eye(60, 92)}<path d="M90 70q10 30 0 60" fill="none" stroke="#0277bd" stroke-width="4"/>`,
);
tier(
  'biene',
  'Biene',
  'die',
  'insekten',
  ['Insekt', 'Honig', 'summen'],
  `<ellipse cx="70" cy="60" rx="30" ry="22" fill="#e3f2fd" ${O}/><ellipse cx="120" cy="55" rx="30" ry="22" fill="#e3f2fd" ${O}/><ellipse cx="100" cy="120" rx="65" ry="45" fill="#ffd23f" ${O}/><path d="M80 78v84M110 76v88" stroke="#222" stroke-width="14"/><path d="M165 120l20 0" ${O}/>${eye(55, 110)}`,
);
tier(
  'marienkaefer',
  'Marienkäfer',
  'der',
  'insekten',
  ['Insekt', 'Käfer', 'Glück', 'Punkte'],
  `<circle cx="100" cy="55" r="28" fill="#222"/><circle cx="100" cy="115" r="65" fill="#e53935" ${O}/><path d="M100 50v130" stroke="#222" stroke-width="5"/>${[
    [70, 95],
    [130, 95],
    [65, 140],
    [135, 140],
    [100, 160],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#222"/>`)
    .join('')}<path d="M85 30l-12-18M115 30l12-18" ${O}/>`,
);
tier(
  'schwein',
  'Schwein',
  'das',
  'bauernhof',
  ['Bauernhof', 'Ferkel', 'rosa'],
  `<path d="M50 60l-5-35 35 20zM150 60l5-35-35 20z" fill="#f48fb1" ${O}/><circle cx="100" cy="110" r="70" fill="#f8bbd0" ${O}/><ellipse cx="100" cy="130" rx="30" ry="22" fill="#f48fb1" ${O}/><circle cx="90" cy="130" r="6" fill="#222"/><circle cx="110" cy="130" r="6" fill="#222"/>${eye(72, 92)}${eye(128, 92)}`,
);
tier(
  'kuh',
  'Kuh',
  'die',
  'bauernhof',
  ['Bauernhof', 'Milch', 'muh'],
  `<path d="M45 45q-20-20-30 0 10 15 35 15zM155 45q20-20 30 0-10 15-35 15z" fill="#fff" ${O}/><path d="M50 50q50-25 100 0l-5 80H55z" fill="#fff" ${O}/><path d="M60 60q20 5 15 30-15-5-15-30z" fill="#222"/><ellipse cx="100" cy="140" rx="50" ry="35" fill="#f8bbd0" ${O}/><circle cx="82" cy="140" r="7" fill="#222"/><circle cx="118" cy="140" r="7" fill="#222"/>${eye(78, 88)}${eye(122, 88)}`,
);
tier(
  'huhn',
  'Huhn',
  'das',
  'bauernhof',
  ['Bauernhof', 'Ei', 'Henne'],
  `<path d="M60 60q40-40 60 20 70-20 60 50-10 50-80 50-60-10-55-60z" fill="#fff" ${O}/><path d="M70 45q5-25 15-10 5-20 15 0 10-10 5 15z" fill="#e53935"/><path d="M50 75l-25 10 25 10z" fill="#ffa000" ${O}/>${eye(75, 70, 6)}<path d="M85 180v12M115 180v12" ${O}/>`,
);
tier(
  'maus',
  'Maus',
  'die',
  'haustiere',
  ['Haustier', 'klein', 'Käse'],
  `<circle cx="55" cy="60" r="32" fill="#bdbdbd" ${O}/><circle cx="145" cy="60" r="32" fill="#bdbdbd" ${O}/><ellipse cx="100" cy="115" rx="60" ry="55" fill="#cfcfcf" ${O}/>${eye(80, 105)}${eye(120, 105)}<circle cx="100" cy="132" r="8" fill="#e91e63"/><path d="M60 130h-30M60 140l-28 8M140 130h30M140 140l28 8" stroke="#222" stroke-width="3"/>`,
);
tier(
  'eule',
  'Eule',
  'die',
  'wald',
  ['Wald', 'Vogel', 'Nacht'],
  `<path d="M50 40l20 20h60l20-20 5 80q-10 60-55 60-45 0-55-60z" fill="#8d6e63" ${O}/><circle cx="78" cy="85" r="20" fill="#fff" ${O}/><circle cx="122" cy="85" r="20" fill="#fff" ${O}/>${eye(78, 85, 9)}${eye(122, 85, 9)}<path d="M92 105l8 14 8-14z" fill="#ffa000" ${O}/><path d="M75 140q25 15 50 0" fill="none" stroke="#5d4037" stroke-width="4"/>`,
);
tier(
  'schnecke',
  'Schnecke',
  'die',
  'wald',
  ['Wald', 'langsam', 'Haus'],
  `<path d="M20 160h150q15-20-5-40l-20 5" fill="#c5e1a5" ${O}/><circle cx="95" cy="105" r="55" fill="#ffb74d" ${O}/><path d="M95 105m-10 0a10 10 0 1 1 20 0a22 22 0 1 1-44 0a34 34 0 1 1 68 0" fill="none" stroke="#e65100" stroke-width="5"/><path d="M160 125l-5-35M170 125l10-32" ${O}/><circle cx="155" cy="88" r="5" fill="#222"/><circle cx="181" cy="90" r="5" fill="#222"/>`,
);

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
  add(
    'primary',
    'rechengeld',
    {
      slug: `muenze-${slug}`,
      title: label,
      keywords: ['Geld', 'Münze', 'Euro', 'Cent', label, `${value} ${unit === '€' ? 'Euro' : 'Cent'}`],
      width: d,
      height: d,
    },
    `<circle cx="${r}" cy="${r}" r="${r - 1.5}" fill="${outer}" stroke="#6b5a3a" stroke-width="2"/><circle cx="${r}" cy="${r}" r="${r * 0.68}" fill="${inner}" stroke="#6b5a3a" stroke-width="1.5"/><text x="${r}" y="${r + r * 0.22}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(r * 0.62)}" text-anchor="middle" fill="#3b2f1a">${value}</text><text x="${r}" y="${r + r * 0.55}" font-family="sans-serif" font-size="${Math.round(r * 0.26)}" text-anchor="middle" fill="#3b2f1a">${unit === '€' ? 'EURO' : 'CENT'}</text>`,
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

// --- Flaggen (4:3, 240x180) -------------------------------------------------------------------
const FW = 240;
const FH = 180;
const h3 = (a: string, b: string, c: string) =>
  `<rect width="${FW}" height="60" fill="${a}"/><rect y="60" width="${FW}" height="60" fill="${b}"/><rect y="120" width="${FW}" height="60" fill="${c}"/>`;
const v3 = (a: string, b: string, c: string) =>
  `<rect width="80" height="${FH}" fill="${a}"/><rect x="80" width="80" height="${FH}" fill="${b}"/><rect x="160" width="80" height="${FH}" fill="${c}"/>`;
const nordic = (bg: string, cross: string, inner?: string) =>
  `<rect width="${FW}" height="${FH}" fill="${bg}"/><rect x="60" width="36" height="${FH}" fill="${cross}"/><rect y="72" width="${FW}" height="36" fill="${cross}"/>${inner ? `<rect x="69" width="18" height="${FH}" fill="${inner}"/><rect y="81" width="${FW}" height="18" fill="${inner}"/>` : ''}`;
const frame = `<rect width="${FW}" height="${FH}" fill="none" stroke="#ccc" stroke-width="2"/>`;
const flag = (slug: string, title: string, sub: string, keywords: string[], body: string) =>
  add(
    'common',
    `flaggen/${sub}`,
    {
      slug: `flagge-${slug}`,
      title,
      keywords: [title, 'Flagge', 'Land', ...keywords],
      width: FW,
      height: FH,
    },
    body + frame,
  );
flag('deutschland', 'Deutschland', 'europa', ['schwarz rot gold'], h3('#000', '#dd0000', '#ffce00'));
flag('oesterreich', 'Österreich', 'europa', [], h3('#c8102e', '#fff', '#c8102e'));
flag('frankreich', 'Frankreich', 'europa', [], v3('#0055a4', '#fff', '#ef4135'));
flag('italien', 'Italien', 'europa', [], v3('#009246', '#fff', '#ce2b37'));
flag(
  'polen',
  'Polen',
  'europa',
  [],
  `<rect width="${FW}" height="90" fill="#fff"/><rect y="90" width="${FW}" height="90" fill="#dc143c"/>`,
);
flag('niederlande', 'Niederlande', 'europa', ['Holland'], h3('#ae1c28', '#fff', '#21468b'));
flag('belgien', 'Belgien', 'europa', [], v3('#000', '#fdda24', '#ef3340'));
flag('irland', 'Irland', 'europa', [], v3('#169b62', '#fff', '#ff883e'));
flag(
  'ukraine',
  'Ukraine',
  'europa',
  [],
  `<rect width="${FW}" height="90" fill="#0057b7"/><rect y="90" width="${FW}" height="90" fill="#ffd700"/>`,
);
flag(
  'spanien',
  'Spanien',
  'europa',
  [],
  `<rect width="${FW}" height="${FH}" fill="#aa151b"/><rect y="45" width="${FW}" height="90" fill="#f1bf00"/>`,
);
flag(
  'schweiz',
  'Schweiz',
  'europa',
  [],
  `<rect width="${FW}" height="${FH}" fill="#da291c"/><rect x="105" y="45" width="30" height="90" fill="#fff"/><rect x="75" y="75" width="90" height="30" fill="#fff"/>`,
);
flag('schweden', 'Schweden', 'europa', [], nordic('#006aa7', '#fecc00'));
flag('daenemark', 'Dänemark', 'europa', [], nordic('#c8102e', '#fff'));
flag('finnland', 'Finnland', 'europa', [], nordic('#fff', '#003580'));
flag('norwegen', 'Norwegen', 'europa', [], nordic('#ba0c2f', '#fff', '#00205b'));
flag(
  'griechenland',
  'Griechenland',
  'europa',
  [],
  `${Array.from({ length: 9 }, (_, i) => `<rect y="${i * 20}" width="${FW}" height="20" fill="${i % 2 ? '#fff' : '#0d5eaf'}"/>`).join('')}<rect width="100" height="100" fill="#0d5eaf"/><rect x="40" width="20" height="100" fill="#fff"/><rect y="40" width="100" height="20" fill="#fff"/>`,
);
flag(
  'tschechien',
  'Tschechien',
  'europa',
  [],
  `<rect width="${FW}" height="90" fill="#fff"/><rect y="90" width="${FW}" height="90" fill="#d7141a"/><path d="M0 0L120 90 0 180z" fill="#11457e"/>`,
);
flag(
  'tuerkei',
  'Türkei',
  'asien',
  [],
  `<rect width="${FW}" height="${FH}" fill="#e30a17"/><circle cx="95" cy="90" r="45" fill="#fff"/><circle cx="106" cy="90" r="36" fill="#e30a17"/><polygon points="${star(150, 90, 22)}" fill="#fff" transform="rotate(-18 150 90)"/>`,
);
flag(
  'japan',
  'Japan',
  'asien',
  [],
  `<rect width="${FW}" height="${FH}" fill="#fff"/><circle cx="120" cy="90" r="54" fill="#bc002d"/>`,
);
flag('nigeria', 'Nigeria', 'afrika', [], v3('#008751', '#fff', '#008751'));
flag(
  'kanada',
  'Kanada',
  'amerika',
  [],
  `<rect width="${FW}" height="${FH}" fill="#fff"/><rect width="60" height="${FH}" fill="#d80621"/><rect x="180" width="60" height="${FH}" fill="#d80621"/><path d="M120 40l10 20 12-6-4 30 16-14 4 10 14-2-8 20 6 4-30 10 2 16h-8l2-16-30-10 6-4-8-20 14 2 4-10 16 14-4-30 12 6z" fill="#d80621"/>`,
);
flag(
  'europaeische-union',
  'Europäische Union',
  'europa',
  ['EU', 'Europa'],
  `<rect width="${FW}" height="${FH}" fill="#039"/>${Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<polygon points="${star(120 + 60 * Math.cos(a), 90 + 60 * Math.sin(a), 10)}" fill="#fc0"/>`;
  }).join('')}`,
);

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
  folders: folders.map((f) => ({ ...f, editions: editionsOf(f.id), license: LICENSE, author: AUTHOR })),
  items,
};
writeFileSync(path.join(root, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${items.length} items in ${folders.length} folders`);
