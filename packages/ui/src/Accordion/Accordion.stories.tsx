import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMro } from '../MroProvider';
import { Accordion } from './Accordion';
import { accordionDocs } from './stories/docs';

const faq = {
  ko: {
    label: '자주 묻는 질문',
    items: [
      ['회원가입 승인은 얼마나 걸리나요?', '영업일 기준 약 24시간 이내에 승인됩니다.'],
      ['주문 취소는 어떻게 하나요?', '주문 목록에서 출고 전 주문을 취소할 수 있습니다.'],
      ['세금계산서는 언제 발행하나요?', '매월 말일에 발행하며 대금은 익월 15일에 지급됩니다.'],
    ],
  },
  en: {
    label: 'Frequently asked questions',
    items: [
      ['How long does the approval of a membership take?', 'About 24 hours on business days.'],
      ['How do I cancel an order?', 'Cancel it from the order list before it ships.'],
      ['When are tax invoices issued?', 'On the last day of each month; payment follows on the 15th.'],
    ],
  },
};

/** The FAQ's questions and answers in the story's locale. */
function Faq({
  marked,
  ...props
}: {
  onValueChange?: (value: string[]) => void;
  multiple?: boolean;
  defaultValue?: string[];
  /** The class in each question (four accordions on one page keep their regions' names apart). */
  marked?: boolean;
}) {
  const { locale, themeClasses } = useMro();
  const s = faq[locale === 'en' ? 'en' : 'ko'];
  const mark = marked ? ` (${themeClasses.join(' ')})` : '';
  return (
    <Accordion
      aria-label={s.label + mark}
      items={s.items.map(([title, answer], i) => ({ id: `q${i + 1}`, title: title + mark, content: <p>{answer}</p> }))}
      {...props}
    />
  );
}

const meta = {
  title: 'Layout/Accordion',
  component: Accordion,
  args: { items: [], onValueChange: fn() },
  render: (args) => <Faq onValueChange={args.onValueChange} />,
  parameters: accordionDocs,
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

const QUESTION = {
  first: /회원가입 승인|approval of a membership/,
  second: /주문 취소|cancel an order/,
  third: /세금계산서|tax invoices/,
};

/** Every question closed, as the FAQ opens. */
export const Closed: Story = {
  play: async ({ canvas, step }) => {
    await step('each question is a button, closed, naming the answer it controls', async () => {
      const buttons = canvas.getAllByRole('button');
      await expect(buttons).toHaveLength(3);
      for (const button of buttons) {
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
        await expect(panel).toHaveAttribute('aria-labelledby', button.id);
        await expect(panel).not.toBeVisible();
      }
    });
  },
};

export const OpenAndClose: Story = {
  name: 'Opened by click and keyboard',
  play: async ({ args, canvas, step }) => {
    const first = canvas.getByRole('button', { name: QUESTION.first });
    const second = canvas.getByRole('button', { name: QUESTION.second });
    await step('a click opens the answer, a region named by its question', async () => {
      await userEvent.click(first);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['q1']);
      const answer = canvas.getByRole('region', { name: QUESTION.first });
      await expect(answer).toBeVisible();
      await expect(answer).toHaveTextContent(/24/);
    });
    await step('ArrowDown moves to the next question; Enter opens it and closes the first', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(second).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['q2']);
    });
    await step('Space closes it; End and Home go to the last and the first question', async () => {
      await userEvent.keyboard(' ');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('button', { name: QUESTION.third })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(first).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{Home}');
      await expect(first).toHaveFocus();
    });
  },
};

export const Multiple: Story = {
  name: 'Several open at once',
  render: (args) => <Faq onValueChange={args.onValueChange} multiple defaultValue={['q1']} />,
  play: async ({ args, canvas, step }) => {
    await step('opening a second keeps the first open', async () => {
      await userEvent.click(canvas.getByRole('button', { name: QUESTION.third }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['q1', 'q3']);
      await expect(canvas.getAllByRole('region')).toHaveLength(2);
    });
  },
};

/** One answer shown, for the visual suite. */
export const Opened: Story = {
  render: () => <Faq defaultValue={['q2']} />,
  play: async ({ canvas, step }) => {
    await step('the second answer is shown', async () => {
      await expect(canvas.getByRole('button', { name: QUESTION.second })).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

/** In English (the locale switch of the toolbar, fixed). */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => <Faq defaultValue={['q1']} />,
  play: async ({ canvasElement, step }) => {
    await step('the questions and the answer in English', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('group', { name: 'Frequently asked questions' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: QUESTION.first })).toHaveTextContent('About 24 hours');
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <Faq defaultValue={['q1']} marked />,
  play: async ({ canvas, step }) => {
    await step('one accordion per class, each with its first answer open', async () => {
      await expect(canvas.getAllByRole('region')).toHaveLength(4);
    });
  },
};
