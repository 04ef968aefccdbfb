// The Steps' docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const stepsDocs = componentDocs({
  summary: `
Where a wizard stands: a named \`nav\` with an ordered list of steps; the \`current\` one (from 0) has
\`aria-current="step"\`. Each step's position and state are read ("step 2 of 3, current") and shown by
its marker (a tick, the primary fill, an outline), never by colour alone. With \`onStepClick\` a
completed step becomes a button back to it; later steps never are (the wizard decides when one
may go on). Below 480 px of box the steps stand one under another.`,
  usage: `
<Steps
  current={step}
  onStepClick={setStep}
  steps={[{ label: t('regist.terms') }, { label: t('regist.details') }, { label: t('regist.done') }]}
/>`,
  texts: [
    ['steps.label', 'the nav (its name)'],
    ['steps.position', 'read before each step'],
    ['steps.state.complete', 'a step done'],
    ['steps.state.current', 'the current step'],
    ['steps.state.upcoming', 'a step still to come'],
  ],
  dos: ['keep labels to a word or two; put detail in `description`.', 'let users go back to a done step.'],
  donts: ['make later steps clickable.', 'use it for tabs: steps have an order and a current one.'],
});
