// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { values, vars, tokenNames, cssVar } from '../dist/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (p: string) => readFileSync(root + p, 'utf8');

/** Parses one generated class file into { selector, vars }. */
function parseCss(file: string) {
  const text = read(`dist/css/${file}.css`);
  const selector = text.slice(text.indexOf('*/') + 2, text.indexOf('{')).trim();
  const decls = Object.fromEntries([...text.matchAll(/--mro-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
  return { selector, vars: decls as Record<string, string> };
}

/** Token names (css form) that a DTCG source file defines. */
function definedIn(file: string): string[] {
  const walk = (node: Record<string, unknown>, path: string[]): string[] =>
    '$value' in node
      ? [path.join('-')]
      : Object.entries(node)
          .filter(([k]) => !k.startsWith('$'))
          .flatMap(([k, v]) => walk(v as Record<string, unknown>, [...path, k]));
  return walk(JSON.parse(read(file)), []).map((n) => n.replace(/_/g, '-'));
}

const classes = ['main', 'buyer', 'supply', 'punch-out'] as const;

describe('@mro/tokens build', () => {
  it('writes one CSS file per class, scoped on the class', () => {
    expect(parseCss('main').selector).toBe('.main');
    expect(parseCss('buyer').selector).toBe('.buyer');
    expect(parseCss('supply').selector).toBe('.supply');
    expect(parseCss('punch-out').selector).toBe('.punch-out, .buyer.punch-out');
    for (const c of classes) expect(Object.keys(parseCss(c).vars).sort()).toEqual([...tokenNames].sort());
  });

  it('punch-out inherits every buyer value except its own overrides', () => {
    const buyer = parseCss('buyer').vars;
    const punchOut = parseCss('punch-out').vars;
    const own = new Set(definedIn('src/themes/punch-out.json'));
    expect(own.size).toBeGreaterThan(0);
    for (const name of Object.keys(buyer)) {
      if (own.has(name)) expect(punchOut[name], name).not.toBe(buyer[name]);
      else expect(punchOut[name], name).toBe(buyer[name]);
    }
  });

  it('buyer and supply differ from main exactly where their sources say', () => {
    const main = parseCss('main').vars;
    for (const theme of ['buyer', 'supply'] as const) {
      const own = new Set(definedIn(`src/themes/${theme}.json`));
      const css = parseCss(theme).vars;
      for (const name of Object.keys(main)) {
        if (!own.has(name)) expect(css[name], `${theme} ${name}`).toBe(main[name]);
      }
    }
  });

  it('carries the spec measures', () => {
    expect(values.main['grid-height']).toBe('240px');
    expect(values.supply['grid-height']).toBe('300px');
    expect(values.buyer['grid-fill-offset']).toBe('72px');
    expect(values.buyer['grid-fill-offset-alt']).toBe('70px');
    expect([values.main, values.buyer, values.supply].map((v) => v['grid-row-height'])).toEqual([
      '35px',
      '30px',
      '33px',
    ]);
    expect([values.main, values.buyer].map((v) => v['grid-header-height'])).toEqual(['44px', '40px']);
    expect(values.main['form-label-width']).toBe('120px');
    expect(values.main['form-textarea-rows']).toBe('3');
    for (const size of ['small', 'medium', 'large', 'xlarge', 'xxlarge', 'login-system'])
      expect(values.main[`modal-width-${size}` as keyof typeof values.main]).toMatch(/px$/);
    expect(values.main['color-holiday-saturday']).not.toBe(values.main['color-holiday-sunday']);
    expect(values.main['color-holiday-sunday']).toBe(values.main['color-holiday-holiday']);
    expect(Number(values.main['z-message'])).toBeGreaterThan(Number(values.main['z-modal']));
    expect(Number(values.main['z-loading'])).toBeGreaterThan(Number(values.main['z-message']));
  });

  it('exports a var() tree with the same leaves as the token list', () => {
    expect(vars.color.primary.bg).toBe('var(--mro-color-primary-bg)');
    expect(vars.modal.width.login_system).toBe('var(--mro-modal-width-login-system)');
    expect(cssVar('grid-height')).toBe('var(--mro-grid-height)');
  });

  it('ships a Korean web font from npm', () => {
    const fonts = read('dist/css/fonts.css');
    expect(fonts).toContain('Copyright (c) 2021 Kil Hyung-jin');
    const weights = new Set([...fonts.matchAll(/font-weight: (\d+)/g)].map((m) => m[1]));
    expect([...weights].sort()).toEqual(['400', '500', '700']);
    for (const [, file] of fonts.matchAll(/url\(\.\.\/fonts\/([^)]+)\)/g)) {
      expect(existsSync(fileURLToPath(new URL(`../dist/fonts/${file}`, import.meta.url))), file).toBe(true);
    }
    expect(values.main['font-family-base'].startsWith('Pretendard')).toBe(true);
  });
});

/** WCAG relative luminance and contrast, to keep every class's text pairs readable. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('contrast in every class (WCAG AA, 4.5:1)', () => {
  const pairs: [string, string][] = [
    ['color-primary-fg', 'color-primary-bg'],
    ['color-primary-fg', 'color-primary-bg-hover'],
    ['color-danger-fg', 'color-danger-bg'],
    ['color-header-fg', 'color-header-bg'],
    ['color-accent-fg', 'color-accent-bg'],
    ['color-secondary-fg', 'color-secondary-bg'],
    ['color-ghost-fg', 'color-bg-canvas'],
    ['color-ghost-fg', 'color-ghost-bg-hover'],
    ['color-text-default', 'color-bg-canvas'],
    ['color-text-muted', 'color-bg-subtle'],
    ['color-text-link', 'color-bg-canvas'],
    ['color-text-danger', 'color-bg-canvas'],
    ['color-text-success', 'color-bg-canvas'],
    ['color-holiday-saturday', 'color-bg-canvas'],
    ['color-holiday-sunday', 'color-bg-canvas'],
    ['color-disabled-fg', 'color-disabled-bg'],
  ];
  for (const c of classes) {
    it.each(pairs)(`${c}: %s on %s`, (fg, bg) => {
      const v = values[c] as Record<string, string>;
      expect(contrast(v[fg]!, v[bg]!)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
