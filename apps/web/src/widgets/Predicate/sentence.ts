// Pure rules of the Satzglieder widget (catalogue 3.6): words, Satzglieder (groups of words), their
// order (Umstellprobe) and the Prädikat's place. Words keep their spelling and capitalisation.

import type { PredicateRole } from '@tafino/shared';
import { MAX_WORDS } from './limits.ts';

export { MAX_WORDS } from './limits.ts';

export interface Part {
  readonly words: readonly number[];
  readonly role: PredicateRole | null;
}

export interface Arrangement {
  readonly parts: readonly Part[];
  /** Indices into parts, in the order shown. */
  readonly order: readonly number[];
}

/** The words of a sentence (split at spaces; punctuation stays with its word). */
export function wordsOf(sentence: string): string[] {
  return sentence.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** One Satzglied per word, in sentence order. */
export function initialArrangement(wordCount: number): Arrangement {
  return {
    parts: Array.from({ length: wordCount }, (_, i) => ({ words: [i], role: null })),
    order: Array.from({ length: wordCount }, (_, i) => i),
  };
}

/**
 * The stored arrangement if it fits the sentence (every word in exactly one part, order a permutation of
 * the parts), else the initial one (a changed sentence starts anew).
 */
export function validArrangement(wordCount: number, stored: Arrangement): Arrangement {
  const seen = new Set<number>();
  const fits =
    stored.parts.length > 0 &&
    stored.parts.every(
      (p) =>
        p.words.length > 0 &&
        p.words.every(
          (w) => Number.isInteger(w) && w >= 0 && w < wordCount && !seen.has(w) && seen.add(w) !== undefined,
        ),
    ) &&
    seen.size === wordCount &&
    stored.order.length === stored.parts.length &&
    new Set(stored.order).size === stored.order.length &&
    stored.order.every((i) => Number.isInteger(i) && i >= 0 && i < stored.parts.length);
  return fits ? stored : initialArrangement(wordCount);
}

/**
 * 'Verbinden': the chosen parts become one, at the place of the first of them; its words in sentence
 * order, no role. Fewer than two parts change nothing.
 */
export function joinParts(a: Arrangement, chosen: readonly number[]): Arrangement {
  const picked = [...new Set(chosen)].filter((i) => i >= 0 && i < a.parts.length);
  if (picked.length < 2) return a;
  const words = picked.flatMap((i) => a.parts[i]?.words ?? []).sort((x, y) => x - y);
  const firstPos = Math.min(...picked.map((i) => a.order.indexOf(i)));
  const keptOrder = a.order.filter((i) => !picked.includes(i) || a.order.indexOf(i) === firstPos);
  return renumber(
    a.parts.map((p, i) => (a.order[firstPos] === i ? { words, role: null } : p)),
    keptOrder,
  );
}

/** 'Trennen': a part of several words becomes one part per word, in its place, without roles. */
export function splitPart(a: Arrangement, index: number): Arrangement {
  const part = a.parts[index];
  if (!part || part.words.length < 2) return a;
  const parts = [...a.parts];
  const extra = part.words.slice(1).map((w) => ({ words: [w], role: null }));
  parts[index] = { words: [part.words[0] as number], role: null };
  const first = parts.length;
  parts.push(...extra);
  const pos = a.order.indexOf(index);
  const order = [...a.order];
  order.splice(pos + 1, 0, ...extra.map((_, k) => first + k));
  return { parts, order };
}

/** Keeps only the parts named in order, renumbered 0…n−1 in their order of appearance in `parts`. */
function renumber(parts: readonly Part[], order: readonly number[]): Arrangement {
  const kept = [...order].sort((x, y) => x - y);
  const map = new Map(kept.map((old, i) => [old, i]));
  return { parts: kept.map((i) => parts[i] as Part), order: order.map((i) => map.get(i) as number) };
}

/** Moves the part at display position `from` to position `to` (as a block). */
export function movePart(a: Arrangement, from: number, to: number): Arrangement {
  if (from < 0 || from >= a.order.length) return a;
  const target = Math.max(0, Math.min(a.order.length - 1, to));
  const order = [...a.order];
  const [moved] = order.splice(from, 1);
  order.splice(target, 0, moved as number);
  return { ...a, order };
}

/** Sets (or clears) the role of a part. */
export function setRole(a: Arrangement, index: number, role: PredicateRole | null): Arrangement {
  return { ...a, parts: a.parts.map((p, i) => (i === index ? { ...p, role } : p)) };
}

/** 'Rollen zurücksetzen'. */
export const clearRoles = (a: Arrangement): Arrangement => ({
  ...a,
  parts: a.parts.map((p) => ({ ...p, role: null })),
});

/** The sentence as arranged: 'im Garten spielen Die Kinder Fußball.' */
export function arrangedText(words: readonly string[], a: Arrangement): string {
  return a.order.map((i) => (a.parts[i]?.words ?? []).map((w) => words[w]).join(' ')).join(' ');
}

/** A statement ends with '.' (not '?' or '!'). */
export const isStatement = (sentence: string) => sentence.trim().endsWith('.');

/**
 * True when the hint 'Im Aussagesatz steht das Prädikat an zweiter Stelle.' applies: a statement whose
 * (first) Prädikat is not the second Satzglied.
 */
export function predicateOutOfPlace(sentence: string, a: Arrangement): boolean {
  if (!isStatement(sentence)) return false;
  const first = a.order.findIndex((i) => a.parts[i]?.role === 'predicate');
  return first !== -1 && first !== 1;
}

/**
 * The Umstellprobe: moves a Satzglied (display position `from` to `to`). In a statement, a Satzglied other
 * than the Prädikat moved to the front puts the (first) Prädikat right behind it (Verbzweitstellung):
 * 'Die Kinder spielen im Garten Fußball.' with 'im Garten' first is 'im Garten spielen Die Kinder Fußball.'
 * Moving the Prädikat itself is free (and shows the hint when it leaves the second place).
 */
export function umstellen(sentence: string, a: Arrangement, from: number, to: number): Arrangement {
  const moved = movePart(a, from, to);
  const part = a.order[from];
  if (part === undefined || !isStatement(sentence) || a.parts[part]?.role === 'predicate') return moved;
  if (moved.order[0] !== part) return moved;
  const at = moved.order.findIndex((i) => moved.parts[i]?.role === 'predicate');
  return at > 1 ? movePart(moved, at, 1) : moved;
}
