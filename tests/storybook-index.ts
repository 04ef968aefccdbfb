import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Every story of the static build (`npm run build-storybook` writes storybook-static/index.json). */
export function storiesOfBuild(): StoryEntry[] {
  const file = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((e) => e.type === 'story');
}

export function storyUrl(id: string, globals: { themeClass?: string; locale?: string } = {}) {
  const g = `themeClass:${globals.themeClass ?? 'main'};locale:${globals.locale ?? 'ko'}`;
  return `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${encodeURIComponent(g)}`;
}

/** Opens a story and waits until it rendered, its play function finished, and fonts loaded. */
export async function openStory(page: Page, id: string, globals?: { themeClass?: string; locale?: string }) {
  await page.goto(storyUrl(id, globals));
  await page.waitForFunction(
    () => {
      const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'finished' || phase === 'errored' || phase === 'aborted';
    },
    undefined,
    { timeout: 20_000 },
  );
  const phase = await page.evaluate(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender: { phase: string } } }).__STORYBOOK_PREVIEW__
        .currentRender.phase,
  );
  expect(phase, `story ${id} did not finish rendering`).toBe('finished');
  await page.evaluate(() => document.fonts.ready);
}
