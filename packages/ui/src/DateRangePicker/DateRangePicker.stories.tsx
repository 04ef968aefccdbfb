import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-helpers';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { dateRangePickerDocs } from './stories/docs';

/** The picker with its label from the story resources (Korean or English with the toolbar). */
function Range({
  labelKey,
  ...props
}: Omit<DateRangePickerProps, 'label'> & { labelKey: Parameters<ReturnType<typeof useStoryText>>[0] }) {
  const text = useStoryText();
  return <DateRangePicker {...props} label={text(labelKey)} />;
}

const meta = {
  title: 'Inputs/DateRangePicker',
  component: DateRangePicker,
  args: { label: '', onValueChange: fn(), today: '20261121' },
  render: ({ label: _label, ...args }) => (
    <div style={{ minHeight: 200 }}>
      <Range {...args} labelKey="period" />
    </div>
  ),
  parameters: dateRangePickerDocs,
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const inputs = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole('textbox') as HTMLInputElement[];

export const SwapRule: Story = {
  name: 'Start past the end moves the end (and vice versa)',
  args: { defaultValue: { start: '20261101', end: '20261110' } },
  play: async ({ args, canvas, step }) => {
    const [start, end] = inputs(canvas);
    await step('a start after the end sets the end to the start', async () => {
      await userEvent.clear(start!);
      await userEvent.type(start!, '20261115{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '20261115', end: '20261115' });
      await expect(end).toHaveValue('2026-11-15');
    });
    await step('an end before the start sets the start to the end', async () => {
      await userEvent.clear(end!);
      await userEvent.type(end!, '20261103{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '20261103', end: '20261103' });
      await expect(start).toHaveValue('2026-11-03');
    });
  },
};

export const Limits: Story = {
  name: 'Limits: days, months, one year',
  // Each range opens at its limit, valid; the play function takes each one day past it and back.
  render: ({ label: _label, ...args }) => (
    <div style={{ display: 'grid', gap: 16, minHeight: 300 }}>
      <Range {...args} labelKey="limit7days" maxDays={7} defaultValue={{ start: '20261101', end: '20261107' }} />
      <Range {...args} labelKey="limit1month" maxMonths={1} defaultValue={{ start: '20261015', end: '20261114' }} />
      <Range {...args} labelKey="limit1year" maxYears={1} defaultValue={{ start: '20251122', end: '20261121' }} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    const cases = [
      { group: /최대 7일|Up to 7 days/, past: '20261108', back: '20261107', message: /최대 7일|at most 7 days/ },
      { group: /최대 1개월|Up to 1 month/, past: '20261115', back: '20261114', message: /최대 1개월|at most 1 months/ },
      { group: /최대 1년|Up to 1 year/, past: '20261122', back: '20261121', message: /최대 1년|at most one year/ },
    ];
    for (const c of cases) {
      await step(`one day past the limit is refused at once; back at the limit it is not (${c.past})`, async () => {
        const group = within(canvas.getByRole('group', { name: c.group }));
        const end = group.getAllByRole('textbox')[1]!;
        await userEvent.clear(end);
        await userEvent.type(end, `${c.past}{Enter}`);
        await expect(group.getByRole('alert')).toHaveTextContent(c.message);
        await expect(end).toHaveAttribute('aria-invalid', 'true');
        await userEvent.clear(end);
        await userEvent.type(end, `${c.back}{Enter}`);
        await expect(group.queryByRole('alert')).toBeNull();
        await expect(end).not.toHaveAttribute('aria-invalid');
      });
    }
  },
};

export const BothOrNone: Story = {
  name: 'Both or none, and required',
  render: ({ label: _label, ...args }) => (
    <div style={{ display: 'grid', gap: 16, minHeight: 240 }}>
      <Range {...args} labelKey="optionalRange" presets={[]} />
      <Range {...args} labelKey="requiredRange" presets={[]} required />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const leave = () => userEvent.click(canvasElement.ownerDocument.body);
    const optional = canvas.getByRole('group', { name: /^(선택 기간|Optional period)$/ });
    const required = canvas.getByRole('group', { name: /^(필수 기간|Required period)$/ });
    const [start, end] = within(optional).getAllByRole('textbox');
    const [requiredStart, requiredEnd] = within(required).getAllByRole('textbox');
    await step('an empty required range opens without an error', async () => {
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('one date of two says so once focus leaves the pair, not while typing', async () => {
      await userEvent.type(start!, '20261101');
      await userEvent.tab();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await leave();
      await expect(await within(optional).findByRole('alert')).toHaveTextContent(
        /모두 입력하거나 모두 비워|both the start and end dates, or leave both empty/,
      );
      await userEvent.type(end!, '20261110{Enter}');
      await expect(within(optional).queryByRole('alert')).toBeNull();
    });
    await step('the required range, left empty, is required; both dates clear it', async () => {
      await userEvent.click(requiredStart!);
      await leave();
      await expect(await within(required).findByRole('alert')).toHaveTextContent(
        /필수 입력 항목입니다|This field is required/,
      );
      await userEvent.type(requiredStart!, '20261101{Enter}');
      await userEvent.type(requiredEnd!, '20261121{Enter}');
      await expect(within(required).queryByRole('alert')).toBeNull();
    });
  },
};

export const Presets: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /1주일|1 week/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '20261115', end: '20261121' });
    await userEvent.click(canvas.getByRole('button', { name: /3개월|3 months/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '20260822', end: '20261121' });
    await userEvent.click(canvas.getByRole('button', { name: /오늘|Today/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '20261121', end: '20261121' });
    const [start, end] = inputs(canvas);
    await expect(start).toHaveValue('2026-11-21');
    await expect(end).toHaveValue('2026-11-21');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: { start: '20261101', end: '20261121' }, maxDays: 7 },
  render: ({ label: _label, ...args }) => <Range {...args} labelKey="period" presets={['week']} />,
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="period"
      field={false}
      width={520}
      render={({ state, filled, disabled, readOnly }) => (
        <Range
          labelKey="period"
          presets={[]}
          required={state === 'error'}
          error={state === 'error' ? 'ACMCM0002' : undefined}
          defaultValue={filled ? { start: '20261101', end: '20261121' } : { start: '', end: '' }}
          disabled={disabled}
          readOnly={readOnly}
        />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const boxes = (s: WidgetState) => inState(canvasElement, s).getAllByRole('textbox') as HTMLInputElement[];
    await playStates(step, {
      control: (s) => boxes(s)[0]!,
      read: (s) => boxes(s).map((b) => b.value),
      change: async (s) => {
        await userEvent.type(boxes(s)[0]!, '20261201');
        await userEvent.keyboard('{Enter}');
      },
      empty: ['', ''],
      filled: ['2026-11-01', '2026-11-21'],
    });
  },
};
