// The printable documents' shell (decision 0060): the purchase order, the delivery note, the
// e-contract and every later document are one HTML page each in Korean or English, every value
// escaped, the styles (and the print window's print script) allowed by the page's CSP nonce.
// A document gives its title, its number and its body; this module gives the page around them,
// the shared styles, escaping and amounts in the currency's decimals. Pure; no I/O.
import { PRINT_DELAY_MS, formatDateTime, formatMoney } from '@mro/rules';
import type { Locale } from '@mro/contract';

/** Text for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * An amount as the screens show it: `formatMoney` of `@mro/rules` on the stored numeric's exact
 * text (decision 0106: "12,345원", "KRW 12,345"; never through a double).
 */
export function documentMoney(amount: string, currency: string, lang: Locale): string {
  return formatMoney(amount, currency, lang);
}

/** A count grouped for the language. */
export const documentNumber = (n: number | string, lang: Locale): string =>
  Number(n).toLocaleString(lang === 'en' ? 'en-US' : 'ko-KR');

export const DOCUMENT_STYLE = `
:root { color: #111; font-family: "Noto Sans KR", "Malgun Gothic", system-ui, sans-serif; font-size: 13px; }
body { margin: 0; padding: 24px; }
h1 { font-size: 22px; margin: 0 0 4px; letter-spacing: 0.1em; text-align: center; }
h2 { font-size: 15px; margin: 20px 0 8px; }
.no { text-align: center; margin: 0 0 16px; color: #333; }
.wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #555; padding: 4px 6px; vertical-align: top; text-align: start; }
th { background: #eee; font-weight: 600; white-space: nowrap; }
td.num { text-align: end; white-space: nowrap; }
td.item { min-width: 12em; }
tfoot td { font-weight: 700; }
dl { display: grid; grid-template-columns: max-content 1fr max-content 1fr; margin: 0; border: 1px solid #555; }
dt, dd { margin: 0; padding: 4px 6px; border-bottom: 1px solid #ccc; }
dt { background: #eee; font-weight: 600; }
.signs { display: flex; flex-wrap: wrap; gap: 0; justify-content: flex-end; }
.sign { border: 1px solid #555; width: 96px; margin: 0 -1px -1px 0; text-align: center; }
.sign b { display: block; background: #eee; border-bottom: 1px solid #555; padding: 2px; }
.sign span { display: block; min-height: 44px; padding: 4px 2px; }
.sign small { display: block; padding: 2px; border-top: 1px solid #ccc; min-height: 1.4em; }
.printed { margin-top: 16px; color: #555; font-size: 11px; text-align: end; }
@media (max-width: 600px) {
  body { padding: 12px; }
  dl { grid-template-columns: max-content 1fr; }
}
@media print { body { padding: 0; } .wrap { overflow: visible; } }
`;

export interface DocumentPageOptions {
  lang: Locale;
  nonce: string;
  /** The print window's page: prints itself PRINT_DELAY_MS after it loaded. */
  print: boolean;
  now: Date;
}

export interface DocumentShell {
  /** The document's kind (the heading and, with the number, the window's title). */
  title: string;
  /** The number's label and value, shown under the heading; `numberAttr` marks it (`data-…`). */
  numberLabel: string;
  number: string;
  numberAttr: string;
  /** The document's own HTML (already escaped), between the number and the moment printed. */
  body: string;
  /** The label of the moment at the page's foot (printed at, viewed at). */
  printedLabel: string;
  /** Styles the document adds to the shared ones. */
  style?: string;
}

/** A value's term and detail in a description list. */
export const field = (term: string, value: unknown) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;

/** A moment or a day, marked as one (what a screenshot masks); nothing when empty. */
export const moment = (text: string) => (text ? `<time>${escapeHtml(text)}</time>` : '');

/** A table's header row of these column names. */
export const headerRow = (columns: string[]) =>
  `<tr>${columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr>`;

/** The whole page: the shell around a document's body. */
export function documentPage(doc: DocumentShell, { lang, nonce, print, now }: DocumentPageOptions): string {
  const e = escapeHtml;
  const script = print
    ? `<script nonce="${nonce}">window.addEventListener('load',function(){setTimeout(function(){window.print();},${PRINT_DELAY_MS});});</script>`
    : '';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${e(`${doc.title} ${doc.number}`)}</title>` +
    `<style nonce="${nonce}">${DOCUMENT_STYLE}${doc.style ?? ''}</style></head><body><main>` +
    `<h1>${e(doc.title)}</h1><p class="no">${e(doc.numberLabel)} <strong ${doc.numberAttr}>${e(doc.number)}</strong></p>` +
    doc.body +
    `<p class="printed">${e(doc.printedLabel)} ${moment(formatDateTime(now))}</p>` +
    `</main>${script}</body></html>`
  );
}
