// Punch-out (issue 43 item 8, decision 0050): a buyer's own procurement system opens a punch-out
// session with a cXML 1.2 PunchOutSetupRequest (its identity and shared secret, a BuyerCookie, the
// BrowserFormPost address the cart goes back to) and is answered a PunchOutSetupResponse whose
// StartPage, opened once in the user's browser, signs that user into the punch-out system (PO).
// Server to server and by address: public, without `x-system`; the credentials are the cXML's.
import { call, domain, type, PUBLIC } from '../call.ts';
import { text } from '../fields.ts';

export const punchout = domain('punchout', {
  setup: call({
    method: 'POST',
    path: '/punchout/setup',
    access: PUBLIC,
    noSystemHeader: true,
    summary:
      'A cXML 1.2 PunchOutSetupRequest (text/xml); answers a PunchOutSetupResponse with a one-time StartPage, or a cXML Status (400 malformed or DOCTYPE/entity, 401 credentials)',
    body: 'xml',
    responseKind: 'xml',
    response: type<string>(),
  }),
  start: call({
    method: 'GET',
    path: '/punchout/start',
    access: PUBLIC,
    noSystemHeader: true,
    summary: "The StartPage: signs the session's user into PO once (5 minutes), then opens the punch-out system",
    query: { token: text('required|max:64') },
    responseKind: 'html',
    response: type<string>(),
  }),
});
