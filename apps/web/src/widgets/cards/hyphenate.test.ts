import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HyphenateAnswer, HyphenateBatch, HyphenateRequest } from './hyphen-patterns.ts';
import {
  hyphenate,
  hyphenatedIfKnown,
  resetHyphenation,
  SOFT_HYPHEN,
  withoutSoftHyphens,
} from './hyphenate.ts';

const show = (text: string) => text.replaceAll(SOFT_HYPHEN, '|');

/** A stand-in for the browser's Worker: records what it is asked and answers as the test says. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  readonly posted: HyphenateBatch[] = [];
  terminated = false;
  constructor(readonly url: URL | string) {
    super();
    FakeWorker.last = this;
  }
  postMessage(batch: HyphenateBatch) {
    this.posted.push(batch);
  }
  /** The requests in the order they were sent. */
  get requests(): HyphenateRequest[] {
    return this.posted.flat();
  }
  answer(...answers: HyphenateAnswer[]) {
    this.dispatchEvent(new MessageEvent('message', { data: answers }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  resetHyphenation();
  vi.unstubAllGlobals();
  FakeWorker.last = null;
});

describe('German hyphenation of card labels (hyphen, de-1996 patterns)', () => {
  it('puts soft hyphens into long compounds that no list names, and nothing else into the text', async () => {
    // No Worker here (as in a browser without one): the page loads the patterns itself.
    vi.stubGlobal('Worker', undefined);
    expect(show(await hyphenate('Klassenratssitzung'))).toBe('Klas|sen|rats|sit|zung');
    expect(show(await hyphenate('Hausaufgabenbesprechung'))).toBe('Haus|auf|ga|ben|be|spre|chung');
    expect(show(await hyphenate('Rechtschreibübung'))).toBe('Recht|schreib|übung');
    // Several words, punctuation and short words stay as they are apart from the soft hyphens.
    const text = 'Ich – Du – Wir, Lerntempoduett';
    expect(withoutSoftHyphens(await hyphenate(text))).toBe(text);
    expect(show(await hyphenate('Pause'))).toBe('Pause');
    // What was hyphenated is known at once the next time (a card rendered again needs no wait).
    expect(show(hyphenatedIfKnown('Klassenratssitzung') ?? '')).toBe('Klas|sen|rats|sit|zung');
    expect(hyphenatedIfKnown('Sitzkreis')).toBeNull();
  });

  it('asks the worker once per task for all texts, and keeps its answers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const first = hyphenate('Klassenratssitzung');
    const second = hyphenate('Rechtschreibübung');
    const worker = FakeWorker.last as FakeWorker;
    expect(String(worker.url)).toContain('hyphenate.worker');
    // Sent at the end of the task, both texts in one message.
    expect(worker.posted).toHaveLength(0);
    await Promise.resolve();
    expect(worker.posted.map((batch) => batch.map((r) => r.text))).toEqual([
      ['Klassenratssitzung', 'Rechtschreibübung'],
    ]);
    const [a, b] = worker.requests as [HyphenateRequest, HyphenateRequest];
    // Answers may come in any order; each goes to its own request.
    worker.answer(
      { id: b.id, value: `Recht${SOFT_HYPHEN}schreib${SOFT_HYPHEN}übung` },
      { id: a.id, value: `Klas${SOFT_HYPHEN}sen${SOFT_HYPHEN}rats${SOFT_HYPHEN}sit${SOFT_HYPHEN}zung` },
    );
    expect(show(await first)).toBe('Klas|sen|rats|sit|zung');
    expect(show(await second)).toBe('Recht|schreib|übung');
    expect(hyphenatedIfKnown('Rechtschreibübung')).toBe(`Recht${SOFT_HYPHEN}schreib${SOFT_HYPHEN}übung`);
    // A known text does not go to the worker again; a new one goes in a message of its own.
    await hyphenate('Klassenratssitzung');
    const third = hyphenate('Hausaufgabenbesprechung');
    await Promise.resolve();
    expect(worker.posted.map((batch) => batch.length)).toEqual([2, 1]);
    worker.answer({ id: (worker.requests[2] as HyphenateRequest).id, value: 'Haus' });
    expect(await third).toBe('Haus');
  });

  it('rejects what the worker could not hyphenate, and the page takes over when the worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const refused = hyphenate('Klassenratssitzung');
    const worker = FakeWorker.last as FakeWorker;
    await Promise.resolve();
    worker.answer({ id: (worker.requests[0] as HyphenateRequest).id, failed: true });
    await expect(refused).rejects.toThrow();
    // The worker's script does not load: what waits is hyphenated in the page (also what was not sent
    // yet), and so is what comes next.
    const sent = hyphenate('Hausaufgabenbesprechung');
    await Promise.resolve();
    const unsent = hyphenate('Rechtschreibübung');
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect(show(await sent)).toBe('Haus|auf|ga|ben|be|spre|chung');
    expect(show(await unsent)).toBe('Recht|schreib|übung');
    expect(show(await hyphenate('Klassenratssitzung'))).toBe('Klas|sen|rats|sit|zung');
    expect(worker.requests.map((r) => r.text)).toEqual(['Klassenratssitzung', 'Hausaufgabenbesprechung']);
    expect(FakeWorker.last).toBe(worker);
  });
});
