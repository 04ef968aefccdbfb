// The window popups' docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const windowPopupDocs = componentDocs({
  summary: `
The spec's browser windows (as opposed to modals): the report viewer (1150×880), the e-contract
viewer (937 or 825 wide by contract class), print (900×680, printing one second after the content
is in; or a form posted into it whose printable page prints itself one second after loading), chat (375×630) and the address search (554×517). \`openPopup\` centres the window on the
screen (never off it) and posts a form into it where the spec says so; \`readAddressMessage\` reads
the address service's answer, after an origin check. A window the browser blocks is reported:
\`usePopup\` says so with MROCM0008 instead of failing silently.`,
  usage: `
const popup = usePopup();
popup.open('addressSearch', { url: ADDRESS_URL, fields: { confmKey }, resultOrigin: ADDRESS_ORIGIN });
window.addEventListener('message', (e) => {
  const address = e.origin === ADDRESS_ORIGIN ? readAddressMessage(e.data) : undefined;
});`,
  codes: [['MROCM0008', 'the browser blocked the window']],
  dos: [
    "open a popup only from the user's click (browsers block the others).",
    "check the message's origin before reading it.",
  ],
  donts: [
    'use a window where a modal does: a window is for another site or a printable page.',
    "size windows by hand: the spec's sizes are in `popupSize`.",
  ],
});
