import { expect, test } from '@playwright/test';
import { openStory, storiesOfBuild } from '../storybook-index';

// One screenshot per story (main class, Korean). Each component's "All four classes" story covers
// the other themes without multiplying the run. Update baselines: npm run test:visual:update.
for (const story of storiesOfBuild()) {
  test(`visual ${story.id}`, async ({ page }) => {
    await openStory(page, story.id);
    await page.mouse.move(0, 0);
    await expect(page.locator('#storybook-root')).toHaveScreenshot(`${story.id}.png`);
  });
}
