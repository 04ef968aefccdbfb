import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { imeCommit, imeSetComposition } from '../../../../.storybook/ime';
import { Field } from '../Field';
import { TextArea } from './TextArea';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { textAreaDocs } from './stories/docs';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { onValueChange: fn(), maxLength: 20 },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Field label={<T k="remarks" />}>
        <TextArea {...args} />
      </Field>
    </div>
  ),
  parameters: textAreaDocs,
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CharacterCounter: Story = {
  play: async ({ args, canvas, step }) => {
    const area = canvas.getByRole('textbox');
    await step('3 rows by default and a live counter', async () => {
      await expect(area).toHaveAttribute('rows', '3');
      await expect(canvas.getByTestId('counter')).toHaveTextContent(/0 \/ 20/);
      await userEvent.type(area, '납기 지연 사유');
      await expect(canvas.getByTestId('counter')).toHaveTextContent(/8 \/ 20/);
    });
    await step('text beyond the limit is cut with PICMCM0038', async () => {
      await userEvent.type(area, ' 및 대체 품목 확인 요청 건');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('납기 지연 사유 및 대체 품목 확인 ');
      await expect(canvas.getByTestId('counter')).toHaveTextContent(/20 \/ 20/);
      await expect(canvas.getByText(/최대 20자|up to 20 characters/)).toBeVisible();
    });
  },
};

export const ByteCounter: Story = {
  args: { maxLength: 30, lengthUnit: 'byte' },
  play: async ({ canvas, step }) => {
    const area = canvas.getByRole('textbox');
    await step('bytes are counted as the spec does (non-ASCII 3)', async () => {
      area.focus();
      await imeSetComposition('ㄴ');
      await imeSetComposition('납');
      await imeCommit('납');
      await imeSetComposition('기');
      await imeCommit('기');
      await userEvent.type(area, ' OK');
      await waitFor(() => expect(area).toHaveValue('납기 OK'));
      await expect(canvas.getByTestId('counter')).toHaveTextContent(/9 \/ 30/);
    });
  },
};

export const Disabled: Story = { args: { defaultValue: '수정할 수 없는 비고', disabled: true } };

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: '긴급 납품 요청' },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="remarks"
      render={({ filled, disabled, readOnly }) => (
        <TextArea defaultValue={filled ? '납품 전 연락 바랍니다' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('textbox') as HTMLTextAreaElement;
    await playStates(step, {
      control: box,
      read: (s) => box(s).value,
      change: (s) => userEvent.type(box(s), 'ABC'),
      empty: '',
      filled: '납품 전 연락 바랍니다',
    });
  },
};
