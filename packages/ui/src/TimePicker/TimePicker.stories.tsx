import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { Modal } from '../Modal';
import { TimePicker } from './TimePicker';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import {
  eachImeEnter,
  imeCommit,
  imeSetComposition,
  insertText,
  KOREAN_ENTERS,
  pressKey,
} from '../../../../.storybook/ime';
import { timePickerDocs } from './stories/docs';

const meta = {
  title: 'Inputs/TimePicker',
  component: TimePicker,
  args: { onValueChange: fn() },
  render: (args) => (
    <div style={{ minHeight: 320 }}>
      <Field label={<T k="deliveryDate" />}>
        <TimePicker {...args} />
      </Field>
    </div>
  ),
  parameters: timePickerDocs,
} satisfies Meta<typeof TimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).queryByRole('listbox');

export const Default24Hour: Story = {
  name: '24-hour, 30-minute steps',
  args: { defaultValue: '23:30:00' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('combobox');
    await step('ArrowUp wraps past midnight', async () => {
      input.focus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(input).toHaveValue('00:00');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('00:00:00');
    });
    await step('the list shows 48 times and Enter picks the active one', async () => {
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
      const list = await within(document.body).findByRole('listbox');
      await expect(within(list).getAllByRole('option')).toHaveLength(48);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('01:30:00');
      await waitFor(() => expect(listbox()).toBeNull());
    });
    await step('typed entry; invalid text reverts', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '1730{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('17:30:00');
      await userEvent.clear(input);
      await userEvent.type(input, '2599{Enter}');
      await expect(input).toHaveValue('17:30');
    });
  },
};

export const TwelveHour: Story = {
  name: '12-hour with AM/PM, 10-minute steps',
  args: { hour12: true, step: 10, defaultValue: '09:00:00' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox');
    await expect((input as HTMLInputElement).value).toMatch(/오전 09:00|09:00 AM/);
    await userEvent.click(canvas.getByRole('button', { name: /오전\/오후 전환|Switch AM\/PM/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('21:00:00');
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('21:10:00');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(within(await within(document.body).findByRole('listbox')).getAllByRole('option')).toHaveLength(144);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox()).toBeNull());
  },
};

export const TypedOffStep: Story = {
  name: 'Typed minutes snap to the step',
  args: { step: 10, defaultValue: '09:00:00' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('combobox');
    await step('1:37 with a 10-minute step becomes 01:40, the list’s nearest time, on Tab', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '1:37');
      await userEvent.tab();
      await expect(input).toHaveValue('01:40');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('01:40:00');
    });
    await step('1:34 goes down to 01:30; the list then highlights it', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '1:34{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('01:30:00');
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
      const list = await within(document.body).findByRole('listbox');
      await expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('01:30');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(listbox()).toBeNull());
    });
    await step('23:58 stays in the day: 23:50', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2358{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('23:50:00');
    });
  },
};

export const Steps: Story = {
  name: 'Every step size',
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {([1, 5, 10, 30, 60] as const).map((step) => (
        <Field key={step} label={`${step}`}>
          <TimePicker step={step} defaultValue="12:00:00" />
        </Field>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const counts = [1440, 288, 144, 48, 24];
    const inputs = canvas.getAllByRole('combobox');
    for (const [i, input] of inputs.entries()) {
      await userEvent.click(input);
      const list = await within(document.body).findByRole('listbox');
      await expect(within(list).getAllByRole('option')).toHaveLength(counts[i]!);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(listbox()).toBeNull());
    }
  },
};

export const InsideAModal: Story = {
  name: 'Inside a modal (list stays in the modal)',
  render: (args) => (
    <div style={{ minHeight: 420 }}>
      <Modal open onOpenChange={() => undefined} title={<T k="deliveryDate" />}>
        <Field label={<T k="deliveryDate" />}>
          <TimePicker {...args} defaultValue="08:00:00" />
        </Field>
      </Modal>
    </div>
  ),
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    const list = await within(dialog).findByRole('listbox');
    await expect(dialog.contains(list)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox()).toBeNull());
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('07:30:00');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '10:00:00' } };

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: '14:30:00', hour12: true },
};

export const States: Story = {
  render: () => (
    <div style={{ minHeight: 560 }}>
      <StateMatrix
        label="deliveryTime"
        width={280}
        render={({ filled, disabled, readOnly }) => (
          <TimePicker hour12 defaultValue={filled ? '14:30:00' : ''} disabled={disabled} readOnly={readOnly} />
        )}
      />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('combobox') as HTMLInputElement;
    await playStates(step, {
      control: box,
      read: (s) => box(s).value.replace(/\s+/g, ' '),
      change: async (s) => {
        await userEvent.click(box(s));
        await userEvent.keyboard('0915{Enter}');
      },
      empty: '',
      filled: expect.stringMatching(/^(02:30 PM|오후 02:30)$/),
    });
    await expect(
      inState(canvasElement, 'readOnly').getByRole('button', { name: /오전\/오후 전환|Switch AM\/PM/ }),
    ).toBeDisabled();
    await expect(listbox()).toBeNull();
  },
};

export const KoreanIme: Story = {
  name: 'Korean IME: 오후 typed, ArrowDown while composing',
  globals: { locale: 'ko' },
  args: { hour12: true },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('combobox');
    await step('composing 오후 loses or doubles no character', async () => {
      input.focus();
      await imeSetComposition('ㅇ');
      await imeSetComposition('오');
      await imeSetComposition('옿');
      await imeCommit('오');
      await imeSetComposition('후');
      await step('ArrowDown during composition neither commits nor opens the list', async () => {
        await pressKey('ArrowDown', { composing: true });
        await expect(args.onValueChange).not.toHaveBeenCalled();
        await expect(input).toHaveAttribute('aria-expanded', 'false');
      });
      await imeCommit('후');
      await insertText(' 2:30');
      await expect(input).toHaveValue('오후 2:30');
    });
    await step('Enter after the composition commits 14:30:00', async () => {
      await pressKey('Enter');
      await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('14:30:00');
      await expect(input).toHaveValue('오후 02:30');
    });
  },
};

/** Issue 47: the Enter that ends 오후 commits the typed time once. */
export const KoreanEnter: Story = {
  name: 'Korean IME: one Enter after 오후 commits the time',
  globals: { locale: 'ko' },
  args: { hour12: true },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('combobox');
    const onValueChange = args.onValueChange as Mock;
    const hour = (way: string) => 1 + KOREAN_ENTERS.indexOf(way as (typeof KOREAN_ENTERS)[number]);
    await eachImeEnter(step, {
      field: () => input,
      korean: '오후',
      japanese: '午後',
      what: 'the time is committed',
      reset: async (way) => {
        onValueChange.mockClear();
        await insertText(`${way === 'Japanese' ? 5 : hour(way)}:30 `);
      },
      acted: async (way) => {
        await waitFor(() => expect(onValueChange).toHaveBeenCalledTimes(1));
        await expect(onValueChange).toHaveBeenLastCalledWith(`1${2 + hour(way)}:30:00`);
        await expect(input).toHaveValue(`오후 0${hour(way)}:30`);
      },
      confirmed: async () => {
        await expect(input).toHaveValue('5:30 午後');
        await expect(onValueChange).not.toHaveBeenCalled();
      },
    });
  },
};
