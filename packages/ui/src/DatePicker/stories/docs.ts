// The DatePicker's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const datePickerDocs = componentDocs({
  summary: `
A date typed through a YYYY-MM-DD mask or picked in a calendar (react-day-picker) that marks
today, Saturdays, Sundays and the holidays of a \`HolidayProvider\`. The value is YYYYMMDD (YYYYMM
or YYYY for the shorter formats) or ''. An impossible or unfinished date is marked when the field
is left, with its text kept so the user can fix it.`,
  usage: `
<HolidayProvider holidays={holidays}>
  <Field label={t('delivery.date')}>
    <DatePicker value={due} onValueChange={setDue} min={today} today={serverToday} />
  </Field>
</HolidayProvider>`,
  texts: [
    ['datePicker.open', 'the calendar button'],
    ['datePicker.today', "today's mark"],
    ['datePicker.holiday', "a holiday's mark"],
    ['datePicker.noEnd', "a valid-to date's no-end choice (`noEnd`)"],
  ],
  codes: [['PICMCM0058', 'an impossible or unfinished date, when the field is left']],
  dos: [
    "pass the server's date as `today` where the day matters (deadlines).",
    "give a valid-to date `noEnd`: no end is 9999-12-31, the spec's maximum.",
  ],
  donts: ['convert between YYYY-MM-DD and YYYYMMDD in the page: the value is YYYYMMDD.'],
});
