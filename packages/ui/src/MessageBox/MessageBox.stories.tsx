import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BUTTON_CLICK_LOCK_MS } from '@mro/rules';
import { T } from '../../../../.storybook/story-helpers';
import { imeCommit, imeSetComposition, pressKey } from '../../../../.storybook/ime';
import { Button } from '../Button';
import { Modal, useImperativeModal } from '../Modal';
import { useMessageBox } from './useMessageBox';
import { messageBoxDocs } from './stories/docs';

function QueueDemo() {
  const box = useMessageBox();
  const [answers, setAnswers] = useState<string[]>([]);
  const record = (label: string) => (ok: boolean) => setAnswers((a) => [...a, `${label}:${ok}`]);
  const send = () => {
    void box.alert('PICMCM0024').then(record('1'));
    void box.confirm('ACMCM0021').then(record('2'));
    void box.confirm('PICMCM0026').then(record('3'));
    void box.alert('PICMCM0038', { params: { max: 200 } }).then(record('4'));
    void box.confirm('ASRTR0022', { params: { max: { bytes: 10 * 1024 * 1024 } } }).then(record('5'));
  };
  return (
    <div style={{ padding: 16, minHeight: 360 }}>
      <Button onClick={send}>
        <T k="showMessages" />
      </Button>
      <p>
        <T k="answers" />: <output data-testid="answers">{answers.join(' ')}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Overlays/MessageBox',
  component: QueueDemo,
  parameters: { layout: 'fullscreen', ...messageBoxDocs },
} satisfies Meta<typeof QueueDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const box = () => body().queryByRole('alertdialog');

export const Queue: Story = {
  name: 'Five queued messages',
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole('button'));
    const answers = canvas.getByTestId('answers');
    const shown: string[] = [];
    const answer = async (buttonName: RegExp, text: RegExp) => {
      const dialog = await body().findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(text);
      shown.push(dialog.textContent ?? '');
      await expect(body().getAllByRole('alertdialog')).toHaveLength(1);
      await userEvent.click(within(dialog).getByRole('button', { name: buttonName }));
      // This box closes; the next one may already be up when a slow machine gets here (100 ms on).
      await waitFor(() => expect(dialog.isConnected).toBe(false));
    };
    await step('one at a time, in order, each promise resolved with its answer', async () => {
      await answer(/확인|OK/, /조회된 데이터가 없습니다|No data was found/);
      await answer(/취소|Cancel/, /삭제하시겠습니까|delete it/);
      await answer(/확인|OK/, /페이지를 바꾸시겠습니까|change the page/);
      await answer(/확인|OK/, /최대 200자|up to 200 characters/);
      await answer(/취소|Cancel/, /10 MB/);
      await waitFor(() => expect(answers).toHaveTextContent('1:true 2:false 3:true 4:true 5:false'));
    });
    await step('the body scroll is unlocked after the last one', async () => {
      await expect(document.body.style.overflow).not.toBe('hidden');
      await expect(document.querySelector('[data-mro-page][inert]')).toBeNull();
    });
    await step('focus is back on the button that queued them, not on the page body', async () => {
      await waitFor(() => expect(canvas.getByRole('button')).toHaveFocus());
    });
  },
};

/** An alert answers like a confirm: OK true; Esc or × false (spec), so a caller can tell them apart. */
export const AlertAnswers: Story = {
  name: 'Alert: OK is true, Escape is false',
  render: () => {
    const messageBox = useMessageBox();
    const [log, setLog] = useState<string[]>([]);
    return (
      <div style={{ padding: 16, minHeight: 360 }}>
        <Button onClick={() => void messageBox.alert('PICMCM0024').then((ok) => setLog((l) => [...l, String(ok)]))}>
          <T k="showMessages" />
        </Button>
        <output data-testid="log">{log.join(' ')}</output>
      </div>
    );
  },
  play: async ({ canvas, step }) => {
    const log = canvas.getByTestId('log');
    await step('OK resolves true', async () => {
      await userEvent.click(canvas.getByRole('button'));
      const dialog = await body().findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: /확인|OK/ }));
      await waitFor(() => expect(log).toHaveTextContent('true'));
    });
    await step('Escape resolves false', async () => {
      await new Promise((r) => setTimeout(r, BUTTON_CLICK_LOCK_MS + 100));
      await userEvent.click(canvas.getByRole('button'));
      await body().findByRole('alertdialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(log).toHaveTextContent('true false'));
    });
  },
};

