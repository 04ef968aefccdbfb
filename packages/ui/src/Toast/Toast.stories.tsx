import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import ko from '../../../../.storybook/locales/ko.json';
import en from '../../../../.storybook/locales/en.json';
import { Button } from '../Button';
import { toast } from './toast';
import { useToast } from './useToast';
import { toastDocs } from './stories/docs';

const text = (locale: unknown) => (locale === 'en' ? en : ko);

/** A screen that raises a toast the way a product screen does: from a click handler. */
function SaveScreen() {
  const { i18n } = useTranslation('ui');
  return (
    <Button
      onClick={() => {
        toast.success(text(i18n.language).toastSaved);
      }}
    >
      <T k="raiseToast" />
    </Button>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: SaveScreen,
  // The story fills the frame, so the screenshot holds the toasts at the bottom right.
  parameters: { ...toastDocs, layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>{Story()}</div>],
} satisfies Meta<typeof SaveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('status', { name: /^(알림|Notifications)$/ });
const shown = () => [...region().querySelectorAll<HTMLElement>('[data-toast-kind]')];

export const FromOutsideReact: Story = {
  name: 'Raised from outside React, announced politely',
  play: async ({ canvas, globals, step }) => {
    const s = text(globals.locale);
    await step('the region is in the page before any toast (so the first one is announced)', async () => {
      await expect(region()).toHaveAttribute('aria-live', 'polite');
      await expect(shown()).toHaveLength(0);
    });
    await step('toast.success from plain code (this play function is no component)', async () => {
      toast.success(s.toastSent, { durationMs: 0 });
      await waitFor(() => expect(shown()).toHaveLength(1));
      await expect(shown()[0]).toHaveTextContent(new RegExp(`(완료|Done): ${s.toastSent}`));
      await expect(document.body).toHaveFocus();
    });
    await step('a message code is translated; a click in the screen raises one too', async () => {
      toast.error('MROFL0002', { durationMs: 0 });
      await userEvent.click(canvas.getByRole('button', { name: /알림 띄우기|Show a notification/ }));
      await waitFor(() => expect(shown()).toHaveLength(3));
      await expect(shown()[1]).toHaveTextContent(/파일이 모두 전송되지 않았습니다|not all of the file/i);
      await expect(shown().map((t) => t.dataset.toastKind)).toEqual(['success', 'error', 'success']);
      // The click's toast leaves by itself; the two kept ones stay for the screenshot.
      await expect(canvas.getByRole('button', { name: /알림 띄우기|Show a notification/ })).toHaveFocus();
    });
  },
};

export const Queue: Story = {
  name: 'Queue: three at a time, closed by pointer or keyboard',
  play: async ({ globals, step }) => {
    const s = text(globals.locale);
    [s.toastSaved, s.toastSent, s.toastCopied, s.toastLate].forEach((m, i) =>
      (i === 3 ? toast.warning : toast.info)(m, { durationMs: 0 }),
    );
    await step('three shown, the fourth waits', async () => {
      await waitFor(() => expect(shown()).toHaveLength(3));
      await expect(region()).not.toHaveTextContent(s.toastLate);
    });
    await step('a click on a close button: the next one takes its place', async () => {
      await userEvent.click(within(shown()[0]!).getByRole('button', { name: /알림 닫기|Close notification/ }));
      await waitFor(() => expect(region()).toHaveTextContent(s.toastLate));
      await expect(shown()).toHaveLength(3);
    });
    await step('Tab reaches a close button, Enter closes that toast', async () => {
      within(shown()[0]!).getByRole('button').focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(shown()).toHaveLength(2));
      await expect(region()).not.toHaveTextContent(s.toastSent);
    });
  },
};

export const PauseOnHoverAndFocus: Story = {
  name: 'Pause on hover and on focus',
  play: async ({ globals, step }) => {
    const s = text(globals.locale);
    await step('pointer over the region: the timer stops; leaving runs the time left', async () => {
      toast.info(s.toastCopied, { durationMs: 800 });
      await waitFor(() => expect(shown()).toHaveLength(1));
      await userEvent.hover(shown()[0]!);
      await new Promise((r) => setTimeout(r, 1200));
      await expect(shown()).toHaveLength(1);
      await userEvent.unhover(shown()[0]!);
      await waitFor(() => expect(shown()).toHaveLength(0), { timeout: 2000 });
    });
    await step('focus in the region: the same', async () => {
      toast.info(s.toastSaved, { durationMs: 800 });
      await waitFor(() => expect(shown()).toHaveLength(1));
      within(shown()[0]!).getByRole('button').focus();
      await new Promise((r) => setTimeout(r, 1200));
      await expect(shown()).toHaveLength(1);
      (document.activeElement as HTMLElement).blur();
      await waitFor(() => expect(shown()).toHaveLength(0), { timeout: 2000 });
    });
  },
};

type Cdp = { send: (method: string, params?: object) => Promise<unknown> };
const cdp = () => (globalThis as { __MRO_CDP__?: () => Cdp }).__MRO_CDP__?.();

export const ReducedMotion: Story = {
  name: 'Reduced motion: no slide',
  play: async ({ globals, step }) => {
    const s = text(globals.locale);
    toast.success(s.toastSaved, { durationMs: 0 });
    await waitFor(() => expect(shown()).toHaveLength(1));
    const session = cdp();
    // In the Storybook UI (no DevTools protocol) the check follows the browser's own setting.
    if (!session) return;
    await step('with motion: the entrance slides', async () => {
      await session.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: '' }] });
      await expect(getComputedStyle(shown()[0]!).animationName).not.toBe('none');
    });
    await step('prefers-reduced-motion: reduce: no animation', async () => {
      await session.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
      });
      try {
        await expect(getComputedStyle(shown()[0]!).animationName).toBe('none');
      } finally {
        await session.send('Emulation.setEmulatedMedia', { features: [] });
      }
    });
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    toast.warning(en.toastLate, { durationMs: 0 });
    await waitFor(() => expect(shown()).toHaveLength(1));
    await expect(shown()[0]).toHaveTextContent(`Warning: ${en.toastLate}`);
    await expect(within(shown()[0]!).getByRole('button')).toHaveAccessibleName('Close notification');
  },
};

/** Each class's provider shows its own toasts (useToast: the nearest host). */
function EveryKind() {
  const notify = useToast();
  const { i18n } = useTranslation('ui');
  useEffect(() => {
    const s = text(i18n.language);
    const ids = [
      notify.success(s.toastSaved, { durationMs: 0 }),
      notify.info(s.toastCopied, { durationMs: 0 }),
      notify.error('MROFL0002', { durationMs: 0 }),
    ];
    return () => ids.forEach(notify.dismiss);
  }, [notify, i18n.language]);
  return null;
}

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true, contain: 420 } },
  render: () => <EveryKind />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-toast-kind]')).toHaveLength(12));
  },
};
