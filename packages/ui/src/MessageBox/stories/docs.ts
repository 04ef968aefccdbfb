// The MessageBox's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const messageBoxDocs = componentDocs({
  summary: `
The product's alert and confirm: a message code of \`@mro/rules\` shown in the user's language,
one at a time in order (a queue), above every modal, with the focus on its primary button. A
confirm answers \`true\` for OK and \`false\` for Cancel, Esc and close; an alert answers when it is
closed. A response that needs its raw detail (a server error) shows it in a sandboxed frame.`,
  usage: `
const box = useMessageBox();
if (!(await box.confirm('PICMCM0030'))) return;
await box.alert('ACMCM0024', { params: { max: { bytes: limit } } });`,
  texts: [
    ['messageBox.ok', 'the primary button'],
    ['messageBox.cancel', "a confirm's second button"],
    ['messageBox.alertTitle', "an alert's title"],
    ['messageBox.confirmTitle', "a confirm's title"],
  ],
  dos: ['pass a message code and its parameters: the text follows the language and the catalogue.'],
  donts: [
    'pass a sentence: every user-visible text comes from a catalogue.',
    'chain alerts by hand: the queue shows them in order.',
  ],
});
