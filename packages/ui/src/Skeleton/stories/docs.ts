// The Skeleton's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const skeletonDocs = componentDocs({
  summary: `
The shape of content still loading: lines of text (\`lines\`, the last one shorter), a box or a
circle. The blocks are hidden from assistive technology; the frame is a status that says "loading"
once. Set \`aria-busy\` on the region being filled. The shimmer stops under prefers-reduced-motion.
Prefer it to a spinner where the layout is known (a card, a detail header), so nothing jumps when
the content arrives; whole-page work keeps the loading indicator.`,
  usage: `
<section aria-busy={isPending}>{isPending ? <Skeleton lines={4} /> : <OrderSummary order={data} />}</section>`,
  texts: [['skeleton.loading', 'read once by the frame']],
  dos: ['match the shape of what will come.', 'mark the region being filled aria-busy.'],
  donts: ['show it for less than a moment: wait ~200 ms first, as the loading indicator does.'],
});
