import { describe, expect, it } from 'vitest';
import type { ReceiptLineRow, ShippedDeliveryLine } from '@mro/contract';
import { canReceive, deliveryOffer } from './model';

const delivery = (kindCd: string, qty: number, rcvQty = 0): ShippedDeliveryLine => ({
  dlvNo: `DL-${kindCd}`,
  dlvDt: '20261201',
  kindCd,
  qty,
  rcvQty,
  openQty: qty - rcvQty,
});

const line = (rcvQty: number, deliveries: ShippedDeliveryLine[] = [], prgsStatCd = '3'): ReceiptLineRow => ({
  ordNo: 'OD1',
  lineNo: 1,
  regDt: '20261120',
  prgsStatCd,
  spNm: 'supplier',
  itemCd: 'CI1',
  itemNm: 'item',
  specCn: null,
  unitCd: 'EA',
  ordQty: 200,
  rcvQty,
  accQty: rcvQty,
  rejQty: 0,
  rcvStatCd: rcvQty === 0 ? 'WAIT' : rcvQty < 200 ? 'PART' : 'DONE',
  lastRcvDt: null,
  reqDlvDt: '20261220',
  version: 1,
  cnfmStatCd: 'CONF',
  deliveries,
});

describe('canReceive', () => {
  it('offers a line of an approved order with something left', () => {
    expect(canReceive(line(0))).toBe(true);
    expect(canReceive(line(150))).toBe(true);
  });

  it('refuses a line received in full with no delivery open, and an order not approved', () => {
    expect(canReceive(line(200))).toBe(false);
    expect(canReceive(line(0, [], '4'))).toBe(false);
    expect(canReceive(null)).toBe(false);
  });

  it("offers a line received in full while an exchange's replacement is shipped (decision 0073)", () => {
    expect(canReceive(line(200, [delivery('EXCHANGE', 2)]))).toBe(true);
    expect(canReceive(line(200, [delivery('EXCHANGE', 2, 2)]))).toBe(false);
    expect(canReceive(line(200, [delivery('EXCHANGE', 2)], '4'))).toBe(false);
  });
});

describe('deliveryOffer', () => {
  it("offers a delivery's open quantity, at most what the line has left", () => {
    expect(deliveryOffer(line(0), delivery('NORMAL', 100))).toBe(100);
    expect(deliveryOffer(line(150), delivery('NORMAL', 100, 20))).toBe(50);
  });

  it("offers an exchange's replacement in full: it is not counted against the line", () => {
    expect(deliveryOffer(line(200), delivery('EXCHANGE', 2))).toBe(2);
  });
});
