import { describe, expect, it } from 'vitest';
import {
  ORDER_PROGRESS_CODES,
  cardApprovalRefusal,
  cardCancelRefusal,
  cardPaymentState,
  paymentLetsSupplierSee,
  messages,
} from '../src/index.ts';

const card = (prgsStatCd: string) => ({ payTermCd: 'CARD', prgsStatCd, amount: '125400' });

describe('card payments of orders', () => {
  it('gives every progress status and payment its state', () => {
    const expected: Record<string, [string, string, string]> = {
      // status: [no payment, approved, cancelled]
      '1': ['LATER', 'PAID', 'CANCELLED'],
      '2': ['LATER', 'PAID', 'CANCELLED'],
      '3': ['WAIT', 'PAID', 'CANCELLED'],
      '4': ['NONE', 'PAID', 'CANCELLED'],
      '5': ['NONE', 'CANCEL_WAIT', 'CANCELLED'],
      '6': ['LATER', 'PAID', 'CANCELLED'],
      '7': ['NONE', 'PAID', 'CANCELLED'],
    };
    for (const status of ORDER_PROGRESS_CODES) {
      const [none, approved, cancelled] = expected[status]!;
      expect(cardPaymentState(card(status), null), status).toBe(none);
      expect(cardPaymentState(card(status), 'APPROVED'), status).toBe(approved);
      expect(cardPaymentState(card(status), 'CANCELLED'), status).toBe(cancelled);
      expect(cardPaymentState({ payTermCd: 'CASH', prgsStatCd: status }, null)).toBe('NONE');
    }
  });

  it('lets the supplier see a card order only once paid', () => {
    expect(paymentLetsSupplierSee(card('3'), null)).toBe(false);
    expect(paymentLetsSupplierSee(card('3'), 'APPROVED')).toBe(true);
    expect(paymentLetsSupplierSee(card('3'), 'CANCELLED')).toBe(false);
    expect(paymentLetsSupplierSee({ payTermCd: 'BILL', prgsStatCd: '3' }, null)).toBe(true);
  });

  it('approves the order amount of an approved, unpaid card order only', () => {
    expect(cardApprovalRefusal(card('3'), null, '125400')).toBeNull();
    expect(cardApprovalRefusal({ ...card('3'), payTermCd: 'CASH' }, null, '125400')).toBe('MROPY0002');
    expect(cardApprovalRefusal(card('2'), null, '125400')).toBe('MROPY0003');
    expect(cardApprovalRefusal(card('5'), null, '125400')).toBe('MROPY0003');
    expect(cardApprovalRefusal(card('3'), 'APPROVED', '125400')).toBe('MROPY0004');
    expect(cardApprovalRefusal(card('3'), 'CANCELLED', '125400')).toBe('MROPY0004');
    expect(cardApprovalRefusal(card('3'), null, '125401')).toBe('MROPY0005');
    expect(cardApprovalRefusal({ ...card('3'), amount: '10.25' }, null, '10.250')).toBeNull();
    expect(cardApprovalRefusal({ ...card('3'), amount: '9007199254740993' }, null, '9007199254740992')).toBe(
      'MROPY0005',
    );
    expect(cardApprovalRefusal(card('3'), null, '1.254e5')).toBe('MROPY0005');
  });

  it('cancels an approved payment once the order is cancelled', () => {
    expect(cardCancelRefusal(card('5'), 'APPROVED')).toBeNull();
    expect(cardCancelRefusal(card('4'), 'APPROVED')).toBe('MROPY0008');
    expect(cardCancelRefusal(card('3'), 'APPROVED')).toBe('MROPY0008');
    expect(cardCancelRefusal(card('5'), null)).toBe('MROPY0007');
    expect(cardCancelRefusal(card('5'), 'CANCELLED')).toBe('MROPY0007');
  });

  it('has its messages in both locales', () => {
    for (const n of [2, 3, 4, 5, 6, 7, 8]) {
      expect(messages.ko[`MROPY000${n}` as 'MROPY0002']).toBeTruthy();
      expect(messages.en[`MROPY000${n}` as 'MROPY0002']).toBeTruthy();
    }
  });
});
