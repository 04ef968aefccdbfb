import { describe, expect, it } from 'vitest';
import { buildLaunchUrl, customsTrackingUrl, deliveryTrackingUrl, warehouseUrl } from './launch';

// The seeded templates (apps/api/src/seeds/seedLaunchCodes.ts), copied as fixtures.
const WMS = 'https://wms.example.com/sso?userId={loginId}&lang={lang}';
const DELIVERY = 'https://tracking.example.com/delivery?carrier={carrier}&invoice={invoiceNo}';
const CUSTOMS = 'https://unipass.example.com/cargo?blNo={blNo}&blYy={year}';

describe('launch addresses (decision 0038)', () => {
  it('the warehouse sign-on for the user, the value encoded', () => {
    expect(warehouseUrl(WMS, { loginId: 'buyer01', lang: 'KO' })).toBe(
      'https://wms.example.com/sso?userId=buyer01&lang=KO',
    );
    expect(warehouseUrl(WMS, { loginId: 'a&b=c d', lang: 'EN' })).toBe(
      'https://wms.example.com/sso?userId=a%26b%3Dc%20d&lang=EN',
    );
  });

  it('delivery and customs tracking', () => {
    expect(deliveryTrackingUrl(DELIVERY, { carrier: 'CJ', invoiceNo: '6001-2345' })).toBe(
      'https://tracking.example.com/delivery?carrier=CJ&invoice=6001-2345',
    );
    expect(customsTrackingUrl(CUSTOMS, { blNo: 'HDMU1234567', year: 2026 })).toBe(
      'https://unipass.example.com/cargo?blNo=HDMU1234567&blYy=2026',
    );
  });

  it('no address without a template, with a value missing, or for anything but http(s)', () => {
    expect(warehouseUrl(undefined, { loginId: 'buyer01', lang: 'KO' })).toBeNull();
    expect(deliveryTrackingUrl(DELIVERY, { carrier: 'CJ', invoiceNo: '' })).toBeNull();
    expect(buildLaunchUrl('javascript:alert({x})', { x: 1 })).toBeNull();
    expect(buildLaunchUrl('not an address')).toBeNull();
    expect(buildLaunchUrl('https://remote.example.com/mro')).toBe('https://remote.example.com/mro');
  });
});
