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

export type Globals = { themeClass?: string; locale?: string };

/** Every story of the static build (`npm run build-storybook` writes storybook-static/index.json). */
export function storiesOfBuild(): StoryEntry[] {
  const file = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((e) => e.type === 'story');
}

export function storyUrl(id: string, globals: Globals = {}) {
  const g = `themeClass:${globals.themeClass ?? 'main'};locale:${globals.locale ?? 'ko'}`;
  return `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${encodeURIComponent(g)}`;
}

interface Finished {
  storyId: string;
  status: 'success' | 'error';
  reporters: { type: string; status: string; result?: unknown }[];
}

/**
 * Records Storybook's `storyFinished` event, which carries the outcome of the play function and
 * of the a11y report (`phase` alone says "finished" even when the play function threw).
 */
async function recordStoryOutcome(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __MRO_FINISHED__?: unknown;
      __MRO_ERRORS__?: string[];
      __STORYBOOK_ADDONS_CHANNEL__?: unknown;
    };
    w.__MRO_ERRORS__ = [];
    let channel: { on: (event: string, fn: (e: unknown) => void) => void } | undefined;
    Object.defineProperty(w, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value) {
        channel = value;
        channel?.on('storyFinished', (event) => {
          w.__MRO_FINISHED__ = event;
        });
        // In a static Storybook a failing play function is caught by the instrumenter: the story
        // still "finishes" with status success, so the exception events are what tell.
        for (const name of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
          channel?.on(name, (error: unknown) => {
            const e = error as { message?: string; title?: string; description?: string } | undefined;
            w.__MRO_ERRORS__?.push(`${name}: ${e?.message ?? e?.title ?? ''} ${e?.description ?? ''}`.trim());
          });
        }
      },
    });
  });
}

const instrumented = new WeakSet<Page>();
/** The globals each page's preview was last given (by its address or the channel). */
const currentGlobals = new WeakMap<Page, Required<Globals>>();

function fullGlobals(globals: Globals = {}): Required<Globals> {
  return { themeClass: globals.themeClass ?? 'main', locale: globals.locale ?? 'ko' };
}

/**
 * Opens a story and waits until it rendered, its play function finished and fonts loaded; fails
 * when the story errored or its play function or a11y report failed.
 *
 * On a page that already shows the static build's preview the story is switched in place over the
 * preview's channel, as the Storybook sidebar does it (the preview unmounts the previous story and
 * renders this one, play function included), instead of loading the preview bundle again: about a
 * second less per story, the bulk of the browser suites' time on a 2-core machine. The globals are
 * put back first when the previous story left other ones (a theme-class sweep ends in punch-out).
 */
export async function openStory(page: Page, id: string, globals?: Globals) {
  const wanted = fullGlobals(globals);
  const shown = currentGlobals.get(page);
  if (shown && page.url().includes('/iframe.html')) {
    if (shown.themeClass !== wanted.themeClass || shown.locale !== wanted.locale) {
      const previous = await page.evaluate(
        () => (window as unknown as { __MRO_FINISHED__?: { storyId: string } }).__MRO_FINISHED__?.storyId ?? '',
      );
      await emitAndWait(page, 'updateGlobals', { globals: wanted });
      if (previous) await storyOutcome(page, previous, wanted);
    }
    await emitAndWait(page, 'setCurrentStory', { storyId: id, viewMode: 'story' });
  } else {
    if (!instrumented.has(page)) {
      instrumented.add(page);
      await recordStoryOutcome(page);
    }
    await page.goto(storyUrl(id, wanted));
  }
  currentGlobals.set(page, wanted);
  await storyOutcome(page, id, wanted);
}

/** Clears the recorded outcome and errors, then sends one event to the preview. */
async function emitAndWait(page: Page, event: string, payload: unknown) {
  await page.evaluate(
    ({ event, payload }) => {
      const w = window as unknown as {
        __MRO_FINISHED__?: unknown;
        __MRO_ERRORS__?: string[];
        __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
      };
      w.__MRO_FINISHED__ = undefined;
      w.__MRO_ERRORS__ = [];
      w.__STORYBOOK_ADDONS_CHANNEL__?.emit(event, payload);
    },
    { event, payload },
  );
}

/**
 * Renders the open story again in another theme class, as the toolbar's class switch does: the
 * preview re-renders the story in place (the decorator keeps it mounted: what the play function
 * left stays on screen) without running its play function again or reloading the page. Fails like
 * `openStory`.
 */
export async function switchThemeClass(page: Page, id: string, themeClass: string) {
  const globals = { ...fullGlobals(currentGlobals.get(page)), themeClass };
  await emitAndWait(page, 'updateGlobals', { globals: { themeClass } });
  currentGlobals.set(page, globals);
  await storyOutcome(page, id, { themeClass });
  // Every story that follows the toolbar sits in the decorator's MroProvider.
  await expect(page.locator('#storybook-root [data-mro-system]').first()).toHaveClass(
    new RegExp(`\\b${themeClass}\\b`),
  );
}

/**
 * The theme class the open story fixes through its own `globals` (the toolbar cannot change it),
 * or undefined when the story follows the toolbar.
 */
export async function pinnedThemeClass(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { storyGlobals?: Record<string, unknown> } } };
      }
    ).__STORYBOOK_PREVIEW__;
    const pinned = preview?.currentRender?.story?.storyGlobals?.themeClass;
    return typeof pinned === 'string' ? pinned : undefined;
  });
}

async function storyOutcome(page: Page, id: string, globals?: Globals) {
  const handle = await page.waitForFunction(
    (storyId) => {
      const finished = (window as unknown as { __MRO_FINISHED__?: Finished }).__MRO_FINISHED__;
      return finished?.storyId === storyId ? finished : undefined;
    },
    id,
    { timeout: 30_000 },
  );
  const finished = (await handle.jsonValue()) as Finished;
  const errors = await page.evaluate(() => (window as unknown as { __MRO_ERRORS__?: string[] }).__MRO_ERRORS__ ?? []);
  expect(errors, `story ${id} ${JSON.stringify(globals ?? {})} threw`).toEqual([]);
  const failures = finished.reporters.filter((r) => r.status === 'failed').map((r) => r.type);
  expect(
    finished.status,
    `story ${id} ${JSON.stringify(globals ?? {})} failed (${failures.join(', ') || 'play or render'})`,
  ).toBe('success');
  await page.evaluate(() => document.fonts.ready);
}
