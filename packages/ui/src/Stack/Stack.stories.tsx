import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { Badge } from '../Badge';
import { Group, Stack } from './Stack';
import { stackDocs } from './stories/docs';

const meta = {
  title: 'Layout/Stack and Group',
  component: Stack,
  args: { gap: '5' },
  parameters: stackDocs,
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const onSave = fn();

const Screen = ({ gap }: { gap?: '5' | '7' | undefined }) => (
  <Stack gap={gap} style={{ width: 320 }}>
    <Group>
      <Badge tone="progress">
        <T k="status" />
      </Badge>
      <Badge tone="success">
        <T k="done" />
      </Badge>
    </Group>
    <p style={{ margin: 0 }}>
      <T k="body" />
    </p>
    <Group justify="flex-end">
      <Button variant="secondary">
        <T k="cancel" />
      </Button>
      <Button onClick={onSave}>
        <T k="save" />
      </Button>
    </Group>
  </Stack>
);

export const AScreen: Story = {
  name: 'Parts of a screen, spaced by tokens',
  render: (args) => <Screen gap={args.gap === '7' ? '7' : '5'} />,
  play: async ({ canvas }) => {
    const parts = [...canvas.getByText(/본문 내용|Body text/).parentElement!.children] as HTMLElement[];
    // The gap is the token's 16 px (space.5), not a value of the screen.
    await expect(parts[1]!.getBoundingClientRect().top - parts[0]!.getBoundingClientRect().bottom).toBe(16);
    // The buttons sit at the end, side by side, in reading order for the keyboard.
    const [cancel, save] = canvas.getAllByRole('button');
    await expect(save!.getBoundingClientRect().left).toBeGreaterThan(cancel!.getBoundingClientRect().right);
    onSave.mockClear();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
    // A click after the button's click lock (500 ms).
    await new Promise((r) => setTimeout(r, 600));
    await userEvent.click(save!);
    await expect(onSave).toHaveBeenCalledTimes(2);
  },
};

export const Wrapping: Story = {
  name: 'Group wraps when the row is full',
  render: () => (
    <Group gap="2" style={{ width: 160 }} as="ul">
      {['neutral', 'info', 'progress', 'success', 'warning', 'danger'].map((tone) => (
        <li key={tone} style={{ listStyle: 'none' }}>
          <Badge tone={tone as 'info'}>{tone}</Badge>
        </li>
      ))}
    </Group>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.at(-1)!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().top);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <Screen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <Screen />,
};
