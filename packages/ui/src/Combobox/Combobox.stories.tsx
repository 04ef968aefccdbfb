import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { composeAndEnter, eachImeEnter, hasCdp, imeCommit, imeSetComposition } from '../../../../.storybook/ime';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { Field } from '../Field';
import { Combobox, type ComboboxProps } from './Combobox';
import { comboboxDocs } from './stories/docs';
import { sampleItems, serverSearch, SERVER_MS } from './stories/items';

/** The combobox in a field, over the sample items of the story's language (or its own source). */
function Sample({ boxWidth = 320, ...args }: ComboboxProps & { boxWidth?: number }) {
  const { i18n } = useTranslation('ui');
  const items = sampleItems(i18n.language);
  const spy = args.loadItems;
  // A server over the same items; the story's spy sees each request and its signal.
  const loadItems = useMemo(
    () =>
      spy &&
      ((query: string, signal: AbortSignal) => {
        void spy(query, signal);
        return serverSearch(items, query, signal);
      }),
    [spy, items],
  );
  return (
    <form
      style={{ width: boxWidth, height: 340 }}
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        form.dataset.submits = String(Number(form.dataset.submits ?? 0) + 1);
      }}
    >
      <Field label={<T k="itemName" />}>
        <Combobox {...args} {...(args.codeGroup || loadItems ? {} : { items })} {...(loadItems ? { loadItems } : {})} />
      </Field>
    </form>
  );
}

