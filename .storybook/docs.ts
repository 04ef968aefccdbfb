// What a component's docs page (autodocs) says beyond its props table, in one shape: what it is,
// how an app uses it, what it shows in Korean and in English, the message codes it can show, and
// do / don't. Texts and messages come from the catalogues (the ui's i18n resources and
// @mro/rules), never retyped here, so a page cannot drift from what the widget shows.
import { formatMessage, type MessageCode } from '@mro/rules';
import ko from '../packages/ui/src/i18n/locales/ko.json';
import en from '../packages/ui/src/i18n/locales/en.json';

type Tree = { [key: string]: string | Tree };

const lookup = (tree: Tree, key: string): string => {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof found !== 'string') throw new Error(`docs: no text "${key}" in the ui catalogue`);
  return found;
};

/** A markdown table cell: pipes escaped, one line. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export interface ComponentDocs {
  /** What it is and when a screen uses it (markdown). */
  summary: string;
  /** How an app uses it (TSX). */
  usage: string;
  /** Texts it shows, by key of the ui catalogue, with where they appear. */
  texts?: readonly (readonly [key: string, where: string])[];
  /** Message codes it can show, with when. */
  codes?: readonly (readonly [code: MessageCode, when: string])[];
  dos: readonly string[];
  donts: readonly string[];
}

/** The docs page's description as markdown (exported for tests). */
export function componentDocsMarkdown(docs: ComponentDocs): string {
  const parts = [docs.summary.trim(), `\`\`\`tsx\n${docs.usage.trim()}\n\`\`\``];
  if (docs.texts?.length) {
    parts.push(
      [
        '**In Korean and English** (the ui catalogue; a screen passes its own labels):',
        '',
        '| Where | 한국어 | English |',
        '| --- | --- | --- |',
        ...docs.texts.map(([key, where]) => `| ${where} | ${cell(lookup(ko, key))} | ${cell(lookup(en, key))} |`),
      ].join('\n'),
    );
  }
  if (docs.codes?.length) {
    parts.push(
      [
        '**Message codes it can show** (`docs/rules.md` has every code):',
        '',
        '| Code | 한국어 | English | When |',
        '| --- | --- | --- | --- |',
        ...docs.codes.map(
          ([code, when]) =>
            `| ${code} | ${cell(formatMessage(code, 'ko'))} | ${cell(formatMessage(code, 'en'))} | ${when} |`,
        ),
      ].join('\n'),
    );
  }
  parts.push(docs.dos.map((d) => `- **Do** ${d}`).join('\n'));
  parts.push(docs.donts.map((d) => `- **Don't** ${d}`).join('\n'));
  return parts.join('\n\n');
}

/** `parameters` for a component's meta: its docs page's description. */
export function componentDocs(docs: ComponentDocs) {
  return { docs: { description: { component: componentDocsMarkdown(docs) } } };
}
