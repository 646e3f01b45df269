/**
 * Hyphenates card labels off the page's main thread: evaluating the German patterns (some 290 kB of
 * script) took 40 ms or more of the main thread while a board with a long card label opened.
 */
import * as patterns from 'hyphen/de';
import { type HyphenateAnswer, type HyphenateBatch, hyphenatorOf } from './hyphen-patterns.ts';

const hyphenate = hyphenatorOf(patterns);

function answer({ id, text }: HyphenateBatch[number]): HyphenateAnswer {
  try {
    return { id, value: hyphenate(text) };
  } catch {
    return { id, failed: true };
  }
}

self.addEventListener('message', (event: MessageEvent<HyphenateBatch>) => {
  self.postMessage(event.data.map(answer));
});
