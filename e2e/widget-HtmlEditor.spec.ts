import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { useBrowser } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, saved } from './widget-helpers.ts';

// Textfeld (catalogue 3.4): rich text edited in place with a toolbar that shows only while editing,
// kept to the catalogue's allow-list when saved and when shown.

const session = useBrowser();
const { signedIn } = session;

/** Taps the text to edit it; resolves with the editable area once the editor has loaded. */
async function startEditing(frame: Locator): Promise<Locator> {
  await frame.getByTestId('rich-text').click();
  const editor = frame.getByRole('textbox', { name: 'Text des Textfelds' });
  await editor.waitFor();
  return editor;
}

/** Taps the empty board beside the (only) widget. */
async function tapOutside(page: Page) {
  const frame = await boxOf(page.locator('section.widget-frame').first());
  await page.mouse.click(frame.x + frame.width + 80, frame.y + 40);
}

describe('Textfeld', () => {
  it('keeps bold text as <strong> after a reload; the toolbar shows only while editing', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Textfeld');
      const b = board(page);
      const frame = await b.add('Textfeld');
      const item = await boxOf(b.item(frame));
      // 600x275, the height snapped to the board's grid.
      expect(Math.round(item.width)).toBe(600);
      expect(Math.abs(item.height - 275)).toBeLessThanOrEqual(10);
      const toolbar = frame.getByRole('toolbar', { name: 'Textformat' });
      expect(await toolbar.count()).toBe(0);

      const editor = await startEditing(frame);
      await toolbar.waitFor();
      for (const name of [
        'Fett',
        'Kursiv',
        'Unterstrichen',
        'Schriftgröße',
        'Textfarbe',
        'Markieren',
        'Aufzählung',
        'Nummerierung',
        'Ausrichtung',
        'Link',
        'Rückgängig',
      ]) {
        const button = toolbar.getByRole('button', { name, exact: true });
        const box = await boxOf(button);
        expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
      }
      await frame.screenshot({ path: '/tmp/textfeld-editing.png' });
      await editor.pressSequentially('Hallo ');
      await toolbar.getByRole('button', { name: 'Fett', exact: true }).click();
      await editor.pressSequentially('Welt');
      await toolbar.getByRole('button', { name: 'Fett', exact: true }).click();
      await editor.pressSequentially('!');
      await tapOutside(page);
      await toolbar.waitFor({ state: 'detached' });
      await saved(page);

      await page.reload();
      await b.ready();
      const shown = b.widget('Textfeld').getByTestId('rich-text');
      await shown.getByText('Welt').waitFor();
      expect(await shown.innerHTML()).toBe('<p>Hallo <strong>Welt</strong>!</p>');
    } finally {
      await context.close();
    }
  });

  it('removes pasted <script> and onclick', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Textfeld');
      const b = board(page);
      const frame = await b.add('Textfeld');
      const editor = await startEditing(frame);
      await editor.evaluate((element) => {
        const data = new DataTransfer();
        data.setData(
          'text/html',
          '<p onclick="window.__clicked = 1">Eingefügt<script>window.__pasted = 1</script><img src="x" onerror="window.__pasted = 2"> <strong>fett</strong></p>',
        );
        data.setData('text/plain', 'Eingefügt fett');
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      });
      await editor.getByText('Eingefügt').waitFor();
      const inEditor = await editor.innerHTML();
      expect(inEditor).not.toMatch(/script|onclick|onerror|<img/i);
      await editor.getByText('Eingefügt').click();
      await tapOutside(page);
      await saved(page);
      await page.reload();
      await b.ready();
      const shown = b.widget('Textfeld').getByTestId('rich-text');
      await shown.getByText('Eingefügt').waitFor();
      const html = await shown.innerHTML();
      expect(html).toContain('<strong>fett</strong>');
      expect(html).not.toMatch(/script|onclick|onerror|<img/i);
      await shown.getByText('Eingefügt').click();
      expect(
        await page.evaluate(() => (window as { __pasted?: number; __clicked?: number }).__pasted),
      ).toBeUndefined();
      expect(await page.evaluate(() => (window as { __clicked?: number }).__clicked)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('sets size, colour, marking, lists and alignment from the toolbar; long text scrolls inside', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Textfeld');
      const b = board(page);
      const frame = await b.add('Textfeld');
      const editor = await startEditing(frame);
      const toolbar = frame.getByRole('toolbar', { name: 'Textformat' });
      await editor.pressSequentially('Groß');
      await page.keyboard.press('Shift+Home');
      await toolbar.getByRole('button', { name: 'Schriftgröße', exact: true }).click();
      await frame.getByRole('button', { name: 'Groß', exact: true }).click();
      await toolbar.getByRole('button', { name: 'Textfarbe', exact: true }).click();
      await frame.getByRole('button', { name: 'Rot', exact: true }).click();
      await toolbar.getByRole('button', { name: 'Ausrichtung', exact: true }).click();
      await frame.getByRole('button', { name: 'Mitte', exact: true }).click();
      await tapOutside(page);
      await saved(page);
      const shown = frame.getByTestId('rich-text');
      expect(await shown.innerHTML()).toBe(
        '<p style="text-align: center;"><span style="color: #c62828; font-size: 28px;">Groß</span></p>',
      );
      await frame.screenshot({ path: '/tmp/textfeld-formatted-1.png' });

      const again = await startEditing(frame);
      // Keys go to the editor only once it has the focus; the new paragraph must exist before the list.
      await expect
        .poll(() =>
          again.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
        )
        .toBe(true);
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await expect.poll(() => again.locator('p').count()).toBe(2);
      await toolbar.getByRole('button', { name: 'Aufzählung', exact: true }).click();
      for (let i = 1; i <= 8; i++) {
        await again.pressSequentially(`Punkt ${i}`);
        await page.keyboard.press('Enter');
      }
      await tapOutside(page);
      await saved(page);
      const html = await shown.innerHTML();
      expect(html).toContain('Groß</span></p>');
      // The alignment carries on into the next paragraphs.
      expect(html).toContain('<ul><li><p style="text-align: center;">Punkt 1</p></li>');
      // Longer content scrolls inside the text area, not past the frame.
      const scroll = await shown.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
      expect(scroll.scroll).toBeGreaterThan(scroll.client);
      const area = await boxOf(shown);
      const outer = await boxOf(frame);
      expect(area.y + area.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
      await frame.screenshot({ path: '/tmp/textfeld-formatted.png' });
    } finally {
      await context.close();
    }
  });

  it('is offered and legible in both editions, at its default size and enlarged', async () => {
    const { context, page } = await signedIn({ width: 1920, height: 1080 });
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        await openFreshBoard(page, `Textfeld ${edition}`);
        const b = board(page);
        const frame = await b.add('Textfeld');
        const editor = await startEditing(frame);
        await editor.pressSequentially('Heute: Bruchrechnung');
        await frame.screenshot({ path: `/tmp/textfeld-${edition}-editing.png` });
        await tapOutside(page);
        await saved(page);
        await frame.screenshot({ path: `/tmp/textfeld-${edition}-default.png` });
        await enlarge(page, frame, 300, 200);
        await saved(page);
        await frame.screenshot({ path: `/tmp/textfeld-${edition}-enlarged.png` });
        if (edition === 'Grundschule') await chooseEdition(page, 'Sekundarstufe');
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});
