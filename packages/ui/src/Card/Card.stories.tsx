import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { StatusLabel } from '../StatusLabel';
import { Card } from './Card';
import { cardDocs } from './stories/docs';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: <T k="supplierForm" />,
    extra: <StatusLabel approval={2} />,
    children: <T k="body" />,
    style: { width: 360 },
  },
  parameters: cardDocs,
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  name: 'A group named by its heading',
  play: async ({ canvas }) => {
    const region = canvas.getByRole('group', { name: /공급사 정보|Supplier/ });
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/공급사 정보|Supplier/);
    await expect(region).toHaveTextContent(/결재중|Under approval/);
  },
};

const onOpen = fn();

export const WithAction: Story = {
  name: 'A level-3 heading and a button in the header',
  args: {
    level: 3,
    extra: (
      <Button variant="secondary" size="sm" onClick={onOpen}>
        <T k="search" />
      </Button>
    ),
  },
  play: async ({ canvas, step }) => {
    onOpen.mockClear();
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await step('keyboard', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(onOpen).toHaveBeenCalledTimes(1);
    });
    await step("pointer, after the button's click lock (500 ms)", async () => {
      await new Promise((r) => setTimeout(r, 600));
      await userEvent.click(canvas.getByRole('button'));
      await expect(onOpen).toHaveBeenCalledTimes(2);
    });
  },
};

export const Untitled: Story = {
  args: { title: undefined, extra: undefined },
  play: async ({ canvas }) => {
    // Without a title it is a plain box.
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('Supplier');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { style: { width: 220 } },
};
