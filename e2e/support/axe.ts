/**
 * Accessibility checks with axe-core's source evaluated in the page (no @axe-core/playwright: it needs Node 22).
 *
 *   const violations = await runAxe(page, { exclude: [...] });
 *   expect(formatViolations(violations)).toEqual([]);
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function runAxe(
  page: Page,
  {
    include,
    exclude,
    rules,
  }: { include?: string[]; exclude?: string[]; rules?: Record<string, { enabled: boolean }> } = {},
): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: an inline <script> would be blocked by the app's CSP.
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, exclude, rules }) => {
      const context: { include?: string[][]; exclude?: string[][] } = {};
      if (include) context.include = include.map((selector) => [selector]);
      if (exclude) context.exclude = exclude.map((selector) => [selector]);
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
      const result = await (window as any).axe.run(Object.keys(context).length ? context : document, {
        resultTypes: ['violations'],
        ...(rules ? { rules } : {}),
      });
      return result.violations.map((violation: AxeViolation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
      }));
    },
    { include, exclude, rules },
  );
}

/** One readable line per violation and node, for assertion messages. */
export function formatViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}`,
    ),
  );
}
