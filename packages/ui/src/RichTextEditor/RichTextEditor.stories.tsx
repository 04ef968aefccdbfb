import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { messagePattern, useStoryText } from '../../../../.storybook/story-helpers';
import {
  imeCommit,
  imeSetComposition,
  composeAndEnter,
  insertText,
  settled,
  KOREAN_ENTERS,
} from '../../../../.storybook/ime';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { Field } from '../Field';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { richTextEditorDocs } from './stories/docs';

function InField(args: RichTextEditorProps) {
  const text = useStoryText();
  return (
    <div style={{ width: 480, maxWidth: '100%' }}>
      <Field label={text('postBody')} hint={text('postBodyHint')} required>
        <RichTextEditor {...args} />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Inputs/RichTextEditor',
  component: RichTextEditor,
  args: { onValueChange: fn() },
  render: (args) => <InField {...args} />,
  parameters: richTextEditorDocs,
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const selectAll = (el: HTMLElement) => {
  el.focus();
  document.getSelection()?.selectAllChildren(el);
};
const tool = (canvas: { getByRole: (...a: never[]) => HTMLElement }, name: RegExp) =>
  (canvas.getByRole as (role: string, o: object) => HTMLElement)('button', { name });

export const Toolbar: Story = {
  args: { defaultValue: '<p>납품 일정 안내</p>' },
  play: async ({ args, canvas, step }) => {
    const box = canvas.getByRole('textbox', { name: /본문|Body/ });
    await step('named by its label, described by its hint, required', async () => {
      await expect(box).toHaveAccessibleDescription(/붙여 넣은|pasted/);
      await expect(box).toHaveAttribute('aria-required', 'true');
      await expect(canvas.getByRole('toolbar')).toBeVisible();
    });
    await step('bold from the toolbar: pressed, and the value has strong', async () => {
      selectAll(box);
      await userEvent.click(tool(canvas, /^(굵게|Bold)$/));
      await waitFor(() =>
        expect(args.onValueChange).toHaveBeenLastCalledWith('<p><strong>납품 일정 안내</strong></p>'),
      );
      await waitFor(() => expect(tool(canvas, /^(굵게|Bold)$/)).toHaveAttribute('aria-pressed', 'true'));
    });
    await step('italic with Ctrl+I, and Ctrl+B again takes bold off', async () => {
      selectAll(box);
      await userEvent.keyboard('{Control>}i{/Control}');
      await userEvent.keyboard('{Control>}b{/Control}');
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p><em>납품 일정 안내</em></p>'));
      await waitFor(() => expect(tool(canvas, /^(기울임|Italic)$/)).toHaveAttribute('aria-pressed', 'true'));
      await expect(tool(canvas, /^(굵게|Bold)$/)).toHaveAttribute('aria-pressed', 'false');
    });
    await step('a heading, then a bulleted list (Ctrl+Shift+8), then clear formatting', async () => {
      selectAll(box);
      await userEvent.click(tool(canvas, /^(제목|Heading)$/));
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<h3><em>납품 일정 안내</em></h3>'));
      selectAll(box);
      await userEvent.click(tool(canvas, /^(제목|Heading)$/));
      selectAll(box);
      await userEvent.keyboard('{Control>}{Shift>}8{/Shift}{/Control}');
      await waitFor(() =>
        expect(args.onValueChange).toHaveBeenLastCalledWith('<ul><li><em>납품 일정 안내</em></li></ul>'),
      );
      await expect(tool(canvas, /글머리|Bulleted/)).toHaveAttribute('aria-pressed', 'true');
      selectAll(box);
      await userEvent.click(tool(canvas, /서식 지우기|Clear formatting/));
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>납품 일정 안내</p>'));
    });
    await step('the toolbar is one tab stop; arrows move in it', async () => {
      const bold = tool(canvas, /^(굵게|Bold)$/);
      bold.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tool(canvas, /^(기울임|Italic)$/)).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(tool(canvas, /서식 지우기|Clear formatting/)).toHaveFocus();
      await expect(bold).toHaveAttribute('tabindex', '-1');
    });
  },
};

export const Link: Story = {
  args: { defaultValue: '<p>자세한 내용</p>' },
  play: async ({ args, canvas, step }) => {
    const box = canvas.getByRole('textbox', { name: /본문|Body/ });
    await step('an address that is not http, https or mailto is refused with a message', async () => {
      selectAll(box);
      await userEvent.click(tool(canvas, /^(링크|Link)$/));
      const url = await canvas.findByRole('textbox', { name: /링크 주소|Link address/ });
      await waitFor(() => expect(url).toHaveFocus());
      await userEvent.type(url, 'javascript:alert(1){Enter}');
      await expect(url).toHaveAttribute('aria-invalid', 'true');
      await expect(url).toHaveAccessibleDescription(/mailto/);
    });
    await step('a good address links the selected text; the caret in it presses Link', async () => {
      const url = canvas.getByRole('textbox', { name: /링크 주소|Link address/ });
      await userEvent.clear(url);
      await userEvent.type(url, 'www.mro.example/notice{Enter}');
      await waitFor(() =>
        expect(args.onValueChange).toHaveBeenLastCalledWith(
          '<p><a href="https://www.mro.example/notice">자세한 내용</a></p>',
        ),
      );
      await expect(canvas.queryByRole('textbox', { name: /링크 주소|Link address/ })).toBeNull();
      await expect(box).toHaveFocus();
      await waitFor(() => expect(tool(canvas, /^(링크|Link)$/)).toHaveAttribute('aria-pressed', 'true'));
    });
    await step('Escape closes the bar and returns to the text', async () => {
      await userEvent.click(tool(canvas, /^(링크|Link)$/));
      const url = await canvas.findByRole('textbox', { name: /링크 주소|Link address/ });
      await waitFor(() => expect(url).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('textbox', { name: /링크 주소|Link address/ })).toBeNull();
      await expect(box).toHaveFocus();
    });
  },
};

export const PasteCleaned: Story = {
  play: async ({ args, canvas, step }) => {
    const box = canvas.getByRole('textbox', { name: /본문|Body/ });
    await step('pasted HTML keeps the editor tags only: no script, style, handler or image', async () => {
      box.focus();
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<h1 style="color:red">공지</h1><p onclick="steal()">본문 <span style="font-size:40px">크게</span><script>alert(1)</script></p><img src="x" onerror="alert(1)">',
      );
      data.setData('text/plain', '공지 본문 크게');
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<h3>공지</h3><p>본문 크게</p>'));
      await expect(box.querySelector('script, img, [onclick], [style]')).toBeNull();
    });
  },
};

