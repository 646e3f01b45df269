import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { useBrowser } from './support/session.ts';

// Widget SDK v2 (issue 14): a settings change reaches the live state; a stored group with one bad
// member keeps its other members after the load and after the next save.
import { boxOf, saved } from './widget-helpers.ts';

const session = useBrowser();
const { signedIn } = session;

/** The stored shape the test reads and damages. */
interface Stored {
  widgetSettingsData: { extraSettings: { frontSide: Record<string, unknown> } };
}

/** A live write's per-key changes (packages/shared live-merge: set and unset are what a settings save sends). */
type Change = { op: 'set'; path: string[]; value: unknown } | { op: 'unset'; path: string[] };

/** The data a save leads to: the whole data it sent, or its changes laid over what the page had loaded. */
function afterSave(loaded: Stored, body: { extraProperties?: Stored; changes?: Change[] }): Stored {
  if (body.extraProperties) return body.extraProperties;
  const doc = structuredClone(loaded) as unknown as Record<string, unknown>;
  for (const change of body.changes ?? []) {
    let node = doc;
    for (const key of change.path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const last = change.path.at(-1) as string;
    if (change.op === 'set') node[last] = change.value;
    else if (change.op === 'unset') delete node[last];
  }
  return doc as unknown as Stored;
}

describe('Timer: "Dauer" in the settings panel', () => {
  it('an idle timer shows the new duration at once, with a full progress bar', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Dauer');
      const b = board(page);
      const timer = await b.add('Timer');
      const display = timer.getByTestId('timer-display');
      await expect.poll(() => display.textContent()).toBe('5:00');
      await b.action(timer, 'Einstellungen');
      const panel = page.getByRole('complementary', { name: 'Einstellungen: Timer' });
      const duration = panel.getByRole('group', { name: 'Dauer' });
      await duration.getByLabel('Min').fill('2');
      await expect.poll(() => display.textContent()).toBe('2:00');
      const track = await boxOf(timer.locator('.timer__progress'));
      const bar = await boxOf(timer.locator('.timer__progress-bar'));
      expect(Math.abs(bar.width - track.width)).toBeLessThanOrEqual(1);
      await page.screenshot({ path: '/tmp/timer-duration-settings.png' });

      await duration.getByLabel('Sek').fill('30');
      await expect.poll(() => display.textContent()).toBe('2:30');
      await panel.getByRole('button', { name: 'Fertig' }).click();

      // The state was saved with the settings: after a reload the idle timer still shows 2:30.
      await saved(page);
      await page.reload();
      await b.ready();
      const reloaded = b.widget('Timer');
      await expect.poll(() => reloaded.getByTestId('timer-display').textContent()).toBe('2:30');
      const fullTrack = await boxOf(reloaded.locator('.timer__progress'));
      const fullBar = await boxOf(reloaded.locator('.timer__progress-bar'));
      expect(Math.abs(fullBar.width - fullTrack.width)).toBeLessThanOrEqual(1);

      // A running timer keeps its time when the duration changes; the next reset takes the new one.
      await reloaded.getByRole('button', { name: 'Start', exact: true }).click();
      await b.action(reloaded, 'Einstellungen');
      await panel.getByRole('group', { name: 'Dauer' }).getByLabel('Min').fill('4');
      await expect.poll(() => reloaded.getByTestId('timer-display').textContent()).toMatch(/^2:[23]\d$/);
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await reloaded.getByRole('button', { name: 'Zurücksetzen', exact: true }).click();
      await expect.poll(() => reloaded.getByTestId('timer-display').textContent()).toBe('4:30');
    } finally {
      await context.close();
    }
  });
});

describe('FlipCard: one bad member of a stored side', () => {
  it('keeps the text after the load and after the next save', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Reparatur');
      const b = board(page);
      const frame = await b.add('Wendekarte');
      await b.action(frame, 'Einstellungen');
      const panel = page.getByRole('complementary', { name: 'Einstellungen: Wendekarte' });
      await panel.getByRole('tabpanel').getByLabel('Text').fill('Hund');
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await saved(page);

      // The stored front side arrives with a retired colour and a member this version does not know.
      let loaded: Stored | undefined;
      const damage = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          items: { componentName: string; extraProperties: Stored }[];
        };
        for (const item of body.items) {
          if (item.componentName !== 'FlipCard') continue;
          const side = item.extraProperties.widgetSettingsData.extraSettings.frontSide;
          side.backgroundColor = 'magenta';
          side.note = 'kept';
          loaded = structuredClone(item.extraProperties);
        }
        await route.fulfill({ response, json: body });
      };
      await page.route(/\/api\/platform\/desktops\/[^/]+\/widgets$/, damage);
      await page.reload();
      await b.ready();
      const card = b.widget('Wendekarte');
      const face = card.getByTestId('flip-card-text').filter({ hasText: /^Hund$/ });
      await expect.poll(() => face.isVisible()).toBe(true);
      await expect(card.locator('[data-side="front"]').getAttribute('data-color')).resolves.toBe('white');
      await page.screenshot({ path: '/tmp/flip-card-repaired.png' });

      // The next save (a turn of the card) writes the side with its text, the default colour and the unknown member.
      const put = page.waitForRequest(
        (request: Request) => request.method() === 'PATCH' && request.url().endsWith('/update-widget'),
      );
      await card.getByTestId('flip-card').click();
      // A live client sends per-key changes against what it loaded; laid over that, the side is whole.
      const sent = afterSave(loaded as Stored, (await put).postDataJSON());
      expect(sent.widgetSettingsData.extraSettings.frontSide).toEqual({
        text: 'Hund',
        assetUrl: '',
        assetId: '',
        backgroundColor: 'white',
        note: 'kept',
      });
      await saved(page);

      // What the server holds now loads without any help: the text is still there.
      await page.unroute(/\/api\/platform\/desktops\/[^/]+\/widgets$/, damage);
      await page.reload();
      await b.ready();
      const again = b.widget('Wendekarte');
      await again.getByTestId('flip-card').click();
      await expect
        .poll(() =>
          again
            .getByTestId('flip-card-text')
            .filter({ hasText: /^Hund$/ })
            .isVisible(),
        )
        .toBe(true);

      // The side's image is an asset field: upload, gallery or link, from the SDK's chooser.
      await b.action(again, 'Einstellungen');
      const sidePanel = page
        .getByRole('complementary', { name: 'Einstellungen: Wendekarte' })
        .getByRole('tabpanel');
      for (const name of ['Datei hochladen', 'Aus der Galerie', 'Link einfügen'])
        await sidePanel.getByRole('button', { name, exact: true }).waitFor();
      await expect(sidePanel.getByLabel('Text').inputValue()).resolves.toBe('Hund');
      await page.screenshot({ path: '/tmp/flip-card-settings.png' });
    } finally {
      await context.close();
    }
  });
});
