import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useMro } from '../MroProvider';
import { Carousel } from './Carousel';
import { carouselDocs } from './stories/docs';

const COLOURS = ['#1f3a68', '#0f5c4d', '#6b2f3b'];
const TEXT = {
  ko: ['연말 배송 일정 안내', '공급사 소싱 가이드', '자주 묻는 질문'],
  en: ['Year-end delivery schedule', 'Supplier sourcing guide', 'Frequently asked questions'],
};

function Slide({ i }: { i: number }) {
  const { locale } = useMro();
  return (
    <a
      href="#slide"
      onClick={(e) => e.preventDefault()}
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 140,
        background: COLOURS[i],
        color: '#fff',
        fontSize: 20,
        textDecoration: 'none',
      }}
    >
      {TEXT[locale === 'en' ? 'en' : 'ko'][i]}
    </a>
  );
}

const slides = [0, 1, 2].map((i) => <Slide key={i} i={i} />);

const meta = {
  title: 'Display/Carousel',
  component: Carousel,
  args: { label: '공지와 안내', slides, intervalMs: 1200 },
  render: (args) => (
    <div style={{ width: 560 }}>
      <Carousel {...args} />
    </div>
  ),
  parameters: carouselDocs,
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-roledescription] > div > [role="group"]:not([hidden])');

/** Stopped, as the visual suite (reduced motion) and anyone who prefers it sees it first. */
export const Default: Story = {};

export const ControlsOnTheSlide: Story = {
  name: 'Controls on the slide (a banner slider)',
  args: { controls: 'overlay' },
  play: async ({ canvasElement, canvas }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-carousel-controls="overlay"]')!;
    const slide = shown(canvasElement)!;
    const barBox = bar.getBoundingClientRect();
    const slideBox = slide.getBoundingClientRect();
    // Drawn inside the slide's box, at its top right.
    await expect(barBox.top).toBeGreaterThanOrEqual(slideBox.top);
    await expect(barBox.bottom).toBeLessThanOrEqual(slideBox.bottom);
    await expect(barBox.right).toBeLessThanOrEqual(slideBox.right);
    await expect(barBox.right).toBeGreaterThan(slideBox.right - 24);
    // Still first in the reading order: Tab reaches the stop button before the slide's link.
    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
  },
};

export const StopStartAndStep: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const region = canvasElement.querySelector('[aria-roledescription]')!;
    await step('one slide shows, named by its place; the others are hidden from everyone', async () => {
      await expect(shown(canvasElement)).toHaveAccessibleName(/3개 중 1번째|1 of 3/);
      await expect(canvasElement.querySelectorAll('[role="group"][hidden][inert]')).toHaveLength(2);
    });
    await step('next and previous step through, wrapping round', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /이전 슬라이드|Previous slide/ }));
      await expect(shown(canvasElement)).toHaveAccessibleName(/3개 중 3번째|3 of 3/);
      await userEvent.click(canvas.getByRole('button', { name: /다음 슬라이드|Next slide/ }));
      await expect(shown(canvasElement)).toHaveAccessibleName(/3개 중 1번째|1 of 3/);
    });
    await step('started, it rotates by itself once the pointer and focus have left', async () => {
      // Stopped from the start where reduced motion is preferred: start it.
      const start = canvas.queryByRole('button', { name: /자동 넘김 시작|Start rotation/ });
      if (start) await userEvent.click(start);
      await userEvent.unhover(region);
      (document.activeElement as HTMLElement | null)?.blur();
      await waitFor(() => expect(region).toHaveAttribute('data-rotating', 'true'));
      await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName(/3개 중 2번째|2 of 3/), { timeout: 4000 });
    });
    await step('focus inside holds it; stop keeps it still', async () => {
      canvas.getByRole('button', { name: /다음 슬라이드|Next slide/ }).focus();
      await waitFor(() => expect(region).toHaveAttribute('data-rotating', 'false'));
      await userEvent.click(canvas.getByRole('button', { name: /자동 넘김 멈춤|Stop rotation/ }));
      await expect(canvas.getByRole('button', { name: /자동 넘김 시작|Start rotation/ })).toBeVisible();
    });
  },
};

function PerClass() {
  const { themeClasses } = useMro();
  return <Carousel label={themeClasses.join(' ')} slides={slides} intervalMs={3000} />;
}

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <PerClass />,
};
