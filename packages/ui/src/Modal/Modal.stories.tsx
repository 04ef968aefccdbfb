import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as Popover from '@radix-ui/react-popover';
import { T } from '../../../../.storybook/story-helpers';
import { imeSetComposition, imeCommit, pressKey } from '../../../../.storybook/ime';
import { Button } from '../Button';
import { useDirtyGuard } from '../DirtyGuard';
import { usePortalContainer } from '../Overlay';
import { Modal } from './Modal';
import { useImperativeModal } from './useImperativeModal';
import { useModalContext } from './ModalContext';
import { MenuAccessProvider } from './MenuAccess';
import { modalDocs } from './stories/docs';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: true, onOpenChange: fn(), title: <T k="companySearch" />, size: 'medium' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'xlarge', 'xxlarge', 'login_system'] },
    title: { control: false },
  },
  parameters: { layout: 'fullscreen', ...modalDocs },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const dialogs = () => screen().queryAllByRole('dialog');
const topDialog = () => document.querySelector<HTMLElement>('[data-mro-modal][data-top]');

/** Body state after every overlay closed: nothing may be left behind. */
async function expectPageUsable() {
  await waitFor(() => expect(dialogs()).toHaveLength(0));
  await expect(document.body.style.pointerEvents).not.toBe('none');
  await expect(document.body.style.overflow).not.toBe('hidden');
  await expect(document.querySelector('[data-mro-page][inert]')).toBeNull();
}

/**
 * The modal with its open state held as a screen would hold it: Esc and × close it for a visitor
 * (the `onOpenChange` spy still records every call for the play functions), and a button opens
 * it again.
 */
function OpenState({ args, children }: { args: Parameters<typeof Modal>[0]; children?: ReactNode }) {
  const [open, setOpen] = useState(args.open ?? true);
  return (
    <>
      <div style={{ padding: 16 }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <T k="openModal" />
        </Button>
      </div>
      <Modal
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      >
        {children}
      </Modal>
    </>
  );
}

export const Declarative: Story = {
  render: (args) => {
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: 16, minHeight: 420 }}>
        <Button onClick={() => setOpen(true)}>
          <T k="openModal" />
        </Button>
        <Modal
          {...args}
          open={open}
          onOpenChange={(o) => {
            setOpen(o);
            args.onOpenChange(o);
          }}
          footer={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <T k="cancel" />
            </Button>
          }
        >
          <T k="body" />
        </Modal>
      </div>
    );
  },
  play: async ({ args, step }) => {
    await step('opens as a dialog titled by its title, and the page below is inert', async () => {
      const dialog = await screen().findByRole('dialog', { name: /회사 검색|Company search/ });
      await expect(dialog).toBeVisible();
      await expect(document.querySelector('[data-mro-page]')).toHaveAttribute('inert');
      await expect(document.body.style.overflow).toBe('hidden');
    });
    await step('the close button closes it and the page is usable again', async () => {
      await userEvent.click(screen().getByRole('button', { name: /닫기|Close/ }));
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
      await expectPageUsable();
    });
  },
};

function Opener({ label, next }: { label: 'openB' | 'openC'; next?: () => void }) {
  return (
    <Button variant="secondary" onClick={next}>
      <T k={label} />
    </Button>
  );
}

function StackDemo() {
  const { open } = useImperativeModal();
  const openC = () =>
    void open(
      <p>
        <T k="body" />
      </p>,
      { title: <T k="modalC" />, size: 'small' },
    );
  const openB = () => void open(<Opener label="openC" next={openC} />, { title: <T k="modalB" />, size: 'medium' });
  const openA = () => void open(<Opener label="openB" next={openB} />, { title: <T k="modalA" />, size: 'large' });
  return (
    <div style={{ padding: 16, minHeight: 480 }}>
      <Button onClick={openA}>
        <T k="openA" />
      </Button>
    </div>
  );
}

