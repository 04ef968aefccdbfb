import { describe, expect, it } from 'vitest';
import { BANNER_DEFAULT_VIEW_TIME_MS } from '@mro/rules';
import { captionKey, clickRecord, isExternal, layoutBanners, type Banner } from './banners';

const banner = (position: string, extra: Partial<Banner> = {}): Banner => ({
  position,
  subPosition: null,
  linkUrl: null,
  imagePath: `/images/banner/b-${position}.svg`,
  viewTime: null,
  ...extra,
});

describe('the banner blocks', () => {
  it('puts each banner at its position and ignores unknown positions', () => {
    const layout = layoutBanners([
      banner('1'),
      banner('3', { subPosition: '1' }),
      banner('3', { subPosition: '2' }),
      banner('9'),
    ]);
    expect(layout.at['1']).toHaveLength(1);
    expect(layout.at['3'].map((b) => b.subPosition)).toEqual(['1', '2']);
    expect(layout.at['6']).toEqual([]);
  });

  it('runs the slider at the largest viewTime of position 3, else 3,000 ms', () => {
    expect(
      layoutBanners([banner('3', { viewTime: 4000 }), banner('3', { viewTime: 5000 }), banner('1', { viewTime: 9000 })])
        .sliderMs,
    ).toBe(5000);
    expect(layoutBanners([banner('3'), banner('3', { viewTime: 0 })]).sliderMs).toBe(BANNER_DEFAULT_VIEW_TIME_MS);
    expect(layoutBanners([]).sliderMs).toBe(3000);
  });

  it('records a click only for a banner with a key', () => {
    expect(clickRecord('WELCOME', banner('3', { key: 'WEL-3-1', subPosition: '1' }))).toEqual({
      bannerPage: 'WELCOME',
      banner: { key: 'WEL-3-1', subPosition: '1' },
    });
    expect(clickRecord('WELCOME', banner('5'))).toBeNull();
  });

  it('names captions by image and tells other sites from our routes', () => {
    expect(captionKey(banner('1', { imagePath: '/images/banner/welcome-1.svg' }))).toBe('welcome-1');
    expect(isExternal('https://www.example.com/logistics')).toBe(true);
    expect(isExternal('/notice/list?type=1')).toBe(false);
  });
});
