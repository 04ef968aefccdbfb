// The Stepper's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const stepperDocs = componentDocs({
  summary: `
A number between a minimum and a maximum with − and + buttons, arrow keys (PageUp/PageDown by a
larger step, Home/End to the ends) and typing; out-of-range values are clamped, or wrap when
asked (hours on a clock face).`,
  usage: `
<FormItem name="qty" label={t('order.qty')}>
  <Stepper min={1} max={999} />
</FormItem>`,
  texts: [
    ['stepper.increment', 'the + button'],
    ['stepper.decrement', 'the − button'],
  ],
  dos: ['use it for small counts the user nudges (quantities, copies).'],
  donts: ['use it for amounts or codes: a `NumberField` or `TextField` fits.'],
});
