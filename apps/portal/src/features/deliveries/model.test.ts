import { describe, expect, it } from 'vitest';
import type { DeliverableLine } from '@mro/contract';
import {
  customsUrlOf,
  defaultConditions,
  emptySchedule,
  linesOf,
  ordersOf,
  scheduleBody,
  searchParams,
  trackingUrlOf,
} from './model';

const line = (ordNo: string, lineNo: number): DeliverableLine => ({
  ordNo,
  lineNo,
  regDt: '20261120',
  buyerNm: `buyer of ${ordNo}`,
  itemCd: 'CI1',
  itemNm: 'item',
  specCn: null,
  unitCd: 'EA',
  ordQty: 10,
  dlvQty: 4,
  leftQty: 6,
  reqDlvDt: '20261204',
  prmsDlvDt: '20261203',
});

describe('the delivery screen model', () => {
  it('searches from a week ago to a month ahead, by status, buyer and order numbers', () => {
    const c = defaultConditions('20261126');
    expect(c.period).toEqual({ start: '20261119', end: '20261226' });
    expect(searchParams({ ...c, statCd: 'SHIP', cpNm: ' 한국 ', ordNos: 'A,B' }, null)).toEqual({
      fromDt: '20261119',
      toDt: '20261226',
      statCds: ['SHIP'],
      cpNm: '한국',
      ordNos: ['A', 'B'],
    });
  });

  it('lists each order once and its lines', () => {
    const all = [line('O2', 1), line('O2', 2), line('O1', 1)];
    expect(ordersOf(all)).toEqual([
      { ordNo: 'O2', buyerNm: 'buyer of O2' },
      { ordNo: 'O1', buyerNm: 'buyer of O1' },
    ]);
    expect(linesOf(all, 'O2').map((l) => l.lineNo)).toEqual([1, 2]);
  });

  it('sends the typed lines and only the transport of the chosen kind', () => {
    const carrier = {
      ...emptySchedule('20261126'),
      ordNo: 'O1',
      qty: { 1: ' 3 ', 2: '' },
      carrierCd: 'CJ',
      trackingNo: ' 123-4 ',
      vehicleNo: 'left over',
    };
    expect(scheduleBody(carrier)).toMatchObject({
      lines: [{ lineNo: 1, qty: '3' }],
      transKind: 'CARRIER',
      carrierCd: 'CJ',
      trackingNo: '123-4',
      vehicleNo: '',
    });
    expect(scheduleBody({ ...carrier, transKind: 'OWN', driverNm: '김' })).toMatchObject({
      carrierCd: '',
      trackingNo: '',
      vehicleNo: 'left over',
      driverNm: '김',
    });
  });

  it('builds the tracking and customs addresses from the launch templates, none without a key', () => {
    const template = 'https://tracker.example.com/{carrier}/{invoiceNo}';
    expect(trackingUrlOf(template, { carrierKey: 'kr.cjlogistics', trackingNo: '6012-3' })).toBe(
      'https://tracker.example.com/kr.cjlogistics/6012-3',
    );
    expect(trackingUrlOf(template, { carrierKey: null, trackingNo: '1' })).toBeNull();
    expect(trackingUrlOf(undefined, { carrierKey: 'x', trackingNo: '1' })).toBeNull();
    expect(
      customsUrlOf('https://unipass.example.com/cargo?blNo={blNo}&blYy={year}', {
        customsNo: 'MAEU-1',
        dlvDt: '20261124',
      }),
    ).toBe('https://unipass.example.com/cargo?blNo=MAEU-1&blYy=2026');
    expect(customsUrlOf('https://x.example.com/{blNo}', { customsNo: null, dlvDt: '20261124' })).toBeNull();
  });
});
