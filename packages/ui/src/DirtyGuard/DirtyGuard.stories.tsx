import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { formatMessage, type MessageCode } from '@mro/rules';
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

/** A catalogue row: the code's text in both languages, from @mro/rules (never retyped here). */
const row = (code: MessageCode, when: string) =>
  `| ${code} | ${formatMessage(code, 'ko')} | ${formatMessage(code, 'en')} | ${when} |`;

const DESCRIPTION = `
Nothing a user typed is lost without a yes. A form registers itself as dirty with
\`useDirtyGuard(isDirty)\` (inside a modal the modal is its scope, otherwise the page); whoever is
about to throw the input away asks first with \`confirmLeave(code)\`, which answers \`true\` at once
when nothing in the scope is dirty and otherwise asks through the message box.

\`\`\`tsx
const { confirmLeave } = useDirtyGuard(form.isDirty);
// a link, a tab switch or a new search:
if (await confirmLeave('PICMCM0026')) navigate(next);
\`\`\`

| Code | Korean | English | When |
| --- | --- | --- | --- |
${row('PICMCM0031', 'leaving a page (the default)')}
${row('PICMCM0030', 'closing a modal or a window (modals ask this themselves)')}
${row('PICMCM0026', 'paging or searching again over edited rows')}

**Do** register the real dirty state (compare with what was loaded or saved), so a form that was
edited back to its saved values no longer asks. **Do** let routers and tabs use
\`useConfirmLeave()\` (the page scope) rather than each page wiring its own prompt.
**Don't** ask when nothing would be lost, and don't use the browser's \`beforeunload\` text for
in-app moves: it cannot be localized and the product's message box can.
`;

const meta = {
  title: 'Overlays/UnsavedChangesGuard',
  component: PageForm,
  parameters: { layout: 'fullscreen', docs: { description: { component: DESCRIPTION } } },
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
