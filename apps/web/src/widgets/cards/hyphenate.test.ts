import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HyphenateAnswer, HyphenateRequest } from './hyphen-patterns.ts';
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
  readonly posted: HyphenateRequest[] = [];
  terminated = false;
  constructor(readonly url: URL | string) {
    super();
    FakeWorker.last = this;
  }
  postMessage(request: HyphenateRequest) {
    this.posted.push(request);
  }
  answer(answer: HyphenateAnswer) {
    this.dispatchEvent(new MessageEvent('message', { data: answer }));
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

  it('asks the worker, one request per text, and keeps its answers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const first = hyphenate('Klassenratssitzung');
    const second = hyphenate('Rechtschreibübung');
    const worker = FakeWorker.last as FakeWorker;
    expect(String(worker.url)).toContain('hyphenate.worker');
    expect(worker.posted.map((r) => r.text)).toEqual(['Klassenratssitzung', 'Rechtschreibübung']);
    const [a, b] = worker.posted as [HyphenateRequest, HyphenateRequest];
    // Answers may come in any order; each goes to its own request.
    worker.answer({ id: b.id, value: `Recht${SOFT_HYPHEN}schreib${SOFT_HYPHEN}übung` });
    worker.answer({
      id: a.id,
      value: `Klas${SOFT_HYPHEN}sen${SOFT_HYPHEN}rats${SOFT_HYPHEN}sit${SOFT_HYPHEN}zung`,
    });
    expect(show(await first)).toBe('Klas|sen|rats|sit|zung');
    expect(show(await second)).toBe('Recht|schreib|übung');
    expect(hyphenatedIfKnown('Rechtschreibübung')).toBe(`Recht${SOFT_HYPHEN}schreib${SOFT_HYPHEN}übung`);
    // A known text does not go to the worker again.
    await hyphenate('Klassenratssitzung');
    expect(worker.posted).toHaveLength(2);
  });

  it('rejects what the worker could not hyphenate, and the page takes over when the worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const refused = hyphenate('Klassenratssitzung');
    const worker = FakeWorker.last as FakeWorker;
    worker.answer({ id: (worker.posted[0] as HyphenateRequest).id, failed: true });
    await expect(refused).rejects.toThrow();
    // The worker's script does not load: the waiting request is hyphenated in the page, and so is the next.
    const pending = hyphenate('Hausaufgabenbesprechung');
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect(show(await pending)).toBe('Haus|auf|ga|ben|be|spre|chung');
    expect(show(await hyphenate('Klassenratssitzung'))).toBe('Klas|sen|rats|sit|zung');
    expect(worker.posted).toHaveLength(2);
    expect(FakeWorker.last).toBe(worker);
  });
});