const meta = {
  title: 'Inputs/Combobox',
  component: Combobox,
  args: { onValueChange: fn() },
  render: (args) => <Sample {...args} />,
  parameters: comboboxDocs,
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

// Hidden while it has no options (the notice under it speaks then).
const listbox = () => within(document.body).getByRole('listbox', { hidden: true });
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((o) => o.textContent);
const submits = (el: HTMLElement) => Number(el.closest('form')!.dataset.submits ?? 0);
/** Empties the box as a user's select-all and Delete do (after IME input user-event's own clear loses track). */
const clearBox = (input: HTMLInputElement) => {
  input.select();
  document.execCommand('delete');
};
/** The combobox's own polite status (the provider has live regions of its own). */
const statusOf = (combo: HTMLElement) => within(combo.closest('form')!).getByRole('status');

export const KeyboardAndPointer: Story = {
  name: 'Keyboard and pointer',
  play: async ({ args, canvas, step }) => {
    const combo = canvas.getByRole<HTMLInputElement>('combobox', { name: /품목명|Item name/ });
    await step('typing filters the list and highlights the first match', async () => {
      await userEvent.type(combo, 'G0');
      await waitFor(() => expect(combo).toHaveAttribute('aria-expanded', 'true'));
      await expect(within(listbox()).getAllByRole('option')).toHaveLength(3);
      await expect(combo.getAttribute('aria-activedescendant')).toBe(within(listbox()).getAllByRole('option')[0]!.id);
    });
    await step('arrows move, Enter chooses and closes; the box shows the label', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('G02');
      await expect(combo).toHaveAttribute('aria-expanded', 'false');
      await expect(combo).toHaveValue();
      await expect(combo.value).toMatch(/^(니트릴 장갑|Nitrile gloves)$/);
      await expect(submits(combo)).toBe(0);
    });
    await step('Esc closes the list without choosing; Enter on a closed box submits the form', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(combo).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      await expect(combo).toHaveAttribute('aria-expanded', 'false');
      await userEvent.keyboard('{Enter}');
      await expect(submits(combo)).toBe(1);
      await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    });
    await step('a click opens the whole list; a click on an option chooses it', async () => {
      await userEvent.click(combo);
      await waitFor(() => expect(within(listbox()).getAllByRole('option')).toHaveLength(7));
      await userEvent.click(within(listbox()).getByRole('option', { name: /안전모|Hard hat/ }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('H01');
      await expect(combo).toHaveFocus();
    });
    await step('listed values only: unknown text is dropped on leaving, the value stays', async () => {
      await userEvent.clear(combo);
      await userEvent.type(combo, 'xyz');
      await expect(within(listbox().parentElement!).getByText(/검색 결과가 없습니다|No results found/)).toBeVisible();
      await userEvent.tab();
      await expect(combo.value).toMatch(/^(안전모|Hard hat)$/);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('H01');
    });
  },
};

export const KoreanEnter: Story = {
  name: 'Korean IME: one Enter chooses once, in each browser’s order',
  globals: { locale: 'ko' },
  play: async ({ args, canvas, step }) => {
    const combo = canvas.getByRole<HTMLInputElement>('combobox');
    const onValueChange = args.onValueChange as Mock;
    if (!hasCdp()) {
      // The visual run has no DevTools protocol to replay the browsers' orders: it ends on the
      // same choice made with a plain Enter (the orders themselves run in the storybook step).
      await step('without CDP: 안전모 typed and a plain Enter chooses it', async () => {
        await userEvent.type(combo, '안전모');
        await waitFor(() => expect(optionNames()).toEqual(['안전모']));
        await userEvent.keyboard('{Enter}');
        await expect(combo).toHaveValue('안전모');
      });
      return;
    }
    let before = 0;
    await eachImeEnter(step, {
      field: () => combo,
      korean: '안전모',
      japanese: '日本',
      what: 'chooses 안전모',
      reset: () => {
        combo.focus();
        onValueChange.mockClear();
        before = submits(combo);
      },
      acted: async () => {
        await waitFor(() => expect(onValueChange).toHaveBeenCalledTimes(1));
        await expect(onValueChange).toHaveBeenLastCalledWith('H01');
        await expect(combo).toHaveValue('안전모');
        await expect(submits(combo)).toBe(before);
      },
      confirmed: async () => {
        await expect(combo).toHaveValue('日本');
        await expect(onValueChange).not.toHaveBeenCalled();
        await expect(submits(combo)).toBe(before);
      },
    });
  },
};

export const KoreanInitials: Story = {
  name: 'Korean IME: initial consonants, Enter while composing',
  globals: { locale: 'ko' },
  play: async ({ args, canvas, step }) => {
    const combo = canvas.getByRole<HTMLInputElement>('combobox');
    combo.focus();
    await step('ㅇ being composed neither opens nor filters the list', async () => {
      await imeSetComposition('ㅇ');
      await expect(combo).toHaveAttribute('aria-expanded', 'false');
      await imeCommit('ㅇ');
      await waitFor(() => expect(optionNames()).toEqual(['안전장갑', '안전화', '안전모', '보안경']));
    });
    await step('ㅇㅈㅈㄱ finds 안전장갑; the list stays put while each consonant is composed', async () => {
      for (const c of ['ㅈ', 'ㅈ']) {
        const before = optionNames();
        await imeSetComposition(c);
        await expect(optionNames()).toEqual(before);
        await imeCommit(c);
      }
      await waitFor(() => expect(optionNames()).toEqual(['안전장갑']));
      await imeSetComposition('ㄱ');
      await step('the Enter that ends ㄱ commits it, then chooses 안전장갑 once, and submits nothing', async () => {
        await expect(args.onValueChange).not.toHaveBeenCalled();
        await composeAndEnter('ㄱ', 'macOS Chrome');
        await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1));
        await expect(args.onValueChange).toHaveBeenLastCalledWith('G01');
        await expect(combo).toHaveValue('안전장갑');
        await expect(submits(combo)).toBe(0);
      });
    });
    await step('ㄴㅌㄹ finds 니트릴 장갑; mixed 안ㅈ finds the 안전 items', async () => {
      clearBox(combo);
      for (const c of ['ㄴ', 'ㅌ', 'ㄹ']) {
        await imeSetComposition(c);
        await imeCommit(c);
      }
      await waitFor(() => expect(optionNames()).toEqual(['니트릴 장갑']));
      clearBox(combo);
      await imeSetComposition('ㅇ');
      await imeSetComposition('아');
      await imeSetComposition('안');
      await imeCommit('안');
      await imeSetComposition('ㅈ');
      await imeCommit('ㅈ');
      await expect(combo).toHaveValue('안ㅈ');
      await waitFor(() => expect(optionNames()).toEqual(['안전장갑', '안전화', '안전모']));
    });
  },
};

