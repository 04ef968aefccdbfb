import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { useMro } from '../MroProvider';
import { Steps, type StepsProps } from './Steps';
import { stepsDocs } from './stories/docs';

/** Buyer registration's wizard: its steps, and buttons that move it as the screen does. */
function Wizard({
  width = 720,
  onStepClick,
  perClass,
}: {
  width?: number;
  onStepClick?: StepsProps['onStepClick'];
  /** Names the nav after its theme class (four navigations side by side need four names). */
  perClass?: boolean;
}) {
  const s = useStoryText();
  const { t } = useTranslation('ui');
  const { themeClasses } = useMro();
  const [current, setCurrent] = useState(1);
  return (
    <div style={{ width, display: 'grid', gap: 16 }}>
      <Steps
        aria-label={perClass ? `${t('steps.label')} (${themeClasses.join(' ')})` : undefined}
        current={current}
        onStepClick={(i) => {
          onStepClick?.(i);
          setCurrent(i);
        }}
        steps={[
          { label: s('agree'), description: s('tabOverview') },
          { label: s('supplierForm') },
          { label: s('done') },
        ]}
      />
      <Button onClick={() => setCurrent((c) => Math.min(2, c + 1))}>{s('next')}</Button>
    </div>
  );
}

const meta = {
  title: 'Components/Steps',
  component: Wizard,
  subcomponents: { Steps } as Meta['subcomponents'],
  args: { onStepClick: fn() },
  parameters: stepsDocs,
} satisfies Meta<typeof Wizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wizard2of3: Story = {
  name: 'Step 2 of 3: back by keyboard or pointer',
  play: async ({ args, canvas, canvasElement, step }) => {
    const nav = canvas.getByRole('navigation', { name: /진행 단계|Progress/ });
    const items = () => [...nav.querySelectorAll('li')];
    await step('the current step is marked and read with its position and state', async () => {
      await expect(items()[1]).toHaveAttribute('aria-current', 'step');
      await expect(items()[1]).toHaveTextContent(/(3단계 중 2단계|Step 2 of 3), (현재 단계|current)/);
      // Only the done step is a button; the current and later ones are not.
      await expect(canvas.getAllByRole('button')).toHaveLength(2);
    });
    await step('Enter on the done step goes back to it', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onStepClick).toHaveBeenLastCalledWith(0);
      await expect(items()[0]).toHaveAttribute('aria-current', 'step');
    });
    await step('the next button moves on; a click on a done step goes back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /다음|Next/ }));
      await new Promise((r) => setTimeout(r, 600)); // the button's click lock
      await userEvent.click(canvas.getByRole('button', { name: /다음|Next/ }));
      await expect(canvasElement.querySelectorAll('li[data-state="complete"]')).toHaveLength(2);
      await userEvent.click(canvas.getByRole('button', { name: /1단계|Step 1/ }));
      await expect(args.onStepClick).toHaveBeenLastCalledWith(0);
    });
  },
};

export const OnAPhone: Story = {
  name: 'On a phone (375 px): one under another',
  args: { width: 343 },
  play: async ({ canvasElement }) => {
    const [a, b] = [...canvasElement.querySelectorAll('li')];
    await expect(b!.getBoundingClientRect().top).toBeGreaterThan(a!.getBoundingClientRect().bottom - 1);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Progress' })).toHaveTextContent(/Step 1 of 3, done/);
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { width: 240, perClass: true },
};
