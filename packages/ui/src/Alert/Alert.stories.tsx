import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { Alert, type AlertKind } from './Alert';
import { alertDocs } from './stories/docs';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { kind: 'warning', title: <T k="toastLate" />, children: <T k="historyText" /> },
  parameters: alertDocs,
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

const KINDS: AlertKind[] = ['info', 'success', 'warning', 'error'];

export const WithAction: Story = {
  name: 'With an action and a close button',
  args: { onDismiss: fn(), action: <Button variant="secondary">{<T k="search" />}</Button> },
  play: async ({ args, canvas }) => {
    const banner = canvas.getByText(/납기가 지난 주문이 있습니다|past their due date/).closest('[data-kind]')!;
    // Present from the start: plain content, not a live region.
    await expect(banner).not.toHaveAttribute('role');
    await expect(banner).toHaveTextContent(/^!(주의|Warning): /);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /조회|Search/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /닫기|Dismiss/ }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

function Appearing() {
  const [shown, setShown] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Button onClick={() => setShown(true)}>
        <T k="save" />
      </Button>
      {shown && (
        <Alert kind="error" announce onDismiss={() => setShown(false)}>
          <T k="toastLate" />
        </Alert>
      )}
    </div>
  );
}

export const Announced: Story = {
  name: 'Announced when it appears',
  render: () => <Appearing />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /저장|Save/ }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/(오류|Error): /);
    await userEvent.click(canvas.getByRole('button', { name: /닫기|Dismiss/ }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const Every = () => (
  <div style={{ display: 'grid', gap: 8 }}>
    {KINDS.map((kind) => (
      <Alert key={kind} kind={kind}>
        <T k="historyText" />
      </Alert>
    ))}
  </div>
);

export const EveryKind: Story = {
  name: 'Every kind, each with its word',
  render: () => <Every />,
  play: async ({ canvasElement }) => {
    const banners = [...canvasElement.querySelectorAll('[data-kind]')];
    await expect(banners.map((b) => b.textContent?.split(':')[0]?.slice(1))).toEqual(
      expect.arrayContaining([expect.stringMatching(/안내|Note/), expect.stringMatching(/오류|Error/)]),
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <Every />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No changes yet.')).toHaveLength(4);
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <Every />,
};
