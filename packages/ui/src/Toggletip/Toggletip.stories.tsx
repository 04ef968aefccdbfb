import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useMro } from '../MroProvider';
import { Toggletip } from './Toggletip';
import { toggletipDocs } from './stories/docs';

const text = {
  ko: {
    label: '로그인이 안 되나요?',
    tip: '비밀번호를 5회 틀리면 계정이 잠깁니다. 아이디·비밀번호 찾기나 고객센터(1588-0000)를 이용하세요.',
    beside: '로그인 도움말',
  },
  en: {
    label: 'Trouble signing in?',
    tip: 'Five wrong passwords lock the account. Use find ID / password or call the customer centre (1588-0000).',
    beside: 'Login help',
  },
};

/** A label with its tip beside it, as the login home uses it. */
function Beside(props: { onOpenChange?: (open: boolean) => void; disabled?: boolean }) {
  const { locale } = useMro();
  const s = text[locale === 'en' ? 'en' : 'ko'];
  return (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {s.beside}
      <Toggletip label={s.label} {...props}>
        {s.tip}
      </Toggletip>
    </p>
  );
}

const meta = {
  title: 'Overlays/Toggletip',
  component: Toggletip,
  args: { label: text.ko.label, children: text.ko.tip, onOpenChange: fn() },
  render: (args) => <Beside onOpenChange={args.onOpenChange} />,
  parameters: toggletipDocs,
} satisfies Meta<typeof Toggletip>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed, as a visitor first meets it. */
export const Default: Story = {};

export const OpenAndClose: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const button = canvas.getByRole('button', { name: /로그인이 안 되나요|Trouble signing in/ });
    await step('a click shows the tip, named like its button', async () => {
      await userEvent.click(button);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      const tip = await body(canvasElement).findByRole('dialog', { name: /로그인이 안 되나요|Trouble signing in/ });
      await expect(tip).toHaveTextContent(/5회|Five wrong/);
    });
    await step('Esc hides it and focus goes back to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(button).toHaveFocus();
    });
    await step('from the keyboard: Enter shows it again, a click outside hides it', async () => {
      await userEvent.keyboard('{Enter}');
      await body(canvasElement).findByRole('dialog');
      await userEvent.click(canvasElement.ownerDocument.body);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    });
  },
};

export const Disabled: Story = {
  render: (args) => <Beside onOpenChange={args.onOpenChange} disabled />,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

function Open() {
  const { locale, themeClasses } = useMro();
  const s = text[locale === 'en' ? 'en' : 'ko'];
  return (
    <div style={{ minHeight: 140 }}>
      <Toggletip label={`${s.label} (${themeClasses.join(' ')})`} defaultOpen>
        {s.tip}
      </Toggletip>
    </div>
  );
}

/** Shown open, for the visual suite. */
export const Shown: Story = { render: () => <Open /> };

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <Beside />,
};
