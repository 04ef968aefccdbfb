import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText';
import { richTextDocs } from './stories/docs';

const POST = `
<p><strong>설 연휴 배송 안내</strong> / <em>Lunar New Year deliveries</em></p>
<ul><li>2월 16일 ~ 18일 출고 중단 (no dispatch 16–18 February)</li><li>긴급 주문은 담당자에게 (urgent orders: call your manager)</li></ul>
<p><a href="https://example.com/notice" target="_blank">자세히 보기 / Details</a></p>`;

const HOSTILE = `
<p>본문 / Body</p>
<img src="x" alt="" onerror="window.__richTextRan = true">
<script>window.__richTextRan = true</script>
<a href="javascript:window.__richTextRan = true">링크 / Link</a>
<form action="https://example.com"><input name="password"></form>
<p style="position:fixed;inset:0">덮개 / Overlay</p>`;

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { html: POST },
  parameters: richTextDocs,
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('formatting, lists and links stay', async () => {
      await expect(canvasElement.querySelector('strong')).toHaveTextContent('설 연휴 배송 안내');
      await expect(canvasElement.querySelectorAll('li')).toHaveLength(2);
    });
    await step('a link stays, without a target that could reach the opener', async () => {
      const link = canvasElement.querySelector('a');
      await expect(link).toHaveAttribute('href', 'https://example.com/notice');
      await expect(link).not.toHaveAttribute('target');
    });
  },
};

export const HostileHtml: Story = {
  name: 'Hostile HTML: nothing runs',
  args: { html: HOSTILE },
  play: async ({ canvasElement, step }) => {
    await step('no script, handler, form or style survives', async () => {
      await expect(canvasElement.querySelector('script, form, input, [style], [onerror]')).toBeNull();
      await expect(canvasElement.querySelector('a')).not.toHaveAttribute('href');
      await expect((window as { __richTextRan?: boolean }).__richTextRan).toBeUndefined();
    });
    await step('the text is still there', async () => {
      await expect(canvasElement).toHaveTextContent('본문 / Body');
      await expect(canvasElement).toHaveTextContent('덮개 / Overlay');
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
};
