import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusLabel } from './StatusLabel';
import { APPROVAL_STATUSES, APPROVAL_TONES, ROW_STATES, ROW_STATE_TONES } from './statuses';
import { statusLabelDocs } from './stories/docs';

const meta = {
  title: 'Components/StatusLabel',
  component: StatusLabel,
  args: { approval: 2 },
  parameters: statusLabelDocs,
} satisfies Meta<typeof StatusLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

const KO = ['임시저장', '결재중', '결재완료', '취소결재중', '취소결재', '변경중', '결재반려'];
const EN = [
  'Temporary save',
  'Under approval',
  'Approval completed',
  'Under cancel approval',
  'Cancel approval',
  'Under change',
  'Approval rejected',
];

function Every() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {APPROVAL_STATUSES.map((s) => (
          <StatusLabel key={s} approval={String(s)} />
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {ROW_STATES.map((s) => (
          <StatusLabel key={s} rowState={s} />
        ))}
      </div>
    </div>
  );
}

export const ApprovalStatus: Story = {
  name: 'An approval status',
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(결재중|Under approval)$/)).toHaveAttribute('data-tone', 'progress');
  },
};

export const EveryStatusKo: Story = {
  name: 'Every status (한국어)',
  globals: { locale: 'ko' },
  render: () => <Every />,
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(labels.map((l) => l.textContent)).toEqual([...KO, '신규', '수정', '삭제']);
    await expect(labels.map((l) => l.dataset.tone)).toEqual([
      ...APPROVAL_STATUSES.map((s) => APPROVAL_TONES[s]),
      ...ROW_STATES.map((s) => ROW_STATE_TONES[s]),
    ]);
  },
};

export const EveryStatusEn: Story = {
  name: 'Every status (English)',
  globals: { locale: 'en' },
  render: () => <Every />,
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(labels.map((l) => l.textContent)).toEqual([...EN, 'New', 'Edited', 'Deleted']);
  },
};

export const UnknownCode: Story = {
  name: 'An unknown code shows the code',
  args: { approval: '9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const RowStateMatchesGrid: Story = {
  name: "Row states: the grid's row colours",
  render: () => <Every />,
  play: async ({ canvasElement }) => {
    // The label's background is the grid row's background for the same state (one token scale).
    const probe = document.createElement('div');
    // Inside the provider's root, where the theme class declares the variables.
    canvasElement.querySelector('[data-tone]')!.parentElement!.append(probe);
    for (const state of ROW_STATES) {
      probe.style.background = `var(--mro-color-row-state-${state})`;
      const label = canvasElement.querySelectorAll<HTMLElement>('[data-tone]')[7 + ROW_STATES.indexOf(state)]!;
      await expect(getComputedStyle(label).backgroundColor).toBe(getComputedStyle(probe).backgroundColor);
    }
    probe.remove();
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <Every />,
};
