// The FileButton's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const fileButtonDocs = componentDocs({
  summary: `
A button that opens the system's file chooser and hands the one chosen file to \`onFile\` (a bulk
upload's spreadsheet). The chooser's input is hidden and emptied after each choice, so the same
file can be chosen again after a correction. Several files, sizes and resumable uploads are the
\`FileLoader\`'s.`,
  usage: `
<FileButton accept=".xlsx,.xls,.csv" onFile={(file) => upload.mutateAsync(file)}>
  {t('supplierCatalog.upload')}
</FileButton>`,
  dos: ['say in the label what the file is for.', 'limit the types with `accept` (the server checks again).'],
  donts: ['use it for attachments a record keeps (use FileLoader).'],
});
