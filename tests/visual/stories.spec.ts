import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { openStory, pinnedThemeClass, storiesOfBuild, switchThemeClass } from '../storybook-index';
import { expectNoSeriousAxeViolations } from '../a11y/axe';

// Every story of the static build, one test each, on one page (assets stay cached):
// - visual: a screenshot in the main class (Korean) compared with the committed baseline; each
//   component's "All four classes" story covers the other themes without multiplying the run;
// - a11y: axe's colour rules in one of the three classes other than main, in turn from story to
//   story (every rule runs in the main class in the storybook step, addon-a11y with test:
//   'error'), on the same page, the story re-rendered in place
//   in that class as the toolbar's switch does it (what the play function left stays; no reload
//   and no second run of the play function); an "All four classes" story shows all four at once,
//   and a story that fixes its class in its `globals` is checked in that class only.
// MRO_SUITES=visual or =a11y runs one of them; `npm run test:visual:update` rewrites baselines.
//
// Each worker keeps one page and switches stories in place (see `openStory`): loading the preview
// bundle for every story cost most of the run. A test that fails closes the page, so the story
// after it starts on a fresh one and a broken story cannot spill into the next.
const test = base.extend<{ storyPage: Page }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
        baseURL,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, use, testInfo) => {
    const page = storyContext.pages()[0] ?? (await storyContext.newPage());
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await page.close();
  },
});
const suites = (process.env.MRO_SUITES ?? 'visual,a11y').split(',');
const visual = suites.includes('visual');
const a11y = suites.includes('a11y');
const OTHER_CLASSES = ['buyer', 'supply', 'punch-out'] as const;
/** What can differ between theme classes: colours (the markup and names are the main class's). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

storiesOfBuild().forEach((story, index) => {
  test(story.id, async ({ storyPage: page }) => {
    if (visual || a11y) await openStory(page, story.id, { themeClass: 'main' });
    if (visual) {
      await page.mouse.move(0, 0);
      await expect(page.locator('#storybook-root')).toHaveScreenshot(`${story.id}.png`);
    }
    if (!a11y) return;
    // The main class has every axe rule already: addon-a11y (test: 'error') in the storybook step,
    // after the same play function. Here only what changes with the class: its colours.
    if ((await page.locator('#storybook-root [data-theme-class]').count()) > 0) return;
    if ((await pinnedThemeClass(page)) !== undefined) return;
    // One other class per story, in turn along the build's order (a component's stories follow
    // each other, so each component is checked in all three): the sweep of every class for every
    // story was two of this step's four minutes (decision 0005).
    const themeClass = OTHER_CLASSES[index % OTHER_CLASSES.length]!;
    await switchThemeClass(page, story.id, themeClass);
    await expectNoSeriousAxeViolations(page, `${story.id} [${themeClass}]`, '#storybook-root', COLOUR_RULES);
  });
});
