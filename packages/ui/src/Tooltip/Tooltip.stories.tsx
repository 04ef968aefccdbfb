import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { tooltipDocs } from './stories/docs';

/** An Excel button with its tooltip, as a search screen's toolbar has it. */
function ExcelButton({ onClick, onFocus }: { onClick?: () => void; onFocus?: () => void }) {
  const s = useStoryText();
  return (
    <div style={{ padding: '48px 0 0 120px', height: 120 }}>
      <Tooltip content={s('tipExcel')}>
        <Button variant="secondary" onClick={onClick} onFocus={onFocus}>
          <T k="excel" />
        </Button>
      </Tooltip>
    </div>
  );
}

const meta = {
  title: 'Overlays/Tooltip',
  component: ExcelButton,
  subcomponents: { Tooltip } as Meta['subcomponents'],
  args: { onClick: fn(), onFocus: fn() },
  parameters: tooltipDocs,
} satisfies Meta<typeof ExcelButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const tip = () => within(document.body).queryByRole('tooltip');

export const Keyboard: Story = {
  name: 'Keyboard: focus shows, Esc hides, blur hides',
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: /엑셀 다운로드|Excel download/ });
    await step('focus shows it at once and describes the button', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await expect(args.onFocus).toHaveBeenCalledTimes(1);
      // At once: no delay for the keyboard (React renders it on the next task).
      await waitFor(() => expect(tip()).toBeVisible(), { timeout: 100 });
      await expect(button).toHaveAccessibleDescription(/엑셀 파일로 내려받습니다|as an Excel file/);
      // Above the button, not over it.
      await waitFor(() =>
        expect(tip()!.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top),
      );
    });
    await step('Esc hides it; the focus stays', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(tip()).toBeNull());
      await expect(button).toHaveFocus();
      await expect(button).not.toHaveAttribute('aria-describedby');
    });
    await step('Enter still works the button; blur hides', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
      button.blur();
      button.focus();
      await waitFor(() => expect(tip()).toBeVisible());
      await userEvent.tab();
      await waitFor(() => expect(tip()).toBeNull());
    });
  },
};

export const Pointer: Story = {
  name: 'Pointer: after a rest, hoverable, gone on leaving',
  play: async ({ canvas, step }) => {
    const button = canvas.getByRole('button');
    await step('shown after the pointer rests 300 ms', async () => {
      await userEvent.hover(button);
      await expect(tip()).toBeNull();
      await waitFor(() => expect(tip()).toBeVisible());
    });
    await step('the pointer can move onto it (it stays), then leaving hides it', async () => {
      await userEvent.unhover(button);
      await userEvent.hover(tip()!);
      await new Promise((r) => setTimeout(r, 200));
      await expect(tip()).toBeVisible();
      await userEvent.unhover(tip()!);
      await waitFor(() => expect(tip()).toBeNull());
    });
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    canvas.getByRole('button').focus();
    await waitFor(() => expect(tip()).toHaveTextContent('Downloads the results as an Excel file.'));
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true, contain: 140 } },
  play: async ({ canvasElement }) => {
    // Shown in each class by focus; one stays open for the screenshot (the last focused).
    for (const button of canvasElement.querySelectorAll<HTMLElement>('button')) button.focus();
    await waitFor(() => expect(within(document.body).getAllByRole('tooltip')).toHaveLength(1));
  },
};
