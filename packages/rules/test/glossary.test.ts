import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUS_CODES,
  CONTRACT_STATUSES,
  DELIVERY_STATUSES,
  DOCUMENT_GLOSSARY,
  ITEM_REQUEST_STATUSES,
  LINE_CONFIRM_STATUSES,
  QUOTE_REQUEST_STATUSES,
  QUOTE_SUPPLIER_STATUSES,
  RECEIPT_LINE_STATUSES,
  RETURN_STATUSES,
  STATUS_GLOSSARY,
  TAX_INVOICE_STATUSES,
  UNIT_GLOSSARY,
  glossaryRows,
  statusTerm,
} from '../src/index.ts';

const MACHINES = {
  approval: APPROVAL_STATUS_CODES,
  lineConfirm: LINE_CONFIRM_STATUSES,
  delivery: DELIVERY_STATUSES,
  receipt: RECEIPT_LINE_STATUSES,
  returnRequest: RETURN_STATUSES,
  itemRequest: ITEM_REQUEST_STATUSES,
  quoteRequest: QUOTE_REQUEST_STATUSES,
  quoteSupplier: QUOTE_SUPPLIER_STATUSES,
  contract: CONTRACT_STATUSES,
  taxInvoice: TAX_INVOICE_STATUSES,
} as const;

// The tests run from the repository's root (vitest.config.ts).
const doc = readFileSync(resolve(process.cwd(), 'docs/glossary.md'), 'utf8').replace(/ +/g, ' ');

describe('the glossary: every status of every machine, in its order, both languages', () => {
  it('names every machine and exactly its statuses, in the machine’s order', () => {
    expect(Object.keys(STATUS_GLOSSARY).sort()).toEqual(Object.keys(MACHINES).sort());
    for (const [machine, codes] of Object.entries(MACHINES)) {
      expect(Object.keys(STATUS_GLOSSARY[machine as keyof typeof MACHINES]), machine).toEqual([...codes]);
    }
  });

  it('gives each status a Korean and an English term, distinct within a machine', () => {
    for (const [machine, table] of Object.entries(STATUS_GLOSSARY)) {
      const terms = Object.values(table as Record<string, { ko: string; en: string }>);
      for (const term of terms) {
        expect(term.ko, machine).toMatch(/[가-힣]/);
        expect(term.en, machine).toMatch(/^[A-Z][A-Za-z -]+$/);
      }
      expect(new Set(terms.map((t) => t.ko)).size, machine).toBe(terms.length);
      expect(new Set(terms.map((t) => t.en)).size, machine).toBe(terms.length);
    }
  });

  it('statusTerm looks a status up, and gives back a code it does not know', () => {
    expect(statusTerm('approval', '2', 'ko')).toBe('결재중');
    expect(statusTerm('approval', '7', 'en')).toBe('Approval rejected');
    expect(statusTerm('delivery', 'LOST', 'ko')).toBe('LOST');
    expect(statusTerm('delivery', 'toString', 'ko')).toBe('toString');
  });

  it('glossaryRows gives a code list’s seed rows', () => {
    expect(glossaryRows(UNIT_GLOSSARY)[0]).toEqual(['EA', '개', 'Each']);
  });

  it('docs/glossary.md lists every term of the table in both languages', () => {
    const tables = [...Object.values(STATUS_GLOSSARY), UNIT_GLOSSARY, DOCUMENT_GLOSSARY];
    for (const table of tables) {
      for (const [code, term] of Object.entries(table as Record<string, { ko: string; en: string }>)) {
        expect(doc, code).toContain(`| ${code} | ${term.ko} | ${term.en} |`);
      }
    }
  });
});
