/**
 * The comparison of a quote request's answers (issue 44 item 2, decision 0066): one row per line
 * of the request with each supplier's unit price and amount, then the rows every answer has
 * (currency, total, lead time, validity, status, note); pure, for the buyer's comparison table.
 * Also the new request form's empty line and the answer form's starting values.
 */
import { compareMoney, formatDateValue, formatMoney, type QuoteRefusal } from '@mro/rules';
import type { QuoteAnswer, QuoteDetail } from '@mro/contract';
import type { NewQuoteLine } from './queries';

export interface CompareRow {
  key: string;
  /** The row's head: a line's item (with its spec and quantity) or a summary row's name key. */
  label: string;
  kind: 'line' | 'summary';
  /** Per supplier code: the cell's text. */
  cells: Record<string, string>;
  /** The supplier with the lowest value on a line (same currency only), or null. */
  lowest: string | null;
}

/** Money as the catalogue shows it: the one formatter (decision 0106); '' without an amount. */
export const moneyText = (value: string | null, currency: string | null, locale: string) =>
  value === null || !currency ? '' : formatMoney(value, currency, locale);

/**
 * The rows of the comparison. `names` gives the summary rows' labels (already translated) and
 * `status` a supplier part's status text. Only answered parts have prices; a line's lowest is
 * marked when every answer on it is in one currency.
 */
export function compareRows(
  detail: Pick<QuoteDetail, 'lines' | 'answers'>,
  locale: string,
  names: { currency: string; total: string; leadDays: string; validDt: string; status: string; note: string },
  status: (answer: QuoteAnswer) => string,
): CompareRow[] {
  const priced = detail.answers.filter((a) => a.crncyCd && Object.keys(a.prices).length);
  const rows: CompareRow[] = detail.lines.map((line) => {
    const cells: Record<string, string> = {};
    for (const a of priced) {
      const unit = a.prices[line.lineNo];
      if (unit !== undefined)
        cells[a.spCd] = `${moneyText(unit, a.crncyCd, locale)} × ${line.qty.toLocaleString(locale)}`;
    }
    const currencies = new Set(priced.map((a) => a.crncyCd));
    const offers = priced.filter((a) => a.prices[line.lineNo] !== undefined);
    const lowest =
      currencies.size === 1 && offers.length > 1
        ? offers.reduce((best, a) => (compareMoney(a.prices[line.lineNo]!, best.prices[line.lineNo]!) < 0 ? a : best))
            .spCd
        : null;
    return {
      key: `line-${line.lineNo}`,
      label: `${line.lineNo}. ${line.itemNm}${line.specCn ? ` (${line.specCn})` : ''}`,
      kind: 'line',
      cells,
      lowest,
    };
  });
  const summary = (key: string, label: string, cell: (a: QuoteAnswer) => string): CompareRow => ({
    key,
    label,
    kind: 'summary',
    cells: Object.fromEntries(detail.answers.map((a) => [a.spCd, cell(a)])),
    lowest: null,
  });
  rows.push(
    summary('total', names.total, (a) => moneyText(a.amount, a.crncyCd, locale)),
    summary('leadDays', names.leadDays, (a) => (a.leadDays === null ? '' : String(a.leadDays))),
    summary('validDt', names.validDt, (a) => (a.validDt ? formatDateValue(a.validDt) : '')),
    summary('status', names.status, status),
    summary('note', names.note, (a) => a.noteCn ?? a.dclnRsnCn ?? ''),
  );
  return rows;
}

export const emptyLine = (reqDt: string): NewQuoteLine => ({ itemNm: '', specCn: '', unitCd: 'EA', qty: '', reqDt });

/** The field of a refusal as the form names it (`lines.0.qty` → line 0's qty). */
export function refusalField(refusal: QuoteRefusal): { line: number | null; field: string } {
  const parts = refusal.field.split('.');
  return parts.length === 3 && parts[0] === 'lines'
    ? { line: Number(parts[1]), field: parts[2]! }
    : { line: null, field: refusal.field };
}
