import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { useDirtyGuard } from './useDirtyGuard';

function PageForm() {
  const [memo, setMemo] = useState('');
  const [result, setResult] = useState('');
  const { confirmLeave } = useDirtyGuard(memo !== '');
  return (
    <div style={{ padding: 16, minHeight: 300, display: 'grid', gap: 8, justifyItems: 'start' }}>
      <label>
        <T k="memo" /> <input value={memo} onChange={(e) => setMemo(e.target.value)} />
      </label>
      <Button onClick={() => void confirmLeave('PICMCM0031').then((ok) => setResult(ok ? 'left' : 'stayed'))}>
        <T k="leavePage" />
      </Button>
      <output data-testid="result">{result}</output>
    </div>
  );
}

const meta = {
  title: 'Overlays/UnsavedChangesGuard',
  component: PageForm,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LeavingAPage: Story = {
  name: 'Leaving a page with unsaved input',
  play: async ({ canvas, step }) => {
    const leave = canvas.getByRole('button');
    await step('a clean form leaves without asking', async () => {
      await userEvent.click(leave);
      await expect(canvas.getByTestId('result')).toHaveTextContent('left');
      await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    });
    await step('a dirty form asks PICMCM0031 and cancel keeps the input', async () => {
      await userEvent.type(canvas.getByRole('textbox'), '견적 메모');
      await new Promise((r) => setTimeout(r, 500));
      await userEvent.click(leave);
      const ask = await within(document.body).findByRole('alertdialog');
      await expect(ask).toHaveTextContent(/이 페이지를 떠나시겠습니까|leave this page/);
      await userEvent.click(within(ask).getByRole('button', { name: /취소|Cancel/ }));
      await waitFor(() => expect(canvas.getByTestId('result')).toHaveTextContent('stayed'));
      await expect(canvas.getByRole('textbox')).toHaveValue('견적 메모');
    });
    await step('the browser is asked before unloading the page', async () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      await expect(event.defaultPrevented).toBe(true);
    });
  },
};
