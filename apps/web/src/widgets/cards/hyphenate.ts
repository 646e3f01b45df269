/**
 * German hyphenation for card labels, catalogue and "Eigener Text" alike. Browsers hyphenate German only
 * where they ship a dictionary (Chromium on Linux and Windows does not, `hyphens: auto` does nothing
 * there), so a label whose word is too long for its card gets soft hyphens from the TeX patterns of the
 * `hyphen` package (de-1996). The patterns are large (about 150 kB gzip, and 40 ms or more of script to
 * evaluate): they load on demand, the first time a label overflows, in a worker of their own
 * (hyphenate.worker.ts), so the board does not wait for them. Where no worker starts, the page loads them.
 */
import {
  type HyphenateAnswers,
  type HyphenateRequest,
  hyphenatorOf,
  SOFT_HYPHEN,
} from './hyphen-patterns.ts';

export { SOFT_HYPHEN };

/** Texts hyphenated on this page (labels repeat: a board shows the same cards again and again). */
const known = new Map<string, string>();
const KNOWN_MAX = 1000;

interface Job {
  readonly text: string;
  readonly resolve: (value: string) => void;
  readonly reject: (error: unknown) => void;
}

const waiting = new Map<number, Job>();
/** Texts asked for in the current task, sent together at its end. */
let batch: HyphenateRequest[] = [];
let nextId = 0;
/** The worker; null once it could not start or failed (the page hyphenates itself from then on). */
let worker: Worker | null | undefined;
let inPage: Promise<(text: string) => string> | null = null;

function remember(text: string, value: string): string {
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
  known.set(text, value);
  return value;
}

/** In the page itself: the patterns' chunk loads here (a rejected load is tried again next time). */
function hyphenateInPage(text: string): Promise<string> {
  inPage ??= import('hyphen/de').then(hyphenatorOf, (error: unknown) => {
    inPage = null;
    throw error;
  });
  return inPage.then((hyphenate) => remember(text, hyphenate(text)));
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  let started: Worker;
  try {
    started = new Worker(new URL('./hyphenate.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  started.addEventListener('message', (event: MessageEvent<HyphenateAnswers>) => {
    for (const answer of event.data) {
      const job = waiting.get(answer.id);
      if (!job) continue;
      waiting.delete(answer.id);
      if ('value' in answer) job.resolve(remember(job.text, answer.value));
      else job.reject(new Error('The label could not be hyphenated.'));
    }
  });
  // The worker's script did not load or run: the page takes over what it was asked.
  started.addEventListener('error', () => {
    started.terminate();
    worker = null;
    const jobs = [...waiting.values()];
    waiting.clear();
    for (const job of jobs) hyphenateInPage(job.text).then(job.resolve, job.reject);
  });
  return started;
}

/** `text` with soft hyphens, if this page hyphenated it before (else null: call `hyphenate`). */
export function hyphenatedIfKnown(text: string): string | null {
  return known.get(text) ?? null;
}

/** `text` with German soft hyphens in its long words; rejects where the patterns cannot load (offline). */
export function hyphenate(text: string): Promise<string> {
  const done = known.get(text);
  if (done !== undefined) return Promise.resolve(done);
  if (worker === undefined) worker = startWorker();
  const target = worker;
  if (!target) return hyphenateInPage(text);
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { text, resolve, reject });
    if (batch.length === 0) {
      queueMicrotask(() => {
        const sent = batch;
        batch = [];
        // Asked in a task whose worker has failed since: the error handler took these over already.
        if (worker === target) target.postMessage(sent);
      });
    }
    batch.push({ id, text });
  });
}

/** The text without soft hyphens (what the label says, for titles and comparisons). */
export const withoutSoftHyphens = (text: string): string => text.replaceAll(SOFT_HYPHEN, '');

/** Forgets the worker and what was hyphenated (tests). */
export function resetHyphenation(): void {
  worker?.terminate();
  worker = undefined;
  inPage = null;
  known.clear();
  waiting.clear();
  batch = [];
}