export const Multiple: Story = {
  name: 'Multiple: chips, Backspace removes the last',
  args: { multiple: true, defaultValue: ['G01'] },
  play: async ({ args, canvas, step }) => {
    const combo = canvas.getByRole('combobox');
    const chips = () => canvas.queryAllByRole('listitem').map((li) => li.textContent?.replace('×', ''));
    await step('choosing toggles values; the list stays open', async () => {
      await userEvent.type(combo, 'ㅂ');
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['G01', 'E01']);
      await expect(combo).toHaveValue('');
      await expect(combo).toHaveAttribute('aria-expanded', 'true');
      await expect(listbox()).toHaveAttribute('aria-multiselectable', 'true');
      await userEvent.click(within(listbox()).getByRole('option', { name: /안전화|Safety shoes/ }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['G01', 'E01', 'S01']);
      await userEvent.click(within(listbox()).getByRole('option', { name: /안전장갑|Safety gloves/ }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['E01', 'S01']);
      await expect(chips()).toHaveLength(2);
    });
    await step('Backspace in the empty box removes the last chip', async () => {
      await userEvent.keyboard('{Escape}{Backspace}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['E01']);
      await expect(chips()).toEqual([expect.stringMatching(/보안경|Safety glasses/)]);
    });
    await step("a chip's remove button removes it", async () => {
      await userEvent.click(canvas.getByRole('button', { name: /보안경 삭제|Remove Safety glasses/ }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
      await expect(combo).toHaveFocus();
    });
  },
};

export const ServerSource: Story = {
  name: 'Server source: debounce, stale requests aborted, loading and empty',
  globals: { locale: 'ko' },
  args: { loadItems: fn() },
  play: async ({ args, canvas, step }) => {
    const combo = canvas.getByRole('combobox');
    const load = args.loadItems as unknown as ReturnType<typeof fn>;
    const status = statusOf(combo);
    await step('quick typing asks once, 200 ms after the last key; loading is shown meanwhile', async () => {
      await userEvent.type(combo, 'ㅇㅈ');
      await waitFor(() => expect(status).toHaveTextContent('목록을 불러오는 중'));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await expect(load).toHaveBeenLastCalledWith('ㅇㅈ', expect.any(AbortSignal));
      await waitFor(() => expect(optionNames()).toEqual(['안전장갑', '안전화', '안전모']));
      await expect(status).toHaveTextContent('검색 결과 3개');
    });
    await step('a newer query aborts the request still under way', async () => {
      await userEvent.type(combo, 'ㅈ');
      await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      await userEvent.type(combo, 'ㄱ');
      await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
      await expect((load.mock.calls[1]![1] as AbortSignal).aborted).toBe(true);
      await waitFor(() => expect(optionNames()).toEqual(['안전장갑']), { timeout: SERVER_MS * 4 });
      await expect((load.mock.calls[2]![1] as AbortSignal).aborted).toBe(false);
    });
    await step('no match: the empty state', async () => {
      await userEvent.type(combo, 'ㅋ');
      await waitFor(() => expect(status).toHaveTextContent('검색 결과가 없습니다.'), { timeout: SERVER_MS * 4 });
      await expect(optionNames()).toEqual([]);
    });
  },
};

export const FreeText: Story = {
  name: 'Free text allowed',
  args: { freeText: true },
  play: async ({ args, canvas }) => {
    const combo = canvas.getByRole('combobox');
    await userEvent.type(combo, 'ㅂㅈ');
    // Nothing is highlighted: Enter takes the text as typed.
    await expect(combo).not.toHaveAttribute('aria-activedescendant');
    await userEvent.clear(combo);
    await userEvent.type(combo, '방독 마스크{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('방독 마스크');
    await expect(combo).toHaveValue('방독 마스크');
  },
};

export const FromCodeGroup: Story = {
  name: 'Items from a code group',
  args: { codeGroup: 'UNIT', multiple: true },
  play: async ({ args, canvas }) => {
    const combo = canvas.getByRole('combobox');
    await userEvent.type(combo, 'kg');
    await waitFor(() => expect(optionNames()).toEqual([expect.stringMatching(/킬로그램|Kilogram/)]));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['KG']);
  },
};

export const English: Story = {
  name: 'In English',
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Item name' }), 'glo');
    await waitFor(() => expect(optionNames()).toEqual(['Safety gloves', 'Nitrile gloves', 'Cotton gloves']));
    await expect(statusOf(canvas.getByRole('combobox'))).toHaveTextContent('Results: 3');
  },
};

export const OnAPhone: Story = {
  name: 'On a phone (375 px)',
  args: { multiple: true, defaultValue: ['G01', 'G02', 'S01', 'M01'] },
  render: (args) => <Sample {...args} boxWidth={343} />,
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox');
    const box = combo.parentElement!.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(343);
    // The chips wrap inside the box; the text box keeps room to type.
    await expect(combo.getBoundingClientRect().width).toBeGreaterThanOrEqual(60);
    await userEvent.click(combo);
    await expect(listbox().getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { multiple: true, defaultValue: ['G01', 'E01'] },
  render: (args) => <Sample {...args} boxWidth={220} />,
};

export const States: Story = {
  render: () => <StatesSample />,
  play: async ({ canvasElement, step }) => {
    const combo = (s: WidgetState) => inState(canvasElement, s).getByRole('combobox') as HTMLInputElement;
    await step('focused: the box shows the focus ring and opens on a click', async () => {
      await userEvent.click(combo('default'));
      await expect(combo('default')).toHaveFocus();
      await expect(combo('default')).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
    });
    await playStates(step, {
      control: combo,
      read: (s) => combo(s).value,
      change: async (s) => {
        await userEvent.type(combo(s), 'ㅂ{Enter}');
      },
      empty: '',
      filled: expect.stringMatching(/^(안전장갑|Safety gloves)$/),
    });
  },
};

function StatesSample() {
  const { i18n } = useTranslation('ui');
  const items = sampleItems(i18n.language);
  return (
    <StateMatrix
      label="itemName"
      width={300}
      render={({ filled, disabled, readOnly }) => (
        <Combobox items={items} defaultValue={filled ? 'G01' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  );
}
