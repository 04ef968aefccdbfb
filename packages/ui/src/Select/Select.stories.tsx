import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { Select } from './Select';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { selectDocs } from './stories/docs';

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: { onValueChange: fn(), codeGroup: 'UNIT' },
  render: (args) => (
    <div style={{ width: 300 }}>
      <Field label={<T k="unit" />} required={args.rules !== undefined}>
        <Select {...args} />
      </Field>
    </div>
  ),
  parameters: selectDocs,
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromCodeGroup: Story = {
  name: 'Items from a code group',
  play: async ({ args, canvas, step }) => {
    const select = canvas.getByRole('combobox', { name: /단위|Unit/ });
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(7));
    await step('the empty choice comes first; choosing gives the code', async () => {
      await expect(select).toHaveValue('');
      await userEvent.selectOptions(select, 'BOX');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('BOX');
    });
  },
};

export const AllOption: Story = {
  name: '"All" for search boxes',
  args: { emptyOption: 'all', defaultValue: 'KG' },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveValue('KG'));
    await userEvent.selectOptions(canvas.getByRole('combobox'), '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('option', { name: /전체|All/ })).toBeInTheDocument();
  },
};

export const Required: Story = {
  name: 'Rules: required',
  args: { rules: 'required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(7));
    select.focus();
    await userEvent.tab();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(/필수 입력 항목입니다|This field is required/);
    await userEvent.selectOptions(select, 'EA');
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = { args: { defaultValue: 'SET', disabled: true } };

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: 'EA' },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="unit"
      width={300}
      render={({ filled, disabled, readOnly }) => (
        <Select codeGroup="UNIT" defaultValue={filled ? 'KG' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const select = (s: WidgetState) => inState(canvasElement, s).getByRole('combobox') as HTMLSelectElement;
    await waitFor(() => expect(select('default').options.length).toBeGreaterThan(1));
    await playStates(step, {
      control: select,
      read: (s) => select(s).value,
      change: async (s) => {
        const el = select(s);
        // Read-only offers only the current choice, so there is nothing else to pick.
        if ([...el.options].some((o) => o.value === 'BOX')) await userEvent.selectOptions(el, 'BOX');
      },
      empty: '',
      filled: 'KG',
    });
    await expect([...select('readOnly').options].map((o) => o.value)).toEqual(['KG']);
  },
};
