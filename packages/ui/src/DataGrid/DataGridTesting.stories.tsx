import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { createIme, KOREAN_ENTERS, type CdpSession } from '../testing/ime';
import { focusGridCell, gridCell, typeInGridCell } from '../testing/grid';
import { waitForOverlaySettled } from '../testing/overlay';
import { Demo } from './stories/GridDemo';
import { dataGridDocs } from './stories/docs';
import { COL, ready } from './stories/gridPlay';

/** The helpers of `@mro/ui/testing` (decision 0040) driving a real grid, as a consumer's test would. */
const meta = {
  title: 'Grid/DataGrid/Testing helpers',
  component: Demo,
  args: { count: 20, onChanges: fn() },
  parameters: dataGridDocs,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

// Through CDP under `npm test` (vitest.setup.ts installs the session), DOM events in the Storybook UI.
const ime = createIme(() => (globalThis as { __MRO_CDP__?: () => CdpSession }).__MRO_CDP__?.() ?? null);

export const TypingIntoTheGrid: Story = {
  name: 'Typing into the grid with @mro/ui/testing',
  play: async ({ canvasElement, step }) => {
    await ready(canvasElement);
    await step('the overlay host is settled (no loading indicator, no animation)', async () => {
      await waitForOverlaySettled(document);
    });
    await step('typeInGridCell: plain text and Enter commits and moves down once', async () => {
      const text = await typeInGridCell(ime, canvasElement, { row: 1, col: COL.name }, 'M10 볼트');
      await expect(text).toBe('M10 볼트');
      await expect(gridCell(canvasElement, { row: 2, col: COL.name })!.contains(document.activeElement)).toBe(true);
    });
    for (const [i, way] of KOREAN_ENTERS.entries()) {
      await step(`${way}: 한글 through the IME, one Enter commits it and moves down once`, async () => {
        const row = 3 + i;
        await expect(await typeInGridCell(ime, canvasElement, { row, col: COL.name }, '한글', { way })).toBe('한글');
        await expect(gridCell(canvasElement, { row: row + 1, col: COL.name })!.contains(document.activeElement)).toBe(
          true,
        );
      });
    }
    await step('focusGridCell hands back the focused input of the cell', async () => {
      const input = await focusGridCell(canvasElement, { row: 8, col: COL.qty });
      await expect(input).toHaveFocus();
    });
  },
};