export const KeyboardAnswers: Story = {
  name: 'Enter confirms, Escape cancels',
  render: () => {
    const messageBox = useMessageBox();
    const [log, setLog] = useState<string[]>([]);
    return (
      <div style={{ padding: 16, minHeight: 360 }}>
        <Button onClick={() => void messageBox.confirm('ACMCM0021').then((ok) => setLog((l) => [...l, String(ok)]))}>
          <T k="delete" />
        </Button>
        <output data-testid="log">{log.join(' ')}</output>
      </div>
    );
  },
  play: async ({ canvas, step }) => {
    const log = canvas.getByTestId('log');
    await step('role alertdialog, focus on the primary button, Enter confirms', async () => {
      await userEvent.click(canvas.getByRole('button'));
      const dialog = await body().findByRole('alertdialog');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /확인|OK/ })).toHaveFocus());
      await expect(document.body.style.overflow).toBe('hidden');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(log).toHaveTextContent('true'));
    });
    await step('Escape cancels', async () => {
      // The page button's own double-submit lock must pass first.
      await new Promise((r) => setTimeout(r, BUTTON_CLICK_LOCK_MS));
      await userEvent.click(canvas.getByRole('button'));
      await body().findByRole('alertdialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(log).toHaveTextContent('true false'));
    });
  },
};

function ComposingField() {
  const messageBox = useMessageBox();
  return (
    <label>
      <T k="memo" />{' '}
      <input
        onKeyDown={(e) => {
          // A screen that validates on a key shows a message while the user is still composing.
          if (e.key === 'F2') void messageBox.alert('ACMCM0002');
        }}
      />
    </label>
  );
}

export const ImeCompositionEscape: Story = {
  name: 'Esc during Korean IME composition',
  render: () => {
    const { open } = useImperativeModal();
    return (
      <div style={{ padding: 16, minHeight: 360 }}>
        <Button onClick={() => void open(<ComposingField />, { title: <T k="modalA" /> })}>
          <T k="openModal" />
        </Button>
      </div>
    );
  },
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await body().findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    await step('Escape while composing leaves the modal open', async () => {
      input.focus();
      await imeSetComposition('ㄱ');
      await imeSetComposition('가');
      await pressKey('Escape', { composing: true });
      await expect(dialog).toBeVisible();
      await imeCommit('가');
      await expect(input).toHaveValue('가');
    });
    await step('an Escape keydown flagged isComposing does not answer a message box either', async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'F2', bubbles: true }));
      const alert = await body().findByRole('alertdialog');
      alert.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, isComposing: true }),
      );
      await new Promise((r) => setTimeout(r, 50));
      await expect(box()).not.toBeNull();
      await pressKey('Escape');
      await waitFor(() => expect(box()).toBeNull());
      await expect(dialog).toBeVisible();
    });
  },
};

export const Alert: Story = {
  name: 'Alert by message code (static)',
  render: () => {
    const messageBox = useMessageBox();
    const [opened, setOpened] = useState(false);
    if (!opened) {
      setOpened(true);
      void messageBox.alert('APUQM0029');
    }
    return <div style={{ minHeight: 300 }} />;
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true, contain: 260 } },
  render: () => <StaticConfirm />,
};

function StaticConfirm() {
  const messageBox = useMessageBox();
  const [opened, setOpened] = useState(false);
  if (!opened) {
    setOpened(true);
    void messageBox.confirm('PICMCM0031');
  }
  return null;
}

export const OverModal: Story = {
  name: 'Message over a modal',
  render: () => (
    <div style={{ minHeight: 360 }}>
      <Modal open onOpenChange={() => undefined} title={<T k="modalA" />}>
        <StaticConfirm />
        <T k="body" />
      </Modal>
    </div>
  ),
  play: async ({ step }) => {
    await step('the modal below the message is inert until the message is answered', async () => {
      const alert = await body().findByRole('alertdialog');
      await expect(document.querySelector('[data-mro-modal-layer]')).toHaveAttribute('inert');
      await userEvent.click(within(alert).getByRole('button', { name: /취소|Cancel/ }));
      await waitFor(() => expect(document.querySelector('[data-mro-modal-layer]')).not.toHaveAttribute('inert'));
    });
  },
};

/** What a proxy error page looks like when it answers instead of the API (no x-system header). */
const PROXY_PAGE =
  '<html><body><h1>502 Bad Gateway</h1><p>nginx</p><script>parent.document.title="owned"</script></body></html>';

export const WithServerResponse: Story = {
  name: 'With the raw server response (sandboxed)',
  render: () => {
    const messageBox = useMessageBox();
    const [opened, setOpened] = useState(false);
    if (!opened) {
      setOpened(true);
      void messageBox.alert('network.invalidResponse', { detail: PROXY_PAGE });
    }
    return <div style={{ minHeight: 420 }} />;
  },
  play: async ({ step }) => {
    await step('the answer is shown in a frame that runs no script and cannot reach the page', async () => {
      const dialog = await body().findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(/capture this screen|화면을 캡처/);
      const frame = dialog.querySelector('iframe[data-mro-message-detail]') as HTMLIFrameElement;
      await expect(frame).not.toBeNull();
      await expect(frame.getAttribute('sandbox')).toBe('');
      await expect(frame.getAttribute('srcdoc')).toContain('502 Bad Gateway');
      await expect(frame).toHaveAccessibleName(/Server response|서버 응답/);
      await expect(document.title).not.toBe('owned');
    });
  },
};
