// The DateRangePicker's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const dateRangePickerDocs = componentDocs({
  summary: `
A start and an end date that keep their order (the end cannot precede the start), each typed
(YYYY-MM-DD) or picked in a calendar, with presets (today, 1 week, 1 month, 3 months) and the
spec's limits: at most so many days (ACMCM0034), months (ABYEC0012) or one year (ABYMC0019);
both required (ACMCM0002) or both-or-none (PICMCM0015). Values are YYYYMMDD. A limit is said at
once; a missing date only once focus has left the pair (an empty required range does not open in
error, and typing the start does not flash one). \`error\` shows a refusal from outside (a
form's submit, the server's field error) the same way.`,
  usage: `
<FormItem name="period" label={t('itemRequests.period')}>
  <DateRangePicker label={t('itemRequests.period')} today={today} required maxYears={1} />
</FormItem>`,
  texts: [
    ['dateRange.start', 'the start date field'],
    ['dateRange.end', 'the end date field'],
    ['dateRange.to', 'between the two'],
    ['dateRange.presets', 'the presets group'],
    ['dateRange.week', 'a preset'],
  ],
  codes: [
    ['ACMCM0034', 'past the most days'],
    ['ABYEC0012', 'past the most months'],
    ['ABYMC0019', 'past one year'],
    ['ACMCM0002', 'a date missing where both are required'],
    ['PICMCM0015', 'one date without the other'],
  ],
  dos: [
    'give a search period a default that returns something (the last month).',
    "take the limit from the server's rule for the same search.",
  ],
  donts: ['check the order yourself: the picker keeps it.'],
});
