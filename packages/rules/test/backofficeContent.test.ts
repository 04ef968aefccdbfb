import { describe, expect, it } from 'vitest';
import { BANNER_SCHEMA, bannerImageType, isBannerLink, isMenuPath, validate } from '../src/index.ts';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);

describe('the back office content rules', () => {
  it('tells an image by its bytes, never its name', () => {
    expect(bannerImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(bannerImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(bannerImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('image/gif');
    expect(bannerImageType(bytes(0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50))).toBe('image/webp');
    // A RIFF that is not WebP (a WAV), a PDF, SVG markup, nothing.
    expect(bannerImageType(bytes(0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x41, 0x56, 0x45))).toBeNull();
    expect(bannerImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(bannerImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(bannerImageType(new Uint8Array())).toBeNull();
  });

  it('keeps links to our screens or the web and view times of 1 to 60 seconds', () => {
    expect(isBannerLink('')).toBe(true);
    expect(isBannerLink('/by/order/list')).toBe(true);
    expect(isBannerLink('https://example.com/a?b=1')).toBe(true);
    expect(isBannerLink('javascript:alert(1)')).toBe(false);
    expect(isBannerLink('data:text/html,x')).toBe(false);
    expect(isBannerLink('//evil.example/x')).toBe(false);
    expect(validate('0', BANNER_SCHEMA.viewSeconds)?.rule).toBe('between');
    expect(validate('61', BANNER_SCHEMA.viewSeconds)?.rule).toBe('between');
    expect(validate('5', BANNER_SCHEMA.viewSeconds)).toBeNull();
  });

  it('accepts a menu path of the system by the path rule only', () => {
    expect(isMenuPath('BY', '')).toBe(true);
    expect(isMenuPath('BY', '/by/order/list')).toBe(true);
    expect(isMenuPath('SP', '/sp/tax-invoice/list')).toBe(true);
    for (const path of ['/sp/order/list', '/by', '/by/', '/by/Order', '/by/a//b', '/by/a-', '/by/a?x=1', 'by/a'])
      expect(isMenuPath('BY', path), path).toBe(false);
    expect(isMenuPath('BY', '/by/a/b/c/d/e/f')).toBe(true);
    expect(isMenuPath('BY', '/by/a/b/c/d/e/f/g')).toBe(false);
  });
});
