// The Stack's and Group's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const stackDocs = componentDocs({
  summary: `
Layout primitives: \`Stack\` puts its children one under another, \`Group\` side by side (wrapping
when the row is full, centred on the cross axis). The \`gap\` is a step of the spacing tokens
(\`'0'\`…\`'8'\`: 0, 2, 4, 8, 12, 16, 20, 24, 32 px), so a screen never writes a pixel value and the
spacing follows the theme. Layout only: a div with no role; \`as\` makes it a list or a section.`,
  usage: `
<Stack gap="5">
  <SearchBox form={form} onSearch={search}>…</SearchBox>
  <Group justify="flex-end">
    <Button variant="secondary">{t('common.excel')}</Button>
    <Button onClick={save}>{t('common.save')}</Button>
  </Group>
  <DataGrid … />
</Stack>`,
  dos: ["use the gap for the spacing between a screen's parts.", 'use `as="ul"` with `li` children for a list.'],
  donts: ['add margins to the children to space them.', 'nest Stacks only to add one more gap: pick the step.'],
});
