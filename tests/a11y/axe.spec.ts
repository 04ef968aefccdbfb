import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { openStory, storiesOfBuild } from '../storybook-index';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const CLASSES = ['main', 'buyer', 'supply', 'punch-out'] as const;

// axe over every story in each of the four classes: contrast differs per theme.
// Serious and critical violations fail the run.
for (const story of storiesOfBuild()) {
  for (const themeClass of CLASSES) {
    test(`axe ${story.id} [${themeClass}]`, async ({ page }) => {
      await openStory(page, story.id, { themeClass });
      await page.addScriptTag({ path: axePath });
      const results = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: string, opts: object) => Promise<AxeResults> } }).axe;
        return axe.run('#storybook-root', { resultTypes: ['violations'] });
      });
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking, `axe violations in ${story.id} [${themeClass}]`).toEqual([]);
    });
  }
}
