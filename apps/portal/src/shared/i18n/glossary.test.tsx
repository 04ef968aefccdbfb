/**
 * One vocabulary (issue 57 item 3, decision 0093): every status of every state machine rendered in
 * both languages from one table (`STATUS_GLOSSARY` of @mro/rules), through the texts the screens
 * show it with: the design system's StatusLabel (approval) and the portal's resources (quotes,
 * contracts, tax invoices, receipts, notifications). The machines whose names come from a code
 * list (line confirmation, delivery, return, item request) are checked against the seeded lists
 * in apps/api/test/glossary.test.ts.
 */
import { render } from '@testing-library/react';
import { STATUS_GLOSSARY, type StatusMachine } from '@mro/rules';
import { describe, expect, it } from 'vitest';
import { MroProvider, StatusLabel, createI18n } from '@mro/ui';
import { PORTAL_NAMESPACE, portalResources } from './index';

/** Where each machine's texts live on the screens: a portal key prefix, or a code list. */
const SOURCES: Record<StatusMachine, { portal: string } | { ui: string } | { codeList: string }> = {
  approval: { ui: 'status.approval' },
  lineConfirm: { codeList: 'CNFM_STAT' },
  delivery: { codeList: 'DLV_STAT' },
  receipt: { portal: 'receipts.status' },
  returnRequest: { codeList: 'RTN_STAT' },
  itemRequest: { codeList: 'ITEM_REQ_STAT' },
  quoteRequest: { portal: 'quotes.requestStatus' },
  quoteSupplier: { portal: 'quotes.partStatus' },
  contract: { portal: 'quotes.contractStatus' },
  taxInvoice: { portal: 'taxInvoices.status' },
};

const LOCALES = ['ko', 'en'] as const;
const rows = Object.entries(STATUS_GLOSSARY).flatMap(([machine, table]) =>
  Object.entries(table as Record<string, { ko: string; en: string }>).flatMap(([code, term]) =>
    LOCALES.map((locale) => ({ machine: machine as StatusMachine, code, locale, term: term[locale] })),
  ),
);

describe('every status of every machine, both languages, one table', () => {
  it.each(rows.filter((r) => 'ui' in SOURCES[r.machine]))('$machine $code ($locale) → $term', (row) => {
    const { getByText } = render(
      <MroProvider locale={row.locale} resources={portalResources}>
        <StatusLabel approval={row.code} />
      </MroProvider>,
    );
    expect(getByText(row.term).getAttribute('data-status')).toBe(row.code);
  });

  it.each(rows.filter((r) => 'portal' in SOURCES[r.machine]))('$machine $code ($locale) → $term', (row) => {
    const source = SOURCES[row.machine] as { portal: string };
    const i18n = createI18n(row.locale, portalResources);
    expect(i18n.t(`${source.portal}.${row.code}`, { ns: PORTAL_NAMESPACE })).toBe(row.term);
  });

  it('the notifications say the approval and return statuses in the same words (lower case in English)', () => {
    const machines = ['approval', 'returnRequest'] as const;
    for (const locale of LOCALES) {
      const i18n = createI18n(locale, portalResources);
      for (const machine of machines) {
        for (const [code, term] of Object.entries(
          STATUS_GLOSSARY[machine] as Record<string, { ko: string; en: string }>,
        )) {
          const key = `notifications.status.${code}`;
          if (!i18n.exists(key, { ns: PORTAL_NAMESPACE })) continue;
          expect(i18n.t(key, { ns: PORTAL_NAMESPACE }).toLowerCase(), `${machine} ${code}`).toBe(
            term[locale].toLowerCase(),
          );
        }
      }
    }
  });
});

describe('one format for interpolated values', () => {
  it('groups every number: "총 12,000건", "Total 12,000"', () => {
    const ko = createI18n('ko', portalResources);
    expect(ko.t('orders.count', { ns: PORTAL_NAMESPACE, count: 12000 })).toBe('총 12,000건');
    const en = createI18n('en', portalResources);
    expect(en.t('orders.count', { ns: PORTAL_NAMESPACE, count: 12000 })).toContain('12,000');
  });

  it('chooses the particle by the last sound, never "을(를)"', () => {
    const ko = createI18n('ko', portalResources);
    const text = (key: string, values: Record<string, string>) => ko.t(key, { ns: PORTAL_NAMESPACE, ...values });
    expect(text('returns.confirm.approve', { rtnNo: 'RTN-0002' })).toContain('RTN-0002를 승인');
    expect(text('returns.confirm.approve', { rtnNo: 'RTN-0001' })).toContain('RTN-0001을 승인');
    expect(text('notifications.kind.QUOTE_REQUESTED', { qtNo: 'Q1', title: '안전화' })).toContain("'안전화'가 도착");
    expect(text('notifications.kind.QUOTE_REQUESTED', { qtNo: 'Q1', title: '장갑' })).toContain("'장갑'이 도착");
    const all = JSON.stringify(portalResources);
    expect(all).not.toMatch(/을\(를\)|이\(가\)|은\(는\)|\(으\)로|과\(와\)/);
  });

  it('the message catalogue chooses its particles too (MRORC0001 with 10 and 2)', () => {
    const ko = createI18n('ko', portalResources);
    expect(ko.t('MRORC0001', { ns: 'messages', keySeparator: false, nsSeparator: false, max: 10 })).toContain(
      '10을 넘을',
    );
    expect(ko.t('MRORC0001', { ns: 'messages', keySeparator: false, nsSeparator: false, max: 2 })).toContain(
      '2를 넘을',
    );
  });
});

describe('dates and words of the frame', () => {
  it('a date parameter reads YYYY-MM-DD in a notification (was "지급 예정일 20261202")', () => {
    for (const locale of LOCALES) {
      const i18n = createI18n(locale, portalResources);
      const text = i18n.t('notifications.kind.TAX_INVOICE_ISSUED', {
        ns: PORTAL_NAMESPACE,
        supplierNm: '신성안전',
        invNo: 'TI-0001',
        payDt: '20261202',
      });
      expect(text, locale).toContain('2026-12-02');
      expect(text, locale).not.toContain('20261202');
    }
  });

  it('the login button speaks the page’s language (was "LOGIN" on a Korean page)', () => {
    expect(createI18n('ko', portalResources).t('login.submit', { ns: PORTAL_NAMESPACE })).toBe('로그인');
    expect(createI18n('en', portalResources).t('login.submit', { ns: PORTAL_NAMESPACE })).toBe('Log in');
  });
});