export const StackedModals: Story = {
  name: 'Three stacked modals',
  render: () => <StackDemo />,
  play: async ({ canvas, step }) => {
    const openerA = canvas.getByRole('button', { name: /모달 A 열기|Open modal A/ });
    await step('opening assigns the next higher layer each time', async () => {
      await userEvent.click(openerA);
      await userEvent.click(await screen().findByRole('button', { name: /모달 B 열기|Open modal B/ }));
      await userEvent.click(await screen().findByRole('button', { name: /모달 C 열기|Open modal C/ }));
      await waitFor(() => expect(dialogs()).toHaveLength(3));
      const z = (name: RegExp) => Number(getComputedStyle(screen().getByRole('dialog', { name })).zIndex);
      await expect(z(/모달 C|Modal C/)).toBeGreaterThan(z(/모달 B|Modal B/));
      await expect(z(/모달 B|Modal B/)).toBeGreaterThan(z(/모달 A|Modal A/));
      await expect(topDialog()).toHaveAccessibleName(/모달 C|Modal C/);
    });
    await step('each modal is shifted clear of the title of the one below; each has a dialog’s height', async () => {
      const box = (name: RegExp) => screen().getByRole('dialog', { name }).getBoundingClientRect();
      const titleBottom = (name: RegExp) =>
        within(screen().getByRole('dialog', { name })).getByRole('heading').getBoundingClientRect().bottom;
      await expect(box(/모달 B|Modal B/).top).toBeGreaterThanOrEqual(titleBottom(/모달 A|Modal A/));
      await expect(box(/모달 C|Modal C/).top).toBeGreaterThanOrEqual(titleBottom(/모달 B|Modal B/));
      // Modal A holds one button: a large modal still looks like a dialog, not a band.
      await expect(box(/모달 A|Modal A/).height).toBeGreaterThanOrEqual(200);
    });
    await step('clicking the middle modal brings it to the top, where it was', async () => {
      const middle = screen().getByRole('dialog', { name: /모달 B|Modal B/ });
      const before = middle.getBoundingClientRect();
      await userEvent.click(within(middle).getByRole('heading'));
      await waitFor(() => expect(topDialog()).toBe(middle));
      await expect(middle.getBoundingClientRect().top).toBe(before.top);
      const z = (el: HTMLElement) => Number(getComputedStyle(el).zIndex);
      await expect(z(middle)).toBeGreaterThan(z(screen().getByRole('dialog', { name: /모달 C|Modal C/ })));
    });
    await step('Escape closes only the top modal', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialogs()).toHaveLength(2));
      await expect(screen().queryByRole('dialog', { name: /모달 B|Modal B/ })).toBeNull();
      await expect(screen().getByRole('dialog', { name: /모달 C|Modal C/ })).toBeVisible();
    });
    await step('closing the others returns focus to the first opener and leaves the page usable', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialogs()).toHaveLength(1));
      await userEvent.keyboard('{Escape}');
      await expectPageUsable();
      await waitFor(() => expect(openerA).toHaveFocus());
    });
  },
};

function DirtyForm() {
  const [memo, setMemo] = useState('');
  useDirtyGuard(memo !== '');
  return (
    <label>
      <T k="memo" /> <input value={memo} onChange={(e) => setMemo(e.target.value)} />
    </label>
  );
}

export const OutOfOrderClose: Story = {
  name: 'Closed out of order, focus returns to the first opener',
  render: () => <StackDemo />,
  play: async ({ canvas, step }) => {
    const openerA = canvas.getByRole('button', { name: /모달 A 열기|Open modal A/ });
    await step('open A, then B from A; click A to bring it up', async () => {
      await userEvent.click(openerA);
      await userEvent.click(await screen().findByRole('button', { name: /모달 B 열기|Open modal B/ }));
      await waitFor(() => expect(dialogs()).toHaveLength(2));
      const a = screen().getByRole('dialog', { name: /모달 A|Modal A/ });
      await userEvent.click(within(a).getByRole('heading'));
      await waitFor(() => expect(topDialog()).toBe(a));
    });
    await step('Esc closes A: focus goes to B, now on top, not to the page below it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialogs()).toHaveLength(1));
      const b = screen().getByRole('dialog', { name: /모달 B|Modal B/ });
      await waitFor(() => expect(b.contains(document.activeElement)).toBe(true));
    });
    await step('Esc closes B, whose opener left with A: focus returns to A’s opener', async () => {
      await userEvent.keyboard('{Escape}');
      await expectPageUsable();
      await waitFor(() => expect(openerA).toHaveFocus());
    });
  },
};

export const UnsavedChanges: Story = {
  name: 'Dirty modal asks before closing',
  render: () => {
    const { open } = useImperativeModal();
    return (
      <div style={{ padding: 16, minHeight: 420 }}>
        <Button onClick={() => void open(<DirtyForm />, { title: <T k="modalA" /> })}>
          <T k="openDirty" />
        </Button>
      </div>
    );
  },
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen().findByRole('dialog');
    await step('typing makes the modal dirty; closing asks PICMCM0030', async () => {
      await userEvent.type(within(dialog).getByRole('textbox'), '납품 일정 확인');
      await userEvent.click(within(dialog).getByRole('button', { name: /닫기|Close/ }));
      const ask = await screen().findByRole('alertdialog');
      await expect(ask).toHaveTextContent(/창을 닫으시겠습니까|close this window/);
    });
    await step('cancel keeps the modal and what was typed', async () => {
      await userEvent.click(within(screen().getByRole('alertdialog')).getByRole('button', { name: /취소|Cancel/ }));
      await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
      await expect(dialog).toBeVisible();
      await expect(within(dialog).getByRole('textbox')).toHaveValue('납품 일정 확인');
    });
    await step('confirming closes it', async () => {
      await userEvent.keyboard('{Escape}');
      const ask = await screen().findByRole('alertdialog');
      await userEvent.click(within(ask).getByRole('button', { name: /확인|OK/ }));
      await expectPageUsable();
    });
  },
};

