// The StatusLabel's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const statusLabelDocs = componentDocs({
  summary: `
An approval status (1 to 7, as the server sends it, number or string) or a grid row state as a
\`Badge\`: its text from the ui catalogue and its tone from the one status scale (\`color.status.*\`;
the grid's row backgrounds \`color.row-state.*\` refer to the same tones). The text is always shown;
an unknown code shows the code itself in the neutral tone.`,
  usage: `
<StatusLabel approval={row.apprStatCd} />
<StatusLabel rowState="updated" />`,
  texts: [
    ['status.approval.1', 'approval status 1 (neutral)'],
    ['status.approval.2', 'approval status 2 (progress)'],
    ['status.approval.3', 'approval status 3 (success)'],
    ['status.approval.4', 'approval status 4 (warning)'],
    ['status.approval.5', 'approval status 5 (muted)'],
    ['status.approval.6', 'approval status 6 (info)'],
    ['status.approval.7', 'approval status 7 (danger)'],
    ['dataGrid.state.created', 'row state created (success)'],
    ['dataGrid.state.updated', 'row state updated (info)'],
    ['dataGrid.state.deleted', 'row state deleted (muted)'],
  ],
  dos: ['pass the server code as it comes (`"3"` or `3`).', 'use it in grid cells and detail headers alike.'],
  donts: ['retype the status texts in a screen.', 'show a status by a row or cell colour without this label.'],
});
