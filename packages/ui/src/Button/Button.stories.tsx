import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BUTTON_CLICK_LOCK_MS } from '@mro/rules';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from './Button';
import { buttonDocs } from './stories/docs';

const PlusIcon = () => (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M8 3v10M3 8h10" />
  </svg>
);

const meta = {
  title: 'Components/Button',
  component: Button,
  args: {
    children: <T k="save" />,
    onClick: fn(),
    variant: 'primary',
    size: 'md',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
    icon: { control: false },
  },
  parameters: buttonDocs,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        <T k="save" />
      </Button>
      <Button {...args} variant="secondary">
        <T k="search" />
      </Button>
      <Button {...args} variant="danger">
        <T k="delete" />
      </Button>
      <Button {...args} variant="ghost">
        <T k="cancel" />
      </Button>
      <Button {...args} variant="primary" disabled>
        <T k="save" />
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <PlusIcon />, children: <T k="add" />, variant: 'secondary' },
  play: async ({ canvas, step }) => {
    await step('the icon is decorative and the label names the button', async () => {
      const button = canvas.getByRole('button');
      await expect(button.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
      await expect(button).toHaveAccessibleName(/추가|Add/);
    });
  },
};

export const IconAtEnd: Story = {
  args: { icon: <PlusIcon />, iconPosition: 'end', children: <T k="next" />, variant: 'ghost' },
};

export const ClickLock: Story = {
  name: 'Click lock (500 ms)',
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button');
    await step('a double click within the lock window fires once', async () => {
      await userEvent.dblClick(button);
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('after the lock window a click fires again', async () => {
      await wait(BUTTON_CLICK_LOCK_MS + 100);
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const LockedWhilePending: Story = {
  name: 'Locked while the click handler is pending',
  args: {
    clickLockMs: 0,
    onClick: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button');
    await step('clicks while the returned promise is pending are ignored', async () => {
      await userEvent.click(button);
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('once it settles the button accepts a click again', async () => {
      await wait(400);
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button');
    await step('loading blocks clicks but keeps the button focusable', async () => {
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveFocus();
    });
    await step('keyboard activation is blocked too', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).not.toHaveBeenCalled();
    });
    await step('screen readers hear that work is in progress', async () => {
      await expect(button).toHaveAccessibleName(/처리 중입니다|Processing/);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button');
    await step('disabled blocks clicks', async () => {
      await expect(button).toBeDisabled();
      await userEvent.click(button, { pointerEventsCheck: 0 });
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button');
    await step('Tab reaches the button and Enter activates it', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('a held Enter key (auto-repeat) is held back by the lock', async () => {
      await userEvent.keyboard('{Enter}{Enter}{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('Space activates it after the lock window', async () => {
      await wait(BUTTON_CLICK_LOCK_MS + 100);
      await userEvent.keyboard(' ');
      await waitFor(() => expect(args.onClick).toHaveBeenCalledTimes(2));
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary" />
      <Button {...args} variant="secondary">
        <T k="search" />
      </Button>
      <Button {...args} variant="ghost">
        <T k="cancel" />
      </Button>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const roots = [...canvasElement.querySelectorAll<HTMLElement>('[data-theme-class]')];
    await step('each class root carries the classes of its system', async () => {
      const classesOn = (el: HTMLElement) =>
        ['main', 'buyer', 'supply', 'punch-out'].filter((c) => el.classList.contains(c));
      await expect(roots.map(classesOn)).toEqual([['main'], ['buyer'], ['supply'], ['buyer', 'punch-out']]);
    });
    await step('the computed primary background differs per class', async () => {
      const backgrounds = roots.map((root) => {
        const primary = within(root).getAllByRole('button')[0]!;
        return getComputedStyle(primary).backgroundColor;
      });
      await expect(new Set(backgrounds).size).toBe(4);
    });
  },
};
