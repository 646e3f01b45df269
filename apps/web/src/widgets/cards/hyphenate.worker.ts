/**
 * Hyphenates card labels off the page's main thread: evaluating the German patterns (some 290 kB of
 * script) took 40 ms or more of the main thread while a board with a long card label opened.
 */
import * as patterns from 'hyphen/de';
import { type HyphenateAnswer, type HyphenateRequest, hyphenatorOf } from './hyphen-patterns.ts';

const hyphenate = hyphenatorOf(patterns);

self.addEventListener('message', (event: MessageEvent<HyphenateRequest>) => {
  const { id, text } = event.data;
  let answer: HyphenateAnswer;
  try {
    answer = { id, value: hyphenate(text) };
  } catch {
    answer = { id, failed: true };
  }
  self.postMessage(answer);
});
