import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core over the story root (or `root`: `document` for a whole portal page); serious and
 * critical violations fail. A page with a CSP needs a context with `bypassCSP` (axe is injected).
 */
/**
 * `rules` limits the run to those axe rules (the story suites' other theme classes: only colours
 * change between classes, so only the colour rules can find something new).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  label: string,
  root = '#storybook-root',
  rules?: readonly string[],
) {
  // Injected once per document (the story suites switch stories in place on one page).
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(
    async ({ context, only }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<AxeResults> } }).axe;
      return axe.run(context === 'document' ? document : context, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      });
    },
    { context: root, only: rules ? [...rules] : null },
  );
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe violations in ${label}`).toEqual([]);
}
