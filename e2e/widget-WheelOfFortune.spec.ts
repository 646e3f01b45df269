import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { shell } from './support/pages.ts';
import { DESKTOP, type SignInOptions, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, componentWrite, enlarge, openSettings } from './widget-helpers.ts';

// Glücksrad (catalogue 3.3): the result is decided first and stored with the landing angle, then a
// 4 s ease-out turns the wheel onto it; the banner names the segment under the pointer.

const session = useBrowser();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signedIn = (viewport?: Viewport, options: SignInOptions = {}) =>
  session.signedIn(viewport, { reducedMotion: 'reduce', ...options });

/**
 * The entry under the pointer, read from what the browser draws: the rotor's computed rotation and
 * the segments in drawing order (segment 0 starts at the top, clockwise).
 */
async function entryUnderPointer(frame: Locator): Promise<string> {
  return frame.getByTestId('wheel-disc').evaluate((svg) => {
    const rotor = svg.querySelector('.wheel__rotor') as SVGGElement;
    const m = new DOMMatrixReadOnly(getComputedStyle(rotor).transform);
    const angle = (Math.atan2(m.b, m.a) * 180) / Math.PI;
    const segments = JSON.parse(svg.getAttribute('data-segments') ?? '[]') as string[];
    const atTop = (((360 - angle) % 360) + 360) % 360;
    return segments[Math.floor((atTop * segments.length) / 360)] ?? '';
  });
}

async function spinAndWait(frame: Locator): Promise<string> {
  await frame.getByRole('button', { name: 'Drehen', exact: true }).click();
  await expect
    .poll(async () => (await frame.getByTestId('wheel-announcement').textContent()) ?? '', { timeout: 8000 })
    .toMatch(/^Ergebnis: /);
  return (await frame.locator('.wheel__result').textContent()) ?? '';
}

