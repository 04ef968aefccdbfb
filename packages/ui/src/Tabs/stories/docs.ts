// The Tabs' docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const tabsDocs = componentDocs({
  summary: `
Content tabs inside a screen (WAI-ARIA APG tabs): one tab stop, arrows move (with wrap), Home/End
go to the ends, disabled tabs are skipped. \`activation="automatic"\` (default) selects as the focus
moves; \`"manual"\` waits for Enter or Space — use it when a panel is expensive to show. A
\`closable\` tab shows a close mark and takes Delete (announced through \`aria-keyshortcuts\`);
closing hands selection and focus to the next tab and calls \`onClose\`: the caller removes it.
Every panel stays mounted, hidden when not selected, so its state survives. The frame's open
screens are \`PageTabs\`, not this.`,
  usage: `
<Tabs
  aria-label={t('order.details')}
  tabs={[
    { value: 'overview', label: t('order.overview'), panel: <Overview /> },
    { value: 'items', label: t('order.items'), panel: <ItemsGrid /> },
  ]}
/>`,
  texts: [['tabs.close', "a closable tab's close mark (tooltip)"]],
  dos: ['name the tab list (`aria-label`) unless a heading right above names it.', 'keep labels to a word or two.'],
  donts: ['use tabs for steps of a wizard: a later tab must not depend on an earlier one.', 'nest tabs in tabs.'],
});
