import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DESKTOP, useBrowser } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, saved } from './widget-helpers.ts';

// Themen (catalogue 3.10): "Müll im Meer" and "Klimawandel" are one learning-card player with a content
// pack each. Every "Done when" item of both entries, a reload that restores the lesson, sorting by a
// finger's drag (pointer events of type 'touch'), by tap-tap and by keyboard, and screenshots.

const session = useBrowser();
const SHOTS = process.env.TOPIC_SHOTS_DIR ?? '/tmp/shots';

interface Point {
  x: number;
  y: number;
}

/** One finger from → to through Chromium's touch input: the page sees pointer events of type 'touch'. */
async function fingerDrag(page: Page, from: Point, to: Point, steps = 10): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (k: number) => [
    { id: 1, x: from.x + ((to.x - from.x) * k) / steps, y: from.y + ((to.y - from.y) * k) / steps },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; k++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

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
          await tab(frame, 'Sortieren').click();
          await frame.screenshot({ path: `${SHOTS}/${type}-${edition}-sort-enlarged.png` });
          await tab(frame, 'Quiz').click();
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
