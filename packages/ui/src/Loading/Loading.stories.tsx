import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEBOUNCE_MS } from '@mro/rules';
import { T } from '../../../../.storybook/story-helpers';
import { pressKey } from '../../../../.storybook/ime';
import { Button } from '../Button';
import { useLoading } from './useLoading';
import { loadingDocs } from './stories/docs';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

function LoadingDemo() {
  const { track, count, visible } = useLoading();
  const [status, setStatus] = useState<'idle' | 'done' | 'aborted'>('idle');
  const nested = () =>
    void track(
      (async () => {
        await Promise.all([track(sleep(300)), track(sleep(450))]);
        await track(sleep(150));
      })(),
    ).then(() => setStatus('done'));
  const fast = () => void track(sleep(60)).then(() => setStatus('done'));
  const cancelable = () =>
    void track((signal) => sleep(10_000, signal), { cancelable: true }).then(
      () => setStatus('done'),
      (error: unknown) => setStatus(error instanceof DOMException && error.name === 'AbortError' ? 'aborted' : 'idle'),
    );
  return (
    <div style={{ padding: 16, minHeight: 300, display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button onClick={nested}>
        <T k="runNested" />
      </Button>
      <Button variant="secondary" onClick={fast}>
        <T k="runFast" />
      </Button>
      <Button variant="secondary" onClick={cancelable}>
        <T k="runCancelable" />
      </Button>
      <p>
        <T k="status" />: <output data-testid="status">{status}</output> ({count}, {String(visible)})
      </p>
    </div>
  );
}

const meta = {
  title: 'Overlays/LoadingIndicator',
  component: LoadingDemo,
  parameters: { layout: 'fullscreen', ...loadingDocs },
} satisfies Meta<typeof LoadingDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const indicator = () => document.querySelector('[data-mro-loading]');

export const NestedTasks: Story = {
  name: 'Nested and parallel tasks',
  play: async ({ canvas, step }) => {
    await step('a fast task never shows the indicator (debounce 200 ms)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /빠른 작업|fast task/ }));
      await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('done'));
      await expect(indicator()).toBeNull();
    });
    await step('nested and parallel tasks keep one indicator until the last one ends', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /중첩 작업|nested tasks/ }));
      await expect(indicator()).toBeNull();
      await waitFor(() => expect(indicator()).not.toBeNull(), { timeout: DEBOUNCE_MS + 300 });
      await expect(indicator()).toHaveTextContent(/처리 중입니다|Processing/);
      await new Promise((r) => setTimeout(r, 300));
      await expect(indicator()).not.toBeNull();
      await waitFor(() => expect(indicator()).toBeNull(), { timeout: 2000 });
      await expect(canvas.getByTestId('status')).toHaveTextContent('done');
    });
  },
};

export const CancelWithEscape: Story = {
  name: 'Cancelable task cancelled with Esc',
  play: async ({ canvas, step }) => {
    await step('a cancelable task shows the Esc hint', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /취소 가능한|cancelable/ }));
      await waitFor(() => expect(indicator()).not.toBeNull(), { timeout: DEBOUNCE_MS + 300 });
      await expect(indicator()).toHaveTextContent(/Esc/);
    });
    await step('Esc aborts its signal and the indicator goes away', async () => {
      await pressKey('Escape');
      await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('aborted'));
      await expect(indicator()).toBeNull();
    });
  },
};

export const Showing: Story = {
  name: 'Indicator shown (static)',
  render: () => {
    const { track } = useLoading();
    const [started, setStarted] = useState(false);
    if (!started) {
      setStarted(true);
      void track(new Promise(() => undefined));
    }
    return <div style={{ minHeight: 240 }} />;
  },
  play: async () => {
    await waitFor(() => expect(indicator()).not.toBeNull());
  },
};
