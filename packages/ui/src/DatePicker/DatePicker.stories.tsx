import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { Modal } from '../Modal';
import { DatePicker } from './DatePicker';
import { HolidayProvider, type Holiday } from './holidays';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import {
  eachImeEnter,
  imeCommit,
  imeSetComposition,
  insertText,
  KOREAN_ENTERS,
  pressKey,
} from '../../../../.storybook/ime';
import { datePickerDocs } from './stories/docs';

const HOLIDAYS: Holiday[] = [
  { cldYmd: '20261107', holGbCd: 'SA' },
  { cldYmd: '20261108', holGbCd: 'SU' },
  { cldYmd: '20261114', holGbCd: 'SA' },
  { cldYmd: '20261115', holGbCd: 'SU' },
  { cldYmd: '20261121', holGbCd: 'SA' },
  { cldYmd: '20261122', holGbCd: 'SU' },
  { cldYmd: '20261009', holGbCd: 'HO' },
];

const meta = {
  title: 'Inputs/DatePicker',
  component: DatePicker,
  args: { onValueChange: fn() },
  render: (args) => (
    <HolidayProvider holidays={HOLIDAYS}>
      <div style={{ minHeight: 400 }}>
        <Field label={<T k="deliveryDate" />}>
          <DatePicker {...args} />
        </Field>
      </div>
    </HolidayProvider>
  ),
  parameters: datePickerDocs,
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const TypedEntry: Story = {
  name: 'Typed entry: clamp, revert, clear',
  args: { min: '20260101', max: '20261231' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: /납기일|Delivery date/ });
    await step('the mask formats; the value is YYYYMMDD', async () => {
      await userEvent.type(input, '20261121{Enter}');
      await expect(input).toHaveValue('2026-11-21');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('20261121');
    });
    await step('a date past max is clamped to max', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '20270315');
      await userEvent.tab();
      await expect(input).toHaveValue('2026-12-31');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('20261231');
    });
    await step('an invalid date reverts to the last valid value', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '20260230{Enter}');
      await expect(input).toHaveValue('2026-12-31');
    });
    await step('empty clears', async () => {
      await userEvent.clear(input);
      await userEvent.tab();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    });
  },
};

export const CalendarKeyboard: Story = {
  name: 'Calendar: keyboard, locale, holidays',
  args: { defaultValue: '20261118', today: '20261120' },
  play: async ({ args, canvas, step }) => {
    await step('the calendar opens on the selected day with keyboard focus', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /달력 열기|Open calendar/ }));
      const grid = await body().findByRole('grid');
      await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
      await expect(document.activeElement).toHaveTextContent('18');
    });
    await step('holiday colours: Saturday blue, Sunday and holidays red', async () => {
      const grid = body().getByRole('grid');
      const cell = (day: string) => within(grid).getByText(day, { selector: 'button' }).closest('td')!;
      const colour = (day: string) => getComputedStyle(cell(day)).color;
      await expect(colour('21')).not.toBe(colour('20'));
      await expect(colour('22')).not.toBe(colour('21'));
      await expect(colour('22')).not.toBe(colour('20'));
    });
    await step('arrow keys move by day and week, Enter picks', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('20261126');
      await waitFor(() => expect(body().queryByRole('grid')).toBeNull());
      await expect(canvas.getByRole('textbox')).toHaveFocus();
    });
  },
};

export const InsideAModal: Story = {
  name: 'Inside a modal',
  render: (args) => (
    <div style={{ minHeight: 480 }}>
      <Modal open onOpenChange={() => undefined} title={<T k="deliveryDate" />} size="small">
        <Field label={<T k="deliveryDate" />}>
          <DatePicker {...args} defaultValue="20261110" />
        </Field>
      </Modal>
    </div>
  ),
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: /납기일|Delivery date/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /달력 열기|Open calendar/ }));
    const grid = await within(dialog).findByRole('grid');
    await expect(dialog.contains(grid)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('grid')).toBeNull());
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /달력 열기|Open calendar/ }));
    await within(dialog).findByRole('grid');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('20261109');
  },
};

