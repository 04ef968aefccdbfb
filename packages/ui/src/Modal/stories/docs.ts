// The Modal's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const modalDocs = componentDocs({
  summary: `
A screen over a screen (the spec's popups): a title bar with a close button, a body and an
optional footer, in six sizes from the tokens. Modals stack: each opens above the last, a click
raises one, Esc closes the top one, focus returns to what opened each (docs/overlays.md), and a
stacked modal is shifted clear of the title below it (decision 0023). A dirty form inside asks
before the modal closes. Open one from code with \`useImperativeModal\`, or render \`Modal\` with
\`open\` and \`onOpenChange\`.`,
  usage: `
const { open } = useImperativeModal();
const company = await open<Company>(<CompanySearch />, { title: t('company.search'), size: 'large' });
// inside CompanySearch: useModalContext().close(picked)`,
  texts: [['modal.close', 'the close button']],
  codes: [
    ['PICMCM0030', 'closing over unsaved input'],
    ['ABYTD0001', 'opening a screen the user may not use (`screenId`)'],
  ],
  dos: [
    "give each modal a title that names its screen: it is the dialog's name and stays readable when another opens above.",
    'pick the smallest size that shows the content without a sideways scroll.',
  ],
  donts: [
    'open a modal for a message: the message box is for messages (alert and confirm with a code).',
    'use a modal where the user needs the page beside it: that is a tab of the system frame.',
  ],
});
