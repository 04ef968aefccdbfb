import { describe, expect, it } from 'vitest';
import { errorPageStyle } from './errorPageStyle';

describe('the no-permission page’s style by system (decision 0030)', () => {
  it('nopage on the main site, no_breadcrumb for the buyer and the other frames', () => {
    expect(errorPageStyle('MAIN')).toBe('nopage');
    expect(errorPageStyle('BY')).toBe('no_breadcrumb');
    for (const system of ['MP', 'SP', 'PO', 'DEV'] as const) expect(errorPageStyle(system)).toBe('no_breadcrumb');
  });
});