export const YearMonth: Story = {
  name: 'Year-month and year formats',
  render: (args) => (
    <div style={{ minHeight: 360, display: 'grid', gap: 8 }}>
      <Field label={<T k="month" />}>
        <DatePicker {...args} format="year-month" defaultValue="202611" />
      </Field>
      <Field label={<T k="year" />}>
        <DatePicker format="year" defaultValue="2026" />
      </Field>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const [month] = canvas.getAllByRole('textbox');
    await expect(month).toHaveValue('2026-11');
    await userEvent.click(canvas.getAllByRole('button', { name: /달력 열기|Open calendar/ })[0]!);
    const grid = await body().findByRole('grid');
    await userEvent.click(within(grid).getAllByRole('gridcell')[2]!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('202603');
    await expect(month).toHaveValue('2026-03');
  },
};

/** A valid-to date (spec: at most 99991231): "no end" is a choice, and 9999-12-31 can be typed. */
export const NoEnd: Story = {
  name: 'Valid to: no end (9999-12-31)',
  args: { noEnd: true, defaultValue: '20271231' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('the calendar offers no end, which picks 9999-12-31 and gives the focus back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /달력 열기|Open calendar/ }));
      await userEvent.click(await body().findByRole('button', { name: /종료일 없음|No end/ }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('99991231');
      await expect(input).toHaveValue('9999-12-31');
      await waitFor(() => expect(input).toHaveFocus());
    });
    await step('shown as chosen when the calendar opens again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /달력 열기|Open calendar/ }));
      await expect(await body().findByRole('button', { name: /종료일 없음|No end/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.keyboard('{Escape}');
    });
    await step('typed, a date in 9999 is kept (not cut to 9999-01-01)', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '99991130{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('99991130');
    });
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '20261121' } };

export const CalendarOpen: Story = {
  name: 'Calendar open (holiday colours)',
  args: { defaultValue: '20261118', today: '20261120', defaultOpen: true },
  play: async () => {
    const grid = await body().findByRole('grid');
    await expect(within(grid).getByText('18', { selector: 'button' }).closest('td')).toHaveClass('rdp-selected');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: '20261121' },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="deliveryDate"
      render={({ filled, disabled, readOnly }) => (
        <DatePicker defaultValue={filled ? '20261121' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('textbox') as HTMLInputElement;
    await playStates(step, {
      control: box,
      read: (s) => box(s).value,
      change: async (s) => {
        await userEvent.type(box(s), '20261225');
        await userEvent.keyboard('{Enter}');
      },
      empty: '',
      filled: '2026-11-21',
    });
    await expect(
      inState(canvasElement, 'readOnly').getByRole('button', { name: /달력 열기|Open calendar/ }),
    ).toBeDisabled();
  },
};

export const KoreanIme: Story = {
  name: 'Korean IME: digits typed with the IME on, composed letters refused',
  args: { defaultValue: '' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: /납기일|Delivery date/ });
    await step('digits typed with the Korean IME on are each kept once', async () => {
      input.focus();
      await insertText('2026');
      await insertText('12');
      // The mask adds the next separator as soon as it is certain.
      await expect((input as HTMLInputElement).value).toMatch(/^2026-12-?$/);
    });
    await step('a composed letter is refused without touching the digits', async () => {
      await imeSetComposition('ㅁ');
      await expect(args.onValueChange).not.toHaveBeenCalled();
      await imeCommit('ㅁ');
      await waitFor(() => expect((input as HTMLInputElement).value).toMatch(/^2026-12-?$/));
      await insertText('25');
      await expect(input).toHaveValue('2026-12-25');
    });
    await step('Enter after the composition commits the date', async () => {
      await pressKey('Enter');
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('20261225'));
      await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    });
  },
};

/** Issue 47: the Enter that ends a stray Korean composition commits the typed date once. */
export const KoreanEnter: Story = {
  name: 'Korean IME: one Enter commits the typed date',
  args: { defaultValue: '' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: /납기일|Delivery date/ });
    const onValueChange = args.onValueChange as Mock;
    const day = (way: string) => 21 + KOREAN_ENTERS.indexOf(way as (typeof KOREAN_ENTERS)[number]);
    await eachImeEnter(step, {
      field: () => input,
      korean: 'ㅁ',
      japanese: '日',
      what: 'the letter is refused and the date committed',
      reset: async (way) => {
        onValueChange.mockClear();
        await insertText(`202612${way === 'Japanese' ? 28 : day(way)}`);
      },
      acted: async (way) => {
        await waitFor(() => expect(onValueChange).toHaveBeenCalledTimes(1));
        await expect(onValueChange).toHaveBeenLastCalledWith(`202612${day(way)}`);
        await expect(input).toHaveValue(`2026-12-${day(way)}`);
      },
      confirmed: async () => {
        await expect(onValueChange).not.toHaveBeenCalled();
      },
    });
  },
};
