// Report tokens (the report viewer reads a report's parameters once) and card payments (a page
// the gateway's form posts to; the answer is an HTML page that posts the envelope back).
import { call, domain, PUBLIC, SIGNED_IN, type } from '../call.ts';
import { object, oneOf, optText, text } from '../fields.ts';
import type { Money } from '../money.ts';

export interface CardApproval {
  ordNo: string;
  apprNo: string;
  amount: Money;
  approvedAt: string;
}

export interface CardCancel {
  ordNo: string;
  apprNo: string | null;
  cancelledAt: string;
}

const CARD_ACCESS = PUBLIC;

export const payments = domain('payments', {
  reportToken: call({
    method: 'POST',
    path: '/token/report',
    access: SIGNED_IN,
    summary:
      'A one-time token (5 minutes) for the report viewer with the report’s parameters; ORDER_SHEET needs params.ordNo of an order the caller’s company may read (else MROCM0010)',
    body: {
      reportId: text('required|max:40'),
      // The document a report shows (each checked by the handler against the caller's company);
      // other members are the report's own parameters, kept as sent.
      params: object(
        { ordNo: optText('max:20'), dlvNo: optText('max:30'), invNo: optText('max:30'), ctrtNo: optText('max:20') },
        { open: true, description: "the report's parameters: ordNo, dlvNo, invNo or ctrtNo of the document shown" },
      ),
    },
    response: type<{ token: string; expiresAt: string }>(),
  }),
  report: call({
    method: 'GET',
    path: '/anonymous/report/:token',
    access: PUBLIC,
    summary: 'What the report viewer reads with the token: once',
    response: type<{ reportId: string; params: unknown; loginId: string; cpCd: string }>(),
  }),
  reportView: call({
    method: 'POST',
    path: '/anonymous/report/view',
    access: PUBLIC,
    noSystemHeader: true,
    summary:
      "The report viewer's and the print window's page (decision 0060): the form-posted one-time token exchanged for the document as HTML (ORDER_SHEET: the purchase order); print=Y prints it 1 s after loading",
    body: { token: text('required|max:64'), locale: text(), print: oneOf(['Y', 'N']) },
    responseKind: 'html',
    response: type<string>(),
  }),
  cardApproval: call({
    method: 'POST',
    path: '/cards/approval',
    access: CARD_ACCESS,
    noSystemHeader: true,
    summary: "A card payment's approval (a buyer's session; the portal's Origin); answers an HTML page",
    body: {
      ordNo: text('required|max:40|alpha_dash'),
      amount: text('required|numeric|max:12|min_value:1'),
      locale: text(),
    },
    responseKind: 'html',
    response: type<CardApproval>(),
  }),
  cardCancel: call({
    method: 'POST',
    path: '/cards/cancel',
    access: CARD_ACCESS,
    noSystemHeader: true,
    summary: "A card payment's cancel; answers an HTML page",
    body: { ordNo: text('required|max:40|alpha_dash'), locale: text() },
    responseKind: 'html',
    response: type<CardCancel>(),
  }),
});
