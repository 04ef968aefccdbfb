// The window popups' docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const windowPopupDocs = componentDocs({
  summary: `
The spec's browser windows (as opposed to modals): the report viewer (1150×880), the e-contract
viewer (937 or 825 wide by contract class), print (900×680, printing one second after the content
is in; or a form posted into it whose printable page prints itself one second after loading), chat (375×630) and the address search (554×517). \`openPopup\` centres the window on the
screen (never off it) and posts a form into it where the spec says so; \`readAddressMessage\` reads
the address service's answer, after an origin check. A window the browser blocks is reported:
\`usePopup\` says so with MROCM0008 instead of failing silently.

When the form needs an answer first (a one-time token), \`openPopupThen\` (hook \`usePopupThen\`)
opens the named window synchronously within the click, writes a localized "preparing the
document…" line into it (no network), and posts the form into it by name once the answer is in;
an empty answer or a failed call closes the window again, a window the user closed gets no form,
and a blocked window asks for nothing (decision 0060). Opening the window after an await could
lose the click's user activation and be blocked.`,
  usage: `
const popup = usePopup();
popup('addressSearch', { url: ADDRESS_URL, fields: { confmKey }, resultOrigin: ADDRESS_ORIGIN });
// A form that needs a token: the window opens in the click, the form follows the answer.
const popupThen = usePopupThen();
onClick={() => void popupThen('print', async () => {
  const issued = await api.reportToken(body);
  return issued.ok ? { url: VIEW_URL, fields: { token: issued.data.token, print: 'Y' } } : null;
})}
window.addEventListener('message', (e) => {
  const address = e.origin === ADDRESS_ORIGIN ? readAddressMessage(e.data) : undefined;
});`,
  codes: [['MROCM0008', 'the browser blocked the window']],
  dos: [
    "open a popup only from the user's click (browsers block the others); open it before any await (`openPopupThen`).",
    "check the message's origin before reading it.",
  ],
  donts: [
    'use a window where a modal does: a window is for another site or a printable page.',
    "size windows by hand: the spec's sizes are in `popupSize`.",
  ],
});