export const Limit: Story = {
  args: { maxLength: 10, defaultValue: '<p>열 글자 이내</p>' },
  play: async ({ canvas, step }) => {
    const box = canvas.getByRole('textbox', { name: /본문|Body/ });
    await step('the counter counts visible characters', async () => {
      await expect(canvas.getByTestId('counter')).toHaveTextContent(/7 \/ 10/);
      await expect(box).not.toHaveAttribute('aria-invalid');
    });
    await step('past the limit: said with PICMCM0038 and invalid, nothing cut', async () => {
      box.focus();
      document.getSelection()?.collapse(box.querySelector('p')!.firstChild!, 7);
      await userEvent.keyboard('입니다요');
      await waitFor(() => expect(canvas.getByTestId('counter')).toHaveTextContent(/11 \/ 10/));
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(messagePattern('PICMCM0038', { max: 10 }));
      await expect(box).toHaveTextContent('열 글자 이내입니다요');
    });
  },
};

/** The editor emptied with the caret in it (each IME order starts from nothing). */
function emptyAndFocus(box: HTMLElement) {
  box.innerHTML = '';
  box.focus();
  document.getSelection()?.collapse(box, 0);
}

export const KoreanIme: Story = {
  play: async ({ args, canvas, step }) => {
    const box = canvas.getByRole('textbox', { name: /본문|Body/ });
    await step('nothing is emitted mid-composition; the committed syllable is', async () => {
      emptyAndFocus(box);
      await imeSetComposition('ㄱ');
      await imeSetComposition('가');
      await settled();
      await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.stringContaining('가'));
      await imeCommit('가');
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>가</p>'));
    });
    for (const way of KOREAN_ENTERS) {
      await step(`${way}: the Enter that ends 한글 makes exactly one new line`, async () => {
        emptyAndFocus(box);
        await composeAndEnter('한글', way);
        await settled();
        await insertText('끝');
        await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>한글</p><p>끝</p>'));
      });
    }
    await step('Japanese: the Enter that confirms 日本 makes no new line', async () => {
      emptyAndFocus(box);
      await composeAndEnter('日本', 'Japanese');
      await settled();
      await insertText('끝');
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>日本끝</p>'));
    });
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: '<p>Delivery <strong>schedule</strong></p>', maxLength: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(canvas.getByTestId('counter')).toHaveTextContent('17 / 100 characters');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: {
    defaultValue:
      '<h3>공지</h3><p><strong>긴급</strong> 납품 안내 <a href="https://mro.example">링크</a></p><ul><li>항목</li></ul>',
  },
};

const FILLED = '<p>납품 전 연락 바랍니다</p>';

export const States: Story = {
  render: () => (
    <StateMatrix
      label="postBody"
      width={420}
      render={({ filled, disabled, readOnly }) => (
        <RichTextEditor defaultValue={filled ? FILLED : ''} disabled={disabled} readOnly={readOnly} minHeight={60} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('textbox');
    await playStates(step, {
      control: box,
      read: (s) => box(s).innerHTML,
      change: async (s) => {
        await userEvent.click(box(s));
        await userEvent.keyboard('ABC');
      },
      empty: '',
      filled: FILLED,
    });
    await step('disabled and read-only: the toolbar does not act', async () => {
      for (const s of ['disabled', 'readOnly'] as const) {
        for (const button of inState(canvasElement, s).getAllByRole('button')) await expect(button).toBeDisabled();
      }
    });
  },
};
