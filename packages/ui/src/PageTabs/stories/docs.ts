// The PageTabs's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const pageTabsDocs = componentDocs({
  summary: `
The frame's open screens as tabs (WAI-ARIA tabs: arrows move, Enter and Space activate, Delete
closes a closable tab). Each tab's panel is the screen; the portal keeps hidden tabs' screens
alive with \`<Activity mode="hidden">\`, so their state survives switching.`,
  usage: `
<PageTabs idBase="frame" label={t('frame.tabs')} tabs={tabs} activeKey={active}
  onActivate={activate} onClose={close} />`,
  texts: [['pageTabs.label', 'the tab list’s name']],
  dos: ['ask before closing a tab with unsaved changes (the DirtyScope does).'],
  donts: ["unmount a hidden tab's screen: its search and edits would be lost."],
});
