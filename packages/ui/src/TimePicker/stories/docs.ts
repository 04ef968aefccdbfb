// The TimePicker's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const timePickerDocs = componentDocs({
  summary: `
A time typed (HH:MM, 24-hour or with AM/PM) or picked from a list in steps of 1, 5, 10, 30 or
60 minutes; the value is HH:MM:00. ArrowUp/ArrowDown move by the step. A typed time off the
step snaps to the nearest time of the list when the field is left, so typed and picked times
agree; text that is not a time goes back to the last valid one, and empty clears.`,
  usage: `
<FormItem name="deliveryTime" label={t('delivery.time')}>
  <TimePicker step={30} />
</FormItem>`,
  texts: [
    ['timePicker.am', 'morning'],
    ['timePicker.pm', 'afternoon'],
    ['timePicker.options', 'the list of times'],
    ['timePicker.toggleMeridiem', 'the AM/PM switch'],
  ],
  dos: ['choose the step the business works in (30 minutes for deliveries).'],
  donts: ['store the displayed text: the value is HH:MM:00.'],
});
