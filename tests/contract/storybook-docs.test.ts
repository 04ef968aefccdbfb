// The components' docs pages (.storybook/docs.ts): texts and messages come from the catalogues,
// and a key that is not in the ui catalogue fails (a page cannot show a text the widget does not).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@mro/rules';
import { componentDocsMarkdown } from '../../.storybook/docs';
import ko from '../../packages/ui/src/i18n/locales/ko.json';
import en from '../../packages/ui/src/i18n/locales/en.json';

describe('component docs pages', () => {
  const base = { summary: 'A modal.', usage: '<Modal />', dos: ['name it.'], donts: ['nest it.'] };

  it('shows each text in Korean and English, each code with both texts, and do / don’t', () => {
    const md = componentDocsMarkdown({
      ...base,
      texts: [['modal.close', 'the close button']],
      codes: [['PICMCM0030', 'closing']],
    });
    expect(md).toContain(`| the close button | ${ko.modal.close} | ${en.modal.close} |`);
    expect(md).toContain(
      `| PICMCM0030 | ${formatMessage('PICMCM0030', 'ko')} | ${formatMessage('PICMCM0030', 'en')} | closing |`,
    );
    expect(md).toContain('```tsx\n<Modal />\n```');
    expect(md).toContain("- **Do** name it.\n\n- **Don't** nest it.");
  });

  it('is given to every component of the catalogue (its stories name their docs page)', () => {
    const src = join(import.meta.dirname, '../../packages/ui/src');
    const stories = readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(src, d.name))
          .filter((f) => f.endsWith('.stories.tsx'))
          .map((f) => `${d.name}/${f}`),
      );
    expect(stories.length).toBeGreaterThan(30);
    const without = stories.filter((file) => {
      const text = readFileSync(join(src, file), 'utf8');
      const meta = /const meta = \{([\s\S]*?)\n\} satisfies Meta/.exec(text)?.[1] ?? '';
      return !/parameters: [^\n]*Docs\b|parameters: \{[^}]*\.\.\.\w+Docs|docs: \{ description/.test(meta);
    });
    expect(without).toEqual([]);
  });

  it('refuses a text key the ui catalogue does not have', () => {
    expect(() => componentDocsMarkdown({ ...base, texts: [['modal.nothing', 'nowhere']] })).toThrow(/modal\.nothing/);
  });
});
