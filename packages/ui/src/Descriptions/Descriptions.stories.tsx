import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-helpers';
import { StatusLabel } from '../StatusLabel';
import { Descriptions, type DescriptionsProps } from './Descriptions';
import { descriptionsDocs } from './stories/docs';

/** A supplier's details: sample values, labels from the story catalogue. */
function Supplier({ width = 720, columns }: { width?: number; columns?: DescriptionsProps['columns'] }) {
  const s = useStoryText();
  return (
    <div style={{ width }}>
      <Descriptions
        columns={columns}
        items={[
          { term: s('companyName'), detail: 'MRO Korea' },
          { term: s('status'), detail: <StatusLabel approval={3} /> },
          { term: s('phone'), detail: '02-3456-7890' },
          { term: s('regDate'), detail: '2026-11-20' },
          { term: s('address'), detail: '서울특별시 중구 세종대로 110', span: 2 },
          { term: s('memo'), detail: '' },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Layout/Descriptions',
  component: Supplier,
  subcomponents: { Descriptions } as Meta['subcomponents'],
  parameters: descriptionsDocs,
} satisfies Meta<typeof Supplier>;
export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (root: HTMLElement) => [...root.querySelectorAll('dl > div')] as HTMLElement[];

export const TwoColumns: Story = {
  name: 'Two columns, a pair spanning both, an empty detail',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(6);
    await expect(canvas.getAllByRole('definition')).toHaveLength(6);
    const [a, b, , , address] = pairs(canvasElement);
    await expect(a!.getBoundingClientRect().top).toBe(b!.getBoundingClientRect().top);
    await expect(Math.round(address!.getBoundingClientRect().width)).toBe(720);
    // The empty memo: a dash to sight, "empty" to a screen reader.
    await expect(canvas.getAllByRole('definition').at(-1)).toHaveTextContent(/–(비어 있음|empty)/);
  },
};

export const OnAPhone: Story = {
  name: 'On a phone (375 px): one column',
  args: { width: 343 },
  play: async ({ canvasElement }) => {
    const [a, b] = pairs(canvasElement);
    await expect(b!.getBoundingClientRect().top).toBeGreaterThan(a!.getBoundingClientRect().top);
    await expect(Math.round(a!.getBoundingClientRect().width)).toBe(343);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Company name')).toBeVisible();
    await expect(canvas.getByText('Approval completed')).toBeVisible();
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { width: 250, columns: 1 },
};
