/**
 * An accordion (disclosure list): each section's heading is a button that shows or hides its
 * panel (`aria-expanded`, `aria-controls`; the panel a region named by its heading). Enter or
 * Space toggles (a button's own keys), ArrowDown / ArrowUp / Home / End move between the
 * headings. A closed panel's content is not rendered, so content that loads (a FAQ answer read
 * from the server) is asked for when its section opens. Behaviour: useAccordion.
 */
import type { ReactNode } from 'react';
import { Heading, Mark, Panel, Root, Section, Trigger } from './Accordion.styles';
import { useAccordion, type UseAccordionOptions } from './useAccordion';

export interface AccordionItem {
  /** Unique in the accordion (the open value holds these). */
  id: string;
  /** The heading's text: the question. */
  title: ReactNode;
  /** The panel's content: the answer; rendered only while open. */
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps extends UseAccordionOptions {
  items: readonly AccordionItem[];
  /** The headings' level in the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Names the accordion as a whole (a list's label), when the page shows no heading for it. */
  'aria-label'?: string;
  className?: string;
}

export function Accordion({ items, headingLevel = 3, 'aria-label': label, className, ...options }: AccordionProps) {
  const accordion = useAccordion(options);
  const level = `h${headingLevel}` as const;
  return (
    <Root
      className={className}
      {...accordion.getRootProps()}
      {...(label ? { role: 'group', 'aria-label': label } : {})}
    >
      {items.map((item) => (
        <Section key={item.id}>
          <Heading as={level}>
            <Trigger {...accordion.getTriggerProps(item.id)} disabled={item.disabled}>
              <span>{item.title}</span>
              <Mark aria-hidden="true" />
            </Trigger>
          </Heading>
          <Panel {...accordion.getPanelProps(item.id)}>{accordion.isOpen(item.id) ? item.content : null}</Panel>
        </Section>
      ))}
    </Root>
  );
}
