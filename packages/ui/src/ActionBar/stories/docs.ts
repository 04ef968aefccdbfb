// The ActionBar's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const actionBarDocs = componentDocs({
  summary: `
The one layout for the buttons that end a form, a dialog or a message box (decision 0044):
right-aligned, the secondary ones first and the one primary last, so the primary is always in the
same place. On a phone (480 px or narrower) each button takes the full width and the primary is
on top. FormBox and SearchBox put their \`actions\` in an ActionBar; Modal's footer and
MessageBox's answers follow the same rule. \`start\` holds something that belongs at the other end.`,
  usage: `
<FormBox form={form} onSubmit={save} actions={
  <>
    <Button variant="secondary" onClick={onClose}>{t('cancel')}</Button>
    <Button type="submit">{t('save')}</Button>
  </>
}>…</FormBox>`,
  dos: ['put one primary button last.', 'name the buttons by what they do ("Reject", not "OK").'],
  donts: ['stack full-width buttons on a desktop.', 'put two primaries side by side.'],
});