function DateLikePopover() {
  const container = usePortalContainer();
  const [value, setValue] = useState('');
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="secondary">
          <T k="pickDate" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content
          sideOffset={4}
          style={{ background: 'white', border: '1px solid #9aa3b0', padding: 8, borderRadius: 4 }}
        >
          <label>
            <T k="date" /> <input value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export const PopoverInsideModal: Story = {
  name: 'Popover inside a modal',
  render: (args) => (
    <div style={{ minHeight: 420 }}>
      <OpenState args={args}>
        <DateLikePopover />
      </OpenState>
    </div>
  ),
  play: async ({ step }) => {
    const dialog = await screen().findByRole('dialog');
    await step('the popover renders inside the modal and receives focus and keys', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: /날짜 선택|Pick a date/ }));
      const input = await within(dialog).findByRole('textbox');
      await waitFor(() => expect(input).toHaveFocus());
      await userEvent.keyboard('2026-11-21');
      await expect(input).toHaveValue('2026-11-21');
      await expect(dialog.contains(input)).toBe(true);
    });
    await step('Escape closes the popover first, the modal stays', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(dialog).queryByRole('textbox')).toBeNull());
      await expect(dialog).toBeVisible();
    });
  },
};

function Field() {
  const { close } = useModalContext();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        close('submitted');
      }}
    >
      <label>
        <T k="companyName" /> <input name="company" />
      </label>
    </form>
  );
}

export const ImeCompositionEscape: Story = {
  name: 'Esc during Korean IME composition',
  render: (args) => (
    <div style={{ minHeight: 420 }}>
      <OpenState args={args}>
        <Field />
      </OpenState>
    </div>
  ),
  play: async ({ args, step }) => {
    const dialog = await screen().findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    await step('Escape while composing 한 does not close the modal', async () => {
      input.focus();
      await imeSetComposition('ㅎ');
      await imeSetComposition('한');
      await pressKey('Escape', { composing: true });
      await expect(dialog).toBeVisible();
      await expect(args.onOpenChange).not.toHaveBeenCalled();
    });
    await step('the composed text is kept, then a real Escape closes it', async () => {
      await imeCommit('한');
      await expect(input).toHaveValue('한');
      await pressKey('Escape');
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
      await waitFor(() => expect(dialogs()).toHaveLength(0));
    });
  },
};

export const PermissionCheck: Story = {
  name: 'Permission check (ABYTD0001)',
  render: () => {
    const [result, setResult] = useState('');
    return (
      <MenuAccessProvider canAccess={(id) => id !== 'ADMIN_SCREEN'}>
        <div style={{ padding: 16, minHeight: 420, display: 'flex', gap: 8 }}>
          <PermissionButtons onResult={setResult} />
          <output>{result}</output>
        </div>
      </MenuAccessProvider>
    );
  },
  play: async ({ canvas, step }) => {
    await step('a screen not in the menu list shows ABYTD0001 instead of opening', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /권한 없는 화면 열기|Open a forbidden screen/ }));
      const alert = await screen().findByRole('alertdialog');
      await expect(alert).toHaveTextContent(/접근 권한이 없는 화면입니다|do not have permission/);
      await expect(dialogs()).toHaveLength(0);
      await userEvent.click(within(alert).getByRole('button'));
    });
    await step('the check can be skipped per call', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /권한 확인 없이 열기|Open without the check/ }));
      await expect(await screen().findByRole('dialog', { name: /관리자 화면|Admin screen/ })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expectPageUsable();
    });
  },
};

function PermissionButtons({ onResult }: { onResult: (r: string) => void }) {
  const { open } = useImperativeModal();
  const run = (skip: boolean) =>
    void open(<T k="body" />, {
      title: <T k="adminScreen" />,
      screenId: 'ADMIN_SCREEN',
      skipPermissionCheck: skip,
    }).then((r) => onResult(String(r)));
  return (
    <>
      <Button onClick={() => run(false)}>
        <T k="openForbidden" />
      </Button>
      <Button variant="secondary" onClick={() => run(true)}>
        <T k="openForbiddenSkip" />
      </Button>
    </>
  );
}

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true, contain: 300 } },
  render: (args) => (
    <OpenState
      args={{
        ...args,
        size: 'small',
        footer: (
          <Button>
            <T k="save" />
          </Button>
        ),
      }}
    >
      <T k="body" />
    </OpenState>
  ),
};
