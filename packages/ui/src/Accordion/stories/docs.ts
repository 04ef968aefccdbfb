// The Accordion's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const accordionDocs = componentDocs({
  summary: `
Sections whose headings are buttons: a click, Enter or Space shows or hides the section's answer
(\`aria-expanded\`, \`aria-controls\`; the answer is a region named by its question); ArrowDown,
ArrowUp, Home and End move between the questions. One section open at a time unless
\`multiple\`. A closed answer is not rendered, so an answer read from the server is asked for when
its question opens (the FAQ board).`,
  usage: `
<Accordion
  aria-label={t('entry.faq')}
  items={faqs.map((f) => ({ id: String(f.ntcnId), title: f.titlCn, content: <Answer id={f.ntcnId} /> }))}
/>`,
  dos: [
    'write each heading as the question or the name of what opens, and keep the level of the page’s outline (`headingLevel`).',
  ],
  donts: [
    'hide what every user must read (a warning, a required step) in a closed section.',
    'put a section’s only action in its heading: the heading button toggles, nothing else.',
  ],
});
