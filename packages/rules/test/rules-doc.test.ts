// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from '../src/index.ts';
// @ts-expect-error: a plain .mjs script without types
import { DOC_PATH, renderRulesDoc, RULE_EXAMPLES } from '../scripts/rules-doc.mjs';

describe('docs/rules.md', () => {
  it('is what the code generates (run `npm run docs -w @mro/rules` after changing a rule or message)', () => {
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(renderRulesDoc(rules));
  });

  it('lists an example for every rule', () => {
    const documented = new Set((RULE_EXAMPLES as [string][]).map(([r]) => r.split(':')[0]));
    expect([...documented].sort()).toEqual([...rules.RULE_NAMES].sort());
  });
});
