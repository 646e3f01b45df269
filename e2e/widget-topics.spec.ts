import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DESKTOP, useBrowser } from './support/session.ts';
import { type Point, touchDrag } from './touch-helpers.ts';
import { boxOf, chooseEdition, enlarge, saved } from './widget-helpers.ts';

// Themen (catalogue 3.10): "Müll im Meer" and "Klimawandel" are one learning-card player with a content
// pack each. Every "Done when" item of both entries, a reload that restores the lesson, sorting by a
// finger's drag (pointer events of type 'touch'), by tap-tap and by keyboard, and screenshots.

const session = useBrowser();
const SHOTS = process.env.TOPIC_SHOTS_DIR ?? '/tmp/shots';

/** One finger from → to (the shared touch helper): the page sees pointer events of type 'touch'. */
const fingerDrag = (page: Page, from: Point, to: Point) => touchDrag(page, [{ from, to }], 10);

const centre = async (locator: Locator): Promise<Point> => {
  const box = await boxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const chip = (frame: Locator, id: string) =>
  frame.locator(`.topic-chip[data-item="${id}"]:not(.topic-chip--returning)`);
const basket = (frame: Locator, id: string) => frame.locator(`.topic-basket[data-basket="${id}"]`);
const tab = (frame: Locator, name: string) => frame.getByRole('tab', { name, exact: true });

/** Where a chip lies: the basket's id, or 'pool'. */
async function whereIs(frame: Locator, id: string): Promise<string> {
  return chip(frame, id).evaluate(
    (el) =>
      el.closest<HTMLElement>('[data-basket]')?.dataset.basket ?? (el.closest('.topic-pool') ? 'pool' : '?'),
  );
}

async function answerQuiz(frame: Locator, wrongAt: readonly number[]): Promise<void> {
  for (let q = 0; q < 6; q++) {
    await frame.getByText(`Frage ${q + 1} von 6`).waitFor();
    expect(await frame.locator('.topic-answer').count()).toBe(3);
    await pickAnswer(frame, wrongAt.includes(q) ? 'wrong' : 'right');
    await frame.locator('.topic-quiz__verdict').waitFor();
    await frame.getByRole('button', { name: q === 5 ? 'Ergebnis' : 'Weiter ›' }).click();
  }
}

/** Taps the right answer (the pack's first) or a wrong one, wherever the mixed order put it. */
async function pickAnswer(frame: Locator, pick: 'right' | 'wrong'): Promise<void> {
  const question = (await frame.locator('.topic-quiz__question').textContent()) ?? '';
  const rightAnswer = RIGHT_ANSWERS.get(question);
  if (!rightAnswer) throw new Error(`unknown question ${question}`);
  const buttons = frame.locator('.topic-answer');
  const texts = await buttons.evaluateAll((bs) => bs.map((b) => b.lastElementChild?.textContent ?? ''));
  const index = pick === 'right' ? texts.indexOf(rightAnswer) : texts.findIndex((t) => t !== rightAnswer);
  expect(index).toBeGreaterThanOrEqual(0);
  await buttons.nth(index).click();
}

const RIGHT_ANSWERS = new Map<string, string>([
  ['Was ist Mikroplastik?', 'Winzige Plastikteile, kleiner als 5 mm'],
  ['Womit verwechseln Meeresschildkröten Plastiktüten?', 'Quallen'],
  ['Wie kommt viel Müll ins Meer?', 'Über Flüsse und vom Strand'],
  ['Wie lange braucht eine Plastikflasche im Meer ungefähr?', 'etwa 450 Jahre'],
  ['Was sind Geisternetze?', 'Verlorene Fischernetze im Meer'],
  ['Was hilft gegen Müll im Meer?', 'Trinkflasche und Brotdose benutzen'],
]);

describe('Müll im Meer', () => {
  it('takes the size its content declares (560x420); "Weiter" twice, then a tap reveals "450 Jahre"; sources under "ⓘ Für Lehrkräfte"', async () => {
    const { context, page } = await session.signedIn(DESKTOP, { reducedMotion: 'reduce' });
    try {
      await openFreshBoard(page, 'Meer');
      const b = board(page);
      const frame = await b.add('Müll im Meer');
      const item = await boxOf(b.item(frame));
      expect([Math.round(item.width), Math.round(item.height)]).toEqual([560, 420]);
      const card = frame.getByTestId('topic-card');
      await expect.poll(() => card.textContent()).toContain('Das Meer ist voller Leben.');
      await frame.getByRole('button', { name: 'Weiter ›' }).click();
      await frame.getByRole('button', { name: 'Weiter ›' }).click();
      await expect.poll(() => card.textContent()).toContain('Plastik hält sehr lange.');
      expect(await card.textContent()).not.toContain('450 Jahre');
      await card.click();
      await expect.poll(() => card.textContent()).toContain('Wusstest du?');
      expect(await card.textContent()).toContain(
        'Fachleute schätzen: Eine Plastikflasche braucht im Meer etwa 450 Jahre.',
      );
      await frame.getByText('Karte 3 von 8').waitFor({ state: 'attached' });

      await tab(frame, 'ⓘ Für Lehrkräfte').click();
      const panel = frame.getByRole('tabpanel');
      await panel.getByText('Für Klasse 3–6').waitFor();
      for (const source of ['Umweltbundesamt', 'NOAA Marine Debris Program / Woods Hole Sea Grant', 'OSPAR'])
        expect(await panel.textContent()).toContain(source);
    } finally {
      await context.close();
    }
  });

  it('"Apfelrest" dragged by a finger into "Bio", then "Prüfen" shows ✓; tap-tap and keyboard sort too', async () => {
    const { context, page } = await session.signedIn(DESKTOP, { reducedMotion: 'reduce', hasTouch: true });
    try {
      await openFreshBoard(page, 'Meer Sortieren');
      const b = board(page);
      const frame = await b.add('Müll im Meer');
      await tab(frame, 'Sortieren').click();
      const apple = chip(frame, 'trennen-apfelrest');
      await apple.waitFor();
      expect(await apple.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
      await fingerDrag(page, await centre(apple), await centre(basket(frame, 'bio')));
      await expect.poll(() => whereIs(frame, 'trennen-apfelrest')).toBe('bio');

      // tap-tap: "Zeitung", then the basket "Papier"
      await chip(frame, 'trennen-zeitung').click();
      expect(await chip(frame, 'trennen-zeitung').getAttribute('aria-pressed')).toBe('true');
      await basket(frame, 'papier').click({ position: { x: 10, y: 40 } });
      await expect.poll(() => whereIs(frame, 'trennen-zeitung')).toBe('papier');

      // keyboard: Enter on "Marmeladenglas", Tab to the basket "Glas", Enter; Escape lets a chosen chip go
      await chip(frame, 'trennen-marmeladenglas').focus();
      await page.keyboard.press('Enter');
      expect(await chip(frame, 'trennen-marmeladenglas').getAttribute('aria-pressed')).toBe('true');
      await frame.getByRole('button', { name: '„Marmeladenglas“ in „Glas“ legen' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => whereIs(frame, 'trennen-marmeladenglas')).toBe('glas');
      // …or its basket's number: "Eierschalen" with 1 goes into "Gelbe Tonne" (wrong on purpose)
      await chip(frame, 'trennen-eierschalen').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('1');
      await expect.poll(() => whereIs(frame, 'trennen-eierschalen')).toBe('gelbe-tonne');

      await frame.getByRole('button', { name: 'Prüfen' }).click();
      for (const id of ['trennen-apfelrest', 'trennen-zeitung', 'trennen-marmeladenglas'])
        await expect.poll(() => chip(frame, id).textContent()).toContain('✓');
      await expect.poll(() => whereIs(frame, 'trennen-eierschalen')).toBe('pool');
      expect(await chip(frame, 'trennen-eierschalen').textContent()).not.toContain('✓');
      await frame.screenshot({ path: `${SHOTS}/OceanPollution-sort.png` });

      // the second set: durations in order by finger, shortest first
      await frame.getByRole('button', { name: 'Was hält im Meer am längsten?' }).click();
      await fingerDrag(
        page,
        await centre(chip(frame, 'dauer-zeitung')),
        await centre(basket(frame, 'haltbarkeit.1')),
      );
      await expect.poll(() => whereIs(frame, 'dauer-zeitung')).toBe('haltbarkeit.1');
      await frame.getByRole('button', { name: 'Prüfen' }).click();
      await expect.poll(() => chip(frame, 'dauer-zeitung').textContent()).toContain('6 Wochen');
    } finally {
      await context.close();
    }
  });

  it('a finger taps chip → basket and quiz answers; keys 1–3, Tab and Enter answer and go on; a click too', async () => {
    const { context, page } = await session.signedIn(
      { width: 1024, height: 768 },
      { reducedMotion: 'reduce', hasTouch: true },
    );
    try {
      await openFreshBoard(page, 'Meer Finger');
      const b = board(page);
      const frame = await b.add('Müll im Meer');
      const fingerTap = async (locator: Locator) => {
        const at = await centre(locator);
        await page.touchscreen.tap(at.x, at.y);
      };
      // Sortieren: tap "Joghurtbecher", then tap the basket "Gelbe Tonne"
      await fingerTap(tab(frame, 'Sortieren'));
      await fingerTap(chip(frame, 'trennen-joghurtbecher'));
      await expect.poll(() => chip(frame, 'trennen-joghurtbecher').getAttribute('aria-pressed')).toBe('true');
      await fingerTap(frame.getByRole('button', { name: '„Joghurtbecher“ in „Gelbe Tonne“ legen' }));
      await expect.poll(() => whereIs(frame, 'trennen-joghurtbecher')).toBe('gelbe-tonne');

      await fingerTap(tab(frame, 'Quiz'));
      const answers = frame.locator('.topic-answer');
      const positionOf = async (pick: 'right' | 'wrong') => {
        const question = (await frame.locator('.topic-quiz__question').textContent()) ?? '';
        const right = RIGHT_ANSWERS.get(question) ?? '';
        const texts = await answers.evaluateAll((bs) => bs.map((x) => x.lastElementChild?.textContent ?? ''));
        return pick === 'right' ? texts.indexOf(right) : texts.findIndex((t) => t !== right);
      };
      const verdict = () => frame.locator('.topic-quiz__verdict').textContent();
      // 1: a finger taps the right answer, then "Weiter ›"
      await frame.getByText('Frage 1 von 6').waitFor();
      expect((await boxOf(answers.first())).height).toBeGreaterThanOrEqual(44);
      await fingerTap(answers.nth(await positionOf('right')));
      await expect.poll(verdict).toBe('Richtig!');
      await fingerTap(frame.getByRole('button', { name: 'Weiter ›' }));
      // 2: keys: on an answer, its number 1–3 answers; Enter on the focused "Weiter ›" goes on
      await frame.getByText('Frage 2 von 6').waitFor();
      await answers.first().focus();
      await page.keyboard.press(String((await positionOf('right')) + 1));
      await expect.poll(verdict).toBe('Richtig!');
      expect(
        await frame.getByRole('button', { name: 'Weiter ›' }).evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Enter');
      // 3: Tab moves through the answers, Enter chooses (a wrong one here)
      await frame.getByText('Frage 3 von 6').waitFor();
      await answers.first().focus();
      const wrong = await positionOf('wrong');
      for (let k = 0; k < wrong; k++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(verdict).toBe('Leider nicht – richtig ist: Über Flüsse und vom Strand');
      await page.keyboard.press('Enter');
      // 4: a click
      await frame.getByText('Frage 4 von 6').waitFor();
      await answers.nth(await positionOf('right')).click();
      await expect.poll(verdict).toBe('Richtig!');
      expect(await frame.locator('.topic-quiz__progress').textContent()).toBe('Frage 4 von 6');
    } finally {
      await context.close();
    }
  });

  it('the quiz score "… von 6 richtig" survives a reload', async () => {
    const { context, page } = await session.signedIn(DESKTOP, { reducedMotion: 'reduce' });
    try {
      await openFreshBoard(page, 'Meer Quiz');
      const b = board(page);
      const frame = await b.add('Müll im Meer');
      await tab(frame, 'Quiz').click();
      await answerQuiz(frame, [3]);
      await expect.poll(() => frame.getByTestId('topic-quiz-score').textContent()).toBe('5 von 6 richtig');
      await saved(page);
      await page.reload();
      await b.ready();
      const again = b.widget('Müll im Meer');
      await expect.poll(() => again.getByTestId('topic-quiz-score').textContent()).toBe('5 von 6 richtig');
      expect(await tab(again, 'Quiz').getAttribute('aria-selected')).toBe('true');
      await again.getByRole('button', { name: 'Nochmal' }).click();
      await again.getByText('Frage 1 von 6').waitFor();
    } finally {
      await context.close();
    }
  });
});

/**
 * Makes crypto.getRandomValues answer 0 for the SDK's one-value draws while `window.zeroRandom` is set
 * (the page's own ids come from crypto.randomUUID): Fisher–Yates then moves the first entry to the end.
 */
async function seedableCrypto(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = crypto.getRandomValues.bind(crypto);
    const flagged = window as unknown as { zeroRandom?: boolean; zeroDraws?: number };
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(buffer: T): T => {
      if (flagged.zeroRandom && buffer instanceof Uint32Array && buffer.length === 1) {
        buffer[0] = 0;
        flagged.zeroDraws = (flagged.zeroDraws ?? 0) + 1;
        return buffer;
      }
      return real(buffer as never) as T;
    }) as Crypto['getRandomValues'];
  });
}
const rotated = <T>(items: readonly T[]): T[] => [...items.slice(1), ...items.slice(0, 1)];
const poolOrder = (frame: Locator) =>
  frame
    .locator('.topic-pool .topic-chip')
    .evaluateAll((cs) => cs.map((c) => (c as HTMLElement).dataset.item));
const shownAnswers = (frame: Locator) =>
  frame.locator('.topic-answer').evaluateAll((bs) => bs.map((b) => b.lastElementChild?.textContent ?? ''));

describe('Themen: mixed orders', () => {
  it('chips and answers are mixed with crypto randomness and saved: a reload shows the same orders', async () => {
    const { context, page } = await session.signedIn(DESKTOP, { reducedMotion: 'reduce' });
    try {
      await seedableCrypto(page);
      await page.reload();
      await openFreshBoard(page, 'Klima Reihenfolge');
      const b = board(page);
      await page.evaluate(() => {
        (window as unknown as { zeroRandom: boolean }).zeroRandom = true;
      });
      const frame = await b.add('Klimawandel');
      await tab(frame, 'Sortieren').click();
      const set = PACKS.ClimateChange.sortSets[0] as Pack['sortSets'][number];
      const expectedChips = rotated(set.items.map((i) => i.id));
      await expect.poll(() => poolOrder(frame)).toEqual(expectedChips);
      await tab(frame, 'Quiz').click();
      const quiz = PACKS.ClimateChange.quiz;
      const expectedAnswers = quiz.map((q) => rotated(q.answers));
      await expect.poll(() => shownAnswers(frame)).toEqual(expectedAnswers[0]);
      // the draws came from crypto.getRandomValues: 9 for the chips, 2 per question
      expect(await page.evaluate(() => (window as unknown as { zeroDraws: number }).zeroDraws)).toBe(
        9 + 2 * 6,
      );
      await saved(page);

      // after a reload real randomness again: the saved orders are shown, nothing is drawn anew
      await page.reload();
      await b.ready();
      const again = b.widget('Klimawandel');
      for (const [q, answers] of expectedAnswers.entries()) {
        await again.getByText(`Frage ${q + 1} von 6`).waitFor();
        expect(await shownAnswers(again)).toEqual(answers);
        await again.locator('.topic-answer').first().click();
        await again.getByRole('button', { name: q === 5 ? 'Ergebnis' : 'Weiter ›' }).click();
      }
      await tab(again, 'Sortieren').click();
      await expect.poll(() => poolOrder(again)).toEqual(expectedChips);
      // "Nochmal" starts a new round with newly drawn answers (real randomness now), saved with it
      await tab(again, 'Quiz').click();
      await again.getByRole('button', { name: 'Nochmal' }).click();
      await again.getByText('Frage 1 von 6').waitFor();
      const newRound = await shownAnswers(again);
      await saved(page);
      await page.reload();
      await b.ready();
      await expect.poll(() => shownAnswers(b.widget('Klimawandel'))).toEqual(newRound);
    } finally {
      await context.close();
    }
  });
});

describe('Klimawandel', () => {
  it('the first card flips to "mindestens 30 Jahre"', async () => {
    const { context, page } = await session.signedIn(DESKTOP, { reducedMotion: 'reduce' });
    try {
      await openFreshBoard(page, 'Klima');
      const b = board(page);
      const frame = await b.add('Klimawandel');
      const item = await boxOf(b.item(frame));
      expect([Math.round(item.width), Math.round(item.height)]).toEqual([560, 420]);
      const card = frame.getByTestId('topic-card');
      await expect.poll(() => card.textContent()).toContain('Wetter und Klima.');
      await card.click();
      await expect
        .poll(() => card.textContent())
        .toContain('Für das Klima schauen Fachleute auf mindestens 30 Jahre.');
      // a second tap turns it back
      await card.click();
      await expect.poll(() => card.textContent()).toContain('Wetter und Klima.');
    } finally {
      await context.close();
    }
  });

  it('"Leitungswasser trinken" in "Gut fürs Klima" → "Prüfen" shows ✓ while a wrong chip returns (finger, tap-tap, keyboard)', async () => {
    const { context, page } = await session.signedIn(DESKTOP, {
      reducedMotion: 'no-preference',
      hasTouch: true,
    });
    try {
      await openFreshBoard(page, 'Klima Sortieren');
      const b = board(page);
      const frame = await b.add('Klimawandel');
      await tab(frame, 'Sortieren').click();
      const water = chip(frame, 'klima-leitungswasser-trinken');
      await fingerDrag(page, await centre(water), await centre(basket(frame, 'gut-fuers-klima')));
      await expect.poll(() => whereIs(frame, 'klima-leitungswasser-trinken')).toBe('gut-fuers-klima');
      // a wrong one by tap-tap
      await chip(frame, 'klima-den-fernseher-im-stand-by-lassen').click();
      await frame
        .getByRole('button', { name: '„den Fernseher im Stand-by lassen“ in „Gut fürs Klima“ legen' })
        .click();
      await expect
        .poll(() => whereIs(frame, 'klima-den-fernseher-im-stand-by-lassen'))
        .toBe('gut-fuers-klima');
      // a right one by keyboard (its basket's number)
      await chip(frame, 'klima-kleidung-weitergeben').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('1');
      await expect.poll(() => whereIs(frame, 'klima-kleidung-weitergeben')).toBe('gut-fuers-klima');

      // the wrong chip shakes in its basket first (an animation, however fast the machine), then lies in the pool again
      await frame.evaluate((root) => {
        const seen: string[] = [];
        (window as unknown as { topicAnimations: string[] }).topicAnimations = seen;
        root.addEventListener('animationstart', (event) => {
          const e = event as AnimationEvent;
          const target = e.target as HTMLElement;
          seen.push(
            `${e.animationName}:${target.dataset.item ?? ''}:${target.closest('[data-basket]') ? 'basket' : 'pool'}`,
          );
        });
      });
      await frame.getByRole('button', { name: 'Prüfen' }).click();
      await expect.poll(() => whereIs(frame, 'klima-den-fernseher-im-stand-by-lassen')).toBe('pool');
      expect(
        await page.evaluate(() => (window as unknown as { topicAnimations: string[] }).topicAnimations),
      ).toContain('topic-shake:klima-den-fernseher-im-stand-by-lassen:basket');
      expect(await frame.locator('.topic-chip--returning').count()).toBe(0);
      expect(await water.textContent()).toContain('✓');
      expect(await chip(frame, 'klima-kleidung-weitergeben').textContent()).toContain('✓');
      expect(await frame.getByTestId('topic-sort-status').textContent()).toBe(
        '2 richtig, 1 zurück zu den Karten.',
      );
      await frame.screenshot({ path: `${SHOTS}/ClimateChange-sort.png` });
    } finally {
      await context.close();
    }
  });

  it('tab and card index survive a reload (and the chips in their baskets)', async () => {
    const { context, page } = await session.signedIn(DESKTOP, { reducedMotion: 'reduce' });
    try {
      await openFreshBoard(page, 'Klima Reload');
      const b = board(page);
      const frame = await b.add('Klimawandel');
      for (let i = 0; i < 4; i++) await frame.getByRole('button', { name: 'Weiter ›' }).click();
      await frame.getByTestId('topic-card').click();
      await tab(frame, 'Sortieren').click();
      await chip(frame, 'klima-leitungswasser-trinken').click();
      await basket(frame, 'gut-fuers-klima').click({ position: { x: 10, y: 40 } });
      await expect.poll(() => whereIs(frame, 'klima-leitungswasser-trinken')).toBe('gut-fuers-klima');
      await tab(frame, 'Entdecken').click();
      await saved(page);

      await page.reload();
      await b.ready();
      const again = b.widget('Klimawandel');
      const card = again.getByTestId('topic-card');
      await expect.poll(() => card.textContent()).toContain('1 Grad klingt wenig');
      expect(await again.getByText('Karte 5 von 8').count()).toBe(1);
      expect(await tab(again, 'Entdecken').getAttribute('aria-selected')).toBe('true');
      await tab(again, 'Sortieren').click();
      await expect.poll(() => whereIs(again, 'klima-leitungswasser-trinken')).toBe('gut-fuers-klima');
      await saved(page);
      await page.reload();
      await b.ready();
      await expect
        .poll(() => tab(b.widget('Klimawandel'), 'Sortieren').getAttribute('aria-selected'))
        .toBe('true');
    } finally {
      await context.close();
    }
  });
});

/**
 * The step ("Sortieren" or "Quiz") fits its box: nothing to scroll in the step or the panel, every chip,
 * basket, answer and button inside the step, its font at least 12 px.
 */
async function stepFits(frame: Locator, selector: '.topic-sort' | '.topic-quiz'): Promise<string> {
  return frame.locator(selector).evaluate((step) => {
    const panel = step.closest('.topic__panel') as HTMLElement;
    const problems: string[] = [];
    if (step.scrollHeight > step.clientHeight)
      problems.push(`step ${step.scrollHeight}>${step.clientHeight}`);
    if (step.scrollWidth > step.clientWidth)
      problems.push(`step width ${step.scrollWidth}>${step.clientWidth}`);
    if (panel.scrollHeight > panel.clientHeight)
      problems.push(`panel ${panel.scrollHeight}>${panel.clientHeight}`);
    const box = step.getBoundingClientRect();
    for (const part of step.querySelectorAll<HTMLElement>(
      '.topic-chip, .topic-basket, .topic-answer, .topic-btn, .topic-set, .topic-quiz__question, .topic-quiz__verdict',
    )) {
      const r = part.getBoundingClientRect();
      if (
        r.top < box.top - 0.5 ||
        r.bottom > box.bottom + 0.5 ||
        r.left < box.left - 0.5 ||
        r.right > box.right + 0.5
      )
        problems.push(`outside: ${part.textContent}`);
      if (part.scrollWidth > part.clientWidth + 1) problems.push(`cut: ${part.textContent}`);
    }
    const font = Number.parseFloat(getComputedStyle(step).fontSize);
    if (font < 12) problems.push(`font ${font}`);
    return problems.join('; ');
  });
}

/** Waits until the step fits; a screenshot of the step when it does not. */
async function expectFits(frame: Locator, selector: '.topic-sort' | '.topic-quiz', shot: string) {
  try {
    await expect.poll(() => stepFits(frame, selector), { timeout: 3000 }).toBe('');
  } catch (error) {
    await frame.screenshot({ path: `${SHOTS}/unfit-${shot}.png` }).catch(() => undefined);
    throw error;
  }
}

/** Puts every chip of the shown set into its right basket by keys (Enter on the chip, then the basket's number). */
async function sortAllByKeys(page: Page, frame: Locator, rightBasket: ReadonlyMap<string, number>) {
  for (const [id, n] of rightBasket) {
    await chip(frame, id).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(String(n));
    await expect.poll(() => whereIs(frame, id)).not.toBe('pool');
  }
}

const PACKS = {
  OceanPollution: JSON.parse(
    readFileSync(
      new URL('../apps/web/src/widgets/topics/content/ocean-pollution.de.json', import.meta.url),
      'utf8',
    ),
  ) as Pack,
  ClimateChange: JSON.parse(
    readFileSync(
      new URL('../apps/web/src/widgets/topics/content/climate-change.de.json', import.meta.url),
      'utf8',
    ),
  ) as Pack,
};
interface Pack {
  sortSets: {
    id: string;
    kind: 'baskets' | 'order';
    title: string;
    baskets?: { id: string }[];
    items: { id: string; basket?: string }[];
  }[];
  quiz: { question: string; answers: string[] }[];
}

/** Taps a wrong answer of the shown question, wherever the mixed order put it. */
async function pickWrongAnswer(frame: Locator, type: keyof typeof PACKS): Promise<void> {
  const question = (await frame.locator('.topic-quiz__question').textContent()) ?? '';
  const right = PACKS[type].quiz.find((q) => q.question === question)?.answers[0];
  if (!right) throw new Error(`unknown question ${question}`);
  const buttons = frame.locator('.topic-answer');
  const texts = await buttons.evaluateAll((bs) => bs.map((b) => b.lastElementChild?.textContent ?? ''));
  await buttons.nth(texts.findIndex((t) => t !== right)).click();
}
/** Item id → the 1-based number of its right basket (or place) in the set. */
const rightNumbers = (set: Pack['sortSets'][number]) =>
  new Map(
    set.items.map((item, index) => [
      item.id,
      set.kind === 'order' ? index + 1 : (set.baskets ?? []).findIndex((b) => b.id === item.basket) + 1,
    ]),
  );

describe('Themen fit their frame', () => {
  const VIEWPORTS = [
    { viewport: { width: 1920, height: 1080 }, touch: false },
    { viewport: { width: 1280, height: 800 }, touch: false },
    { viewport: { width: 1024, height: 768 }, touch: true },
  ] as const;
  for (const { viewport, touch } of VIEWPORTS) {
    it(`"Sortieren" and "Quiz" fit the default frame without scrolling at ${viewport.width}x${viewport.height}${touch ? ' (touch)' : ''}`, async () => {
      const { context, page } = await session.signedIn(viewport, {
        reducedMotion: 'reduce',
        hasTouch: touch,
      });
      try {
        await openFreshBoard(page, `Themen passen ${viewport.width}`);
        const b = board(page);
        for (const [name, type] of [
          ['Klimawandel', 'ClimateChange'],
          ['Müll im Meer', 'OceanPollution'],
        ] as const) {
          const frame = await b.add(name);
          const item = b.item(frame);
          expect(
            await item.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight]),
          ).toEqual([560, 420]);
          await tab(frame, 'Sortieren').click();
          await frame.locator('.topic-chip').first().waitFor();
          for (const set of PACKS[type].sortSets) {
            if (PACKS[type].sortSets.length > 1) await frame.getByRole('button', { name: set.title }).click();
            await expectFits(frame, '.topic-sort', `${type}-1-${viewport.width}`);
            // every chip in a basket (the fullest baskets), then ticked by "Prüfen"
            await sortAllByKeys(page, frame, rightNumbers(set));
            await expectFits(frame, '.topic-sort', `${type}-2-${viewport.width}`);
            await frame.getByRole('button', { name: 'Prüfen' }).click();
            await frame.getByRole('button', { name: 'Nochmal' }).waitFor();
            await expectFits(frame, '.topic-sort', `${type}-3-${viewport.width}`);
            if (viewport.width === 1024)
              await frame.screenshot({ path: `${SHOTS}/${type}-sorted-${set.id}-${viewport.width}.png` });
          }
          await tab(frame, 'Quiz').click();
          for (let q = 0; q < 6; q++) {
            await frame.getByText(`Frage ${q + 1} von 6`).waitFor();
            await expectFits(frame, '.topic-quiz', `${type}-4-${viewport.width}`);
            // a wrong answer shows the longest feedback ("Leider nicht – richtig ist: …")
            await pickWrongAnswer(frame, type);
            await frame.locator('.topic-quiz__verdict').waitFor();
            await expectFits(frame, '.topic-quiz', `${type}-5-${viewport.width}`);
            if (q === 0 && viewport.width === 1024)
              await frame.screenshot({ path: `${SHOTS}/${type}-quiz-feedback-${viewport.width}.png` });
            await frame.getByRole('button', { name: q === 5 ? 'Ergebnis' : 'Weiter ›' }).click();
          }
          await frame.getByTestId('topic-quiz-score').waitFor();
          await expectFits(frame, '.topic-quiz', `${type}-6-${viewport.width}`);
          await b.action(frame, 'Entfernen');
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe('Themen on the board', () => {
  it('both topics are in the bar of both editions; legible at their default size and enlarged', async () => {
    for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
      const { context, page } = await session.signedIn(
        { width: 1920, height: 1080 },
        { reducedMotion: 'reduce' },
      );
      try {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Sekundarstufe');
        await openFreshBoard(page, `Themen ${edition}`);
        const b = board(page);
        for (const [name, type] of [
          ['Müll im Meer', 'OceanPollution'],
          ['Klimawandel', 'ClimateChange'],
        ] as const) {
          const frame = await b.add(name);
          const card = frame.getByTestId('topic-card');
          await card.waitFor();
          const text = frame.locator('.topic-card__shown .topic-card__text');
          expect(
            Number.parseFloat(await text.evaluate((el) => getComputedStyle(el).fontSize)),
          ).toBeGreaterThanOrEqual(16);
          await frame.screenshot({ path: `${SHOTS}/${type}-${edition}-default.png` });
          await tab(frame, 'Sortieren').click();
          await frame.locator('.topic-chip').first().waitFor();
          await frame.screenshot({ path: `${SHOTS}/${type}-${edition}-sort-default.png` });
          await tab(frame, 'Quiz').click();
          await frame.screenshot({ path: `${SHOTS}/${type}-${edition}-quiz-default.png` });
          await tab(frame, 'Entdecken').click();
          await enlarge(page, frame, 700, 400);
          await expect.poll(async () => (await boxOf(b.item(frame))).width).toBeGreaterThan(1000);
          const large = Number.parseFloat(
            await frame
              .locator('.topic-card__shown .topic-card__text')
              .evaluate((el) => getComputedStyle(el).fontSize),
          );
          expect(large).toBeGreaterThanOrEqual(28);
          // nothing of the card cut off: its shown text fits its box
          expect(
            await frame
              .locator('.topic-card__shown')
              .evaluate(
                (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
              ),
          ).toBe(true);
          await frame.screenshot({ path: `${SHOTS}/${type}-${edition}-enlarged.png` });
          // enlarged, "Sortieren" and "Quiz" grow with the frame (and still fit it)
          const stepFont = (selector: string) =>
            frame.locator(selector).evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
          await tab(frame, 'Sortieren').click();
          await expect.poll(() => stepFont('.topic-sort')).toBeGreaterThanOrEqual(24);
          expect(await stepFits(frame, '.topic-sort')).toBe('');
          await frame.screenshot({ path: `${SHOTS}/${type}-${edition}-sort-enlarged.png` });
          await tab(frame, 'Quiz').click();
          await expect.poll(() => stepFont('.topic-quiz')).toBeGreaterThanOrEqual(28);
          expect(await stepFits(frame, '.topic-quiz')).toBe('');
          await frame.screenshot({ path: `${SHOTS}/${type}-${edition}-quiz-enlarged.png` });
          await b.action(frame, 'Entfernen');
        }
      } finally {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Grundschule').catch(() => {});
        await context.close();
      }
    }
  });
});
