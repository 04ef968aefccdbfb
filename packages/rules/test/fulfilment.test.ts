import { describe, expect, it } from 'vitest';
import {
  DELIVERY_ACTIONS,
  DELIVERY_STATUSES,
  LINE_CONFIRM_ACTIONS,
  LINE_CONFIRM_STATUSES,
  checkDeliveryLines,
  checkLineDecision,
  checkTransport,
  deliverableQty,
  deliveryActionsOf,
  deliveryDayRefusal,
  deliveryReceived,
  deliveryTransitionRefusal,
  fulfilmentOrderRefusal,
  lineConfirmActionsOf,
  lineConfirmRefusal,
  messages,
} from '../src/index.ts';

describe('line confirmation', () => {
  it('allows confirm and refuse from WAIT only, every other pair refused with MROSO0001', () => {
    for (const status of LINE_CONFIRM_STATUSES)
      for (const action of LINE_CONFIRM_ACTIONS)
        expect(lineConfirmRefusal(status, action)).toBe(status === 'WAIT' ? null : 'MROSO0001');
    expect(lineConfirmActionsOf('WAIT')).toEqual(['confirm', 'refuse']);
    expect(lineConfirmActionsOf('CONF')).toEqual([]);
    expect(lineConfirmActionsOf('REFU')).toEqual([]);
  });

  it('lets the supplier act on approved orders only', () => {
    expect(fulfilmentOrderRefusal('3')).toBeNull();
    expect(fulfilmentOrderRefusal('4')).toBe('MROSO0006');
    expect(fulfilmentOrderRefusal('5')).toBe('MROSO0006');
    for (const s of ['0', '1', '2', '6', '7']) expect(fulfilmentOrderRefusal(s)).toBe('MROSO0007');
  });

  const line = { requestedDt: '20261210', today: '20261126' };

  it('confirms with a promised day between today and the requested day', () => {
    expect(checkLineDecision({ action: 'confirm', promisedDt: '20261126' }, line)).toEqual({
      ok: true,
      value: { status: 'CONF', promisedDt: '20261126', reason: null },
    });
    expect(checkLineDecision({ action: 'confirm', promisedDt: '20261210', reason: ' ' }, line)).toMatchObject({
      ok: true,
    });
  });

  it('refuses a missing or past promised day and a late one without a reason', () => {
    expect(checkLineDecision({ action: 'confirm' }, line)).toMatchObject({ field: 'promisedDt', code: 'MROSO0002' });
    expect(checkLineDecision({ action: 'confirm', promisedDt: '2026-12-01' }, line)).toMatchObject({
      code: 'MROSO0002',
    });
    expect(checkLineDecision({ action: 'confirm', promisedDt: '20261125' }, line)).toMatchObject({ code: 'MROSO0003' });
    expect(checkLineDecision({ action: 'confirm', promisedDt: '20261211' }, line)).toMatchObject({
      field: 'reason',
      code: 'MROSO0004',
      params: { requestedDt: '20261210' },
    });
    expect(checkLineDecision({ action: 'confirm', promisedDt: '20261211', reason: '자재 수급 지연' }, line)).toEqual({
      ok: true,
      value: { status: 'CONF', promisedDt: '20261211', reason: '자재 수급 지연' },
    });
  });

  it('refuses with a reason only, at most 500 characters', () => {
    expect(checkLineDecision({ action: 'refuse', reason: '  ' }, line)).toMatchObject({ code: 'MROSO0005' });
    expect(checkLineDecision({ action: 'refuse', reason: '단종' }, line)).toEqual({
      ok: true,
      value: { status: 'REFU', promisedDt: null, reason: '단종' },
    });
    expect(checkLineDecision({ action: 'refuse', reason: 'x'.repeat(501) }, line)).toMatchObject({ code: 'MROSO0008' });
  });
});

