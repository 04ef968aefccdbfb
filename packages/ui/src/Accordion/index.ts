export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
export { useAccordion, type AccordionState, type UseAccordionOptions } from './useAccordion';
