// The portal draws tables, tabs and wizard steps with @mro/ui only (issue 42, item 4): a screen that
// builds its own gets none of the widgets' keyboard, IME, a11y, theming and 375 px behaviour. This
// fails on a hand-made table (`styled.table`, `<table>`, its rows and cells), a hand-made tab list
// (`role="tab"`, `role="tablist"`, `aria-selected`), a hand-made step list or pill tabs (the current
// step or pill marked with `aria-current`, a styled component named after steps) anywhere in
// apps/portal/src. A tab panel of the frame's open screens (`role="tabpanel"` with @mro/ui's
// `pageTabIds`) is the frame's use of PageTabs, not a tab list of its own. HTML put in the page
// unsanitized (`dangerouslySetInnerHTML`) is RichText's job. Tests are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const src = join(root, 'apps/portal/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What a hand-made widget looks like in source, and the @mro/ui component that replaces it. */
export const HAND_MADE: readonly (readonly [RegExp, string])[] = [
  [/\bstyled\s*(?:\.\s*(?:table|thead|tbody|tr|th|td)\b|\(\s*['"](?:table|thead|tbody|tr|th|td)['"])/, 'Table'],
  [/<(?:table|thead|tbody|tr|th|td)[\s>]/, 'Table'],
  [/\brole\s*[=:]\s*\{?\s*['"](?:tab|tablist)['"]/, 'Tabs'],
  [/\baria-selected\b/, 'Tabs'],
  [/\baria-current\b/, 'Steps or Tabs'],
  [/\b\w*(?:Step|Wizard)\w*\s*=\s*styled\b/, 'Steps'],
  [/\bdangerouslySetInnerHTML\b/, 'RichText'],
];

/** The hand-made widgets in one file's text: `line: what → component`. */
export function handMadeWidgets(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    // Comments may name what they replace.
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    for (const [pattern, component] of HAND_MADE) {
      const match = pattern.exec(code);
      if (match) found.push(`${index + 1}: ${match[0].trim()} → @mro/ui ${component}`);
    }
  });
  return found;
}

describe('portal widgets come from @mro/ui', () => {
  it('finds each kind of hand-made widget (the check can fail)', () => {
    expect(handMadeWidgets('const Table = styled.table`\n  width: 100%;\n`;')).toEqual([
      '1: styled.table → @mro/ui Table',
    ]);
    expect(handMadeWidgets("const T = styled('td')``;")).toEqual(["1: styled('td' → @mro/ui Table"]);
    expect(handMadeWidgets('      <table aria-labelledby="x">')).toEqual(['1: <table → @mro/ui Table']);
    expect(handMadeWidgets('  <tr key={row.id}>')).toEqual(['1: <tr → @mro/ui Table']);
    expect(handMadeWidgets('<button role="tab" aria-selected={on}>')).toEqual([
      '1: role="tab" → @mro/ui Tabs',
      '1: aria-selected → @mro/ui Tabs',
    ]);
    expect(handMadeWidgets('<div role="tablist">')).toEqual(['1: role="tablist" → @mro/ui Tabs']);
    expect(handMadeWidgets("<li aria-current={i === current ? 'step' : undefined}>")).toEqual([
      '1: aria-current → @mro/ui Steps or Tabs',
    ]);
    expect(handMadeWidgets('<div dangerouslySetInnerHTML={{ __html: post.cntn }} />')).toEqual([
      '1: dangerouslySetInnerHTML → @mro/ui RichText',
    ]);
    expect(handMadeWidgets('export const StepActions = styled.div`')).toEqual([
      '1: StepActions = styled → @mro/ui Steps',
    ]);
    // Not hand-made: the frame's panel for PageTabs, a word in a comment, a list of the history.
    expect(handMadeWidgets('<Panel role="tabpanel" id={ids.panel}>')).toEqual([]);
    expect(handMadeWidgets('// the old <table> moved to Table')).toEqual([]);
    expect(handMadeWidgets('export const History = styled.ol`')).toEqual([]);
  });

  it('leaves no hand-made table, tabs or steps in apps/portal/src', () => {
    const offenders = sourceFiles(src).flatMap((file) =>
      handMadeWidgets(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file).replaceAll('\\', '/')}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