describe('deliveries', () => {
  it('ships or cancels a scheduled delivery only and receives a shipped one only', () => {
    const allowed: Record<string, string[]> = { SCHD: ['ship', 'cancel'], SHIP: ['receive'], DONE: [], CANC: [] };
    for (const status of DELIVERY_STATUSES)
      for (const action of DELIVERY_ACTIONS) {
        const refusal = deliveryTransitionRefusal(status, action);
        if (allowed[status]!.includes(action)) expect(refusal).toBeNull();
        else expect(refusal).toBe(action === 'receive' ? 'MRODL0006' : 'MRODL0005');
      }
    expect(deliveryActionsOf('SCHD')).toEqual(['ship', 'cancel']);
    expect(deliveryActionsOf('SHIP')).toEqual([]);
  });

  const lines = [
    { lineNo: 1, status: 'CONF', ordered: 10, delivered: 4 },
    { lineNo: 2, status: 'WAIT', ordered: 5, delivered: 0 },
    { lineNo: 3, status: 'CONF', ordered: 3, delivered: 3 },
  ];

  it('never delivers more than is left, and only confirmed lines', () => {
    expect(deliverableQty(10, 4)).toBe(6);
    expect(deliverableQty(3, 5)).toBe(0);
    expect(checkDeliveryLines([{ lineNo: 1, qty: '6' }], lines)).toEqual({ ok: true, value: [{ lineNo: 1, qty: 6 }] });
    expect(checkDeliveryLines([{ lineNo: 1, qty: 7 }], lines)).toMatchObject({
      lineNo: 1,
      code: 'MRODL0001',
      params: { max: 6 },
    });
    expect(checkDeliveryLines([{ lineNo: 3, qty: 1 }], lines)).toMatchObject({ code: 'MRODL0001', params: { max: 0 } });
    expect(checkDeliveryLines([{ lineNo: 2, qty: 1 }], lines)).toMatchObject({ lineNo: 2, code: 'MRODL0002' });
    expect(checkDeliveryLines([{ lineNo: 9, qty: 1 }], lines)).toMatchObject({ lineNo: 9, code: 'MRODL0002' });
    expect(checkDeliveryLines([{ lineNo: 1, qty: 7 }], lines, { kind: 'EXCHANGE' })).toMatchObject({ ok: true });
  });

  it('refuses an empty delivery, a repeated line and bad quantities with the cart codes', () => {
    expect(checkDeliveryLines([], lines)).toMatchObject({ code: 'MRODL0003' });
    expect(
      checkDeliveryLines(
        [
          { lineNo: 1, qty: '' },
          { lineNo: 1, qty: 0 },
        ],
        lines,
      ),
    ).toMatchObject({ code: 'MRODL0003' });
    expect(
      checkDeliveryLines(
        [
          { lineNo: 1, qty: 1 },
          { lineNo: 1, qty: 2 },
        ],
        lines,
      ),
    ).toMatchObject({ code: 'MRODL0004' });
    expect(checkDeliveryLines([{ lineNo: 1, qty: '３' }], lines)).toMatchObject({ code: 'MROCT0002' });
    expect(checkDeliveryLines([{ lineNo: 1, qty: '-1' }], lines)).toMatchObject({ code: 'MROCT0003' });
    expect(checkDeliveryLines([{ lineNo: 1, qty: '1.5' }], lines)).toMatchObject({ code: 'ACMCM0009' });
  });

  it('checks the transport of either kind', () => {
    expect(checkTransport({ transKind: 'CARRIER', carrierCd: 'CJ', trackingNo: '6012-3456-7890' })).toEqual({
      ok: true,
    });
    expect(checkTransport({ transKind: 'CARRIER', trackingNo: '1' })).toMatchObject({
      field: 'carrierCd',
      code: 'MRODL0007',
    });
    expect(checkTransport({ transKind: 'CARRIER', carrierCd: 'CJ' })).toMatchObject({
      field: 'trackingNo',
      code: 'MRODL0007',
    });
    expect(checkTransport({ transKind: 'CARRIER', carrierCd: 'CJ', trackingNo: '송장 1' })).toMatchObject({
      code: 'MRODL0008',
    });
    expect(checkTransport({ transKind: 'CARRIER', carrierCd: 'CJ', trackingNo: '1'.repeat(41) })).toMatchObject({
      code: 'MRODL0008',
    });
    expect(checkTransport({ transKind: 'OWN', vehicleNo: '12가 3456', driverNm: '김기사' })).toEqual({ ok: true });
    expect(checkTransport({ transKind: 'OWN', vehicleNo: '12가 3456' })).toMatchObject({ field: 'driverNm' });
    expect(checkTransport({ transKind: 'OWN', driverNm: 'Kim' })).toMatchObject({ field: 'vehicleNo' });
    expect(checkTransport({ transKind: 'SHIP' })).toMatchObject({ field: 'transKind', code: 'ACMCM0002' });
  });

  it('plans no delivery in the past and closes a delivery when every line is received', () => {
    expect(deliveryDayRefusal('20261125', '20261126')).toBe('MRODL0009');
    expect(deliveryDayRefusal('20261126', '20261126')).toBeNull();
    expect(deliveryDayRefusal('', '20261126')).toBe('ACMCM0002');
    expect(
      deliveryReceived([
        { qty: 3, received: 3 },
        { qty: 2, received: 2 },
      ]),
    ).toBe(true);
    expect(
      deliveryReceived([
        { qty: 3, received: 3 },
        { qty: 2, received: 1 },
      ]),
    ).toBe(false);
    expect(deliveryReceived([])).toBe(false);
  });

  it('has every code it uses in both locales', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(messages.en[`MROSO000${n}` as 'MROSO0001']).toBeTruthy();
    for (const n of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'])
      expect(messages.en[`MRODL00${n}` as 'MRODL0001']).toBeTruthy();
  });
});
