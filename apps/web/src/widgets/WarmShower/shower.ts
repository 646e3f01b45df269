// Pure rules of "Warme Dusche": who is next (fair: only children who have not had a turn, uniformly
// from the SDK's randomness), finishing a child's round, and the printed certificate.
import { drawDistinct, type IntSource } from '@tafino/shared';
import type { WarmShowerData } from './definition.ts';

/** A child chosen at random among those who have not had a turn yet; null when everyone had one. */
export function pickChild(remaining: readonly string[], random: IntSource): string | null {
  return drawDistinct(remaining, 1, random)[0] ?? null;
}

/** The state once a child is chosen: theirs is a fresh round of compliments. */
export function startRound(data: WarmShowerData, name: string): WarmShowerData {
  return { ...data, currentName: name, compliments: [] };
}

/** "Abschließen": the child moves to "Hatten schon"; the next round starts empty. */
export function finishRound(data: WarmShowerData): WarmShowerData {
  const name = data.currentName;
  const completedNames =
    name === null || data.completedNames.includes(name)
      ? data.completedNames
      : [...data.completedNames, name];
  return { currentName: null, compliments: [], completedNames };
}

/** DIN 5008 date of a device-local date key: '10.09.2025'. */
export function din5008(key: string): string {
  const [y, m, d] = key.split('-');
  return `${d}.${m}.${y}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The widget's drop, drawn inline so it prints without background graphics or an emoji font. */
const DROP_SVG =
  '<svg viewBox="0 0 20 26" aria-hidden="true"><path d="M10 1C7 8 2 12 2 17a8 8 0 0 0 16 0C18 12 13 8 10 1z" fill="#42a5f5"/></svg>';

/**
 * The A4 certificate ("Eine Warme Dusche für Lena – 10.09.2025" and the compliments) as a complete
 * HTML document; every text is escaped. It is printed from a blank frame of this page, never sent.
 */
export function certificateDocument(title: string, compliments: readonly string[], font: string): string {
  // A drawn drop before each compliment (an emoji needs a font the printing device may lack).
  const items = compliments
    .filter((text) => text.trim() !== '')
    .map((text) => `<li>${DROP_SVG}${escapeHtml(text)}</li>`)
    .join('');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
@page { size: A4; margin: 20mm; }
body { font-family: ${font}; color: #1c2430; text-align: center; }
h1 { font-size: 28pt; margin: 30mm 0 12mm; }
.sun { font-size: 64pt; color: #f9a825; }
ul { list-style: none; padding: 0; font-size: 16pt; line-height: 1.6; }
li svg { width: 0.75em; height: 1em; margin-right: 0.4em; vertical-align: -0.15em; }
</style></head><body><div class="sun">☀</div><h1>${escapeHtml(title)}</h1><ul>${items}</ul></body></html>`;
}