describe('Glücksrad', () => {
  it('the banner equals the segment under the pointer after a 4 s spin decided first; a reload keeps the angle and the banner', async () => {
    const { context, page } = await signedIn(DESKTOP, { reducedMotion: 'no-preference' });
    try {
      await openFreshBoard(page, 'Rad');
      const b = board(page);
      const frame = await b.add('Glücksrad');
      const item = await boxOf(b.item(frame));
      expect([Math.round(item.width), Math.round(item.height)]).toEqual([400, 440]);
      const spin = frame.getByRole('button', { name: 'Drehen', exact: true });
      const size = await boxOf(spin);
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
      await sleep(300);
      await b.waitSaved();

      const saved = page.waitForRequest(
        (r) =>
          r.url().includes('/update-widget') &&
          typeof componentWrite(r.postData(), 'lastResult') === 'string',
      );
      await spin.click();
      const started = Date.now();
      const stored = { lastResult: componentWrite((await saved).postData(), 'lastResult') as string };
      // stored before the wheel stops; the rotor turns with a 4 s transition meanwhile
      expect(Date.now() - started).toBeLessThan(3000);
      expect(
        await frame.locator('.wheel__rotor').evaluate((el) => getComputedStyle(el).transitionDuration),
      ).toBe('4s');
      expect(await frame.getByTestId('wheel-banner').count()).toBe(0);
      await expect
        .poll(async () => (await frame.getByTestId('wheel-announcement').textContent()) ?? '', {
          timeout: 8000,
        })
        .toBe(`Ergebnis: ${stored.lastResult}`);
      const banner = (await frame.locator('.wheel__result').textContent()) ?? '';
      expect(banner).toBe(stored.lastResult);
      expect(await entryUnderPointer(frame)).toBe(banner);
      const second = await spinAndWait(frame);
      expect(await entryUnderPointer(frame)).toBe(second);
      const angle = await frame.getByTestId('wheel-disc').getAttribute('data-rotation');
      await frame.screenshot({ path: '/tmp/wheel-result.png' });
      await sleep(300);
      await b.waitSaved();

      await page.reload();
      await b.ready();
      const again = b.widget('Glücksrad');
      await again.getByTestId('wheel-banner').waitFor();
      expect(await again.getByTestId('wheel-disc').getAttribute('data-rotation')).toBe(angle);
      expect(await again.locator('.wheel__result').textContent()).toBe(second);
      expect(await entryUnderPointer(again)).toBe(second);

      // "Entfernen" takes the result out for now, "Alle zurückholen" brings it back.
      await again.getByRole('button', { name: 'Entfernen' }).click();
      expect(
        JSON.parse((await again.getByTestId('wheel-disc').getAttribute('data-segments')) ?? '[]'),
      ).not.toContain(second);
      await again.getByRole('button', { name: 'Alle zurückholen' }).click();
      expect(
        JSON.parse((await again.getByTestId('wheel-disc').getAttribute('data-segments')) ?? '[]'),
      ).toHaveLength(6);
    } finally {
      await context.close();
    }
  });

  it('with "Gezogene Einträge entfernen", six spins give six different results, then "Alle wurden gezogen"; reduced motion fades instead of spinning; a flick spins too', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Rad Runde');
      const b = board(page);
      const frame = await b.add('Glücksrad');
      const panel = await openSettings(page, frame, 'Glücksrad');
      await panel.getByLabel('Gezogene Einträge entfernen').check();
      await panel.getByRole('button', { name: 'Fertig' }).click();

      const results = [await spinAndWait(frame)];
      expect(await frame.getByTestId('wheel-disc').evaluate((el) => getComputedStyle(el).animationName)).toBe(
        'none',
      );
      // a flick on the wheel spins as well
      const disc = await boxOf(frame.getByTestId('wheel-disc'));
      await page.mouse.move(disc.x + disc.width * 0.3, disc.y + disc.height * 0.5);
      await page.mouse.down();
      await page.mouse.move(disc.x + disc.width * 0.3, disc.y + disc.height * 0.2, { steps: 4 });
      await page.mouse.up();
      await expect
        .poll(async () => (await frame.locator('.wheel__result').textContent()) ?? '', { timeout: 8000 })
        .not.toBe(results[0]);
      await expect
        .poll(async () => (await frame.getByTestId('wheel-announcement').textContent()) ?? '', {
          timeout: 8000,
        })
        .toMatch(/^Ergebnis: /);
      results.push((await frame.locator('.wheel__result').textContent()) ?? '');
      for (let i = 0; i < 4; i++) results.push(await spinAndWait(frame));
      expect([...results].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
      await frame.getByText('Alle wurden gezogen').waitFor();
      expect(await frame.getByRole('button', { name: 'Drehen', exact: true }).count()).toBe(0);
      await frame.screenshot({ path: '/tmp/wheel-all-drawn.png' });
      await frame.getByRole('button', { name: 'Alle zurückholen' }).click();
      await frame.getByRole('button', { name: 'Drehen', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('legible at its default size and enlarged, in both editions', async () => {
    for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
      const { context, page } = await signedIn({ width: 1920, height: 1080 });
      try {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Sekundarstufe');
        await openFreshBoard(page, 'Rad Ansicht');
        const b = board(page);
        const frame = await b.add('Glücksrad');
        await spinAndWait(frame);
        const label = await frame
          .locator('.wheel__label')
          .first()
          .evaluate((el) => el.getBoundingClientRect().height);
        expect(label).toBeGreaterThanOrEqual(12);
        const result = frame.locator('.wheel__result');
        expect(await result.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        await frame.screenshot({ path: `/tmp/wheel-${edition}-default.png` });
        await enlarge(page, frame, 300, 200);
        await sleep(300);
        await frame.screenshot({ path: `/tmp/wheel-${edition}-enlarged.png` });
      } finally {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Grundschule').catch(() => {});
        await context.close();
      }
    }
  });

  it('from the class list, drawn names are remembered for the class: "Namen ziehen" on the same class goes on without them', async () => {
    const { context, page } = await signedIn();
    try {
      const classCode = `wr${Date.now().toString(36).slice(-6)}`;
      const status = await page.evaluate(
        async ({ classCode }) => {
          const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
          const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
          const res = await fetch(`/api/files/pupil-names/${classCode}?productEdition=PrimaryGradeLevel`, {
            method: 'PUT',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ text: 'Ali\nBea\nCem' }),
          });
          return res.status;
        },
        { classCode },
      );
      expect(status).toBe(200);
      await shell(page).createDesktop(`Rad Klasse ${Date.now().toString(36)}`, classCode);
      const b = board(page);
      await b.ready();
      const frame = await b.add('Glücksrad');
      const panel = await openSettings(page, frame, 'Glücksrad');
      await panel.getByLabel('Klassenliste', { exact: true }).check();
      await panel.getByLabel('Gezogene Einträge entfernen').check();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect
        .poll(async () =>
          JSON.parse((await frame.getByTestId('wheel-disc').getAttribute('data-segments')) ?? '[]'),
        )
        .toEqual(['Ali', 'Bea', 'Cem']);
      const drawn = await spinAndWait(frame);
      expect(['Ali', 'Bea', 'Cem']).toContain(drawn);

      const picker = await b.add('Namen ziehen');
      await picker.getByRole('button', { name: 'Listen zeigen' }).click();
      await expect
        .poll(async () =>
          picker.getByRole('region', { name: 'Schon dran' }).getByRole('button').allTextContents(),
        )
        .toEqual([drawn]);
      // "Neue Runde" of the class brings the name back to the wheel as well.
      await picker.getByRole('button', { name: 'Listen schließen' }).click();
      await frame.getByRole('button', { name: 'Alle zurückholen' }).click();
      await picker.getByRole('button', { name: 'Listen zeigen' }).click();
      await expect
        .poll(async () =>
          picker.getByRole('region', { name: 'Schon dran' }).getByRole('button').allTextContents(),
        )
        .toEqual([]);
    } finally {
      await context.close();
    }
  });
});
