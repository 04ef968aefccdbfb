// The FileLoader's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const fileLoaderDocs = componentDocs({
  summary: `
The attachment list of the spec's screens (001 §7) over \`@mro/upload\`: files are checked before
anything is sent (name, extension, blocked types, sizes, duplicates; the server checks the same with
the same rules and the content's magic bytes), added by the button or by dropping them, and sent
when the page saves: small files plainly, large ones in chunks (resumed after a reload or a
cancel), deletions with them. In download mode the list downloads one file or the checked ones.
The stories run against a mock file server; their demo page's props are below.`,
  usage: `
const files = useFileLoader({ client, athFileId: detail.athFileId, initialFiles: detail.files });
// on save: const saved = await files.save(); then send saved.athFileId with the form
<FileLoader loader={files} label={t('report.evidence')} />`,
  texts: [
    ['fileLoader.add', 'the add button'],
    ['fileLoader.dropHint', 'the hint beside it (under it in a narrow column)'],
    ['fileLoader.reset', 'the reset button'],
    ['fileLoader.dismissRefused', "the close button of the refused files' list (until the next add)"],
    ['fileLoader.empty', 'an empty list'],
    ['fileLoader.statusCreated', "a file's status after it was sent"],
    ['fileLoader.statusFailed', "a file's status when sending failed"],
  ],
  codes: [
    ['PICMCM0011', 'an extension not accepted here'],
    ['PICMCM0025', 'the same name twice'],
    ['ACMCM0119', 'an empty file'],
    ['ACMCM0024', 'a file over its size limit'],
    ['RPUSM0002', 'reset over files not yet sent'],
    ['ABYER0004', 'download with no file checked'],
  ],
  dos: [
    'save the files before the form and send the returned `athFileId` with it; on a failure keep the form as it is (the list says what failed).',
    'pass `docTypes` where the spec asks for a document type per file (supplier documents).',
  ],
  donts: [
    'upload on add: a file is sent when the page saves, so a user can still remove it.',
    'repeat the file checks in the page: the loader and the server share them.',
  ],
});
