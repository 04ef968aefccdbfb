// Card: a bordered surface for one subject on a screen (an order's summary, a supplier's
// contact), with an optional title and extra controls in its header. Contract: with a title it is
// a group named by its heading (no landmark: a screen of many cards would drown the landmarks
// list, and same-named cards would repeat); the heading level follows the page outline (`level`,
// default 2). Cost: three elements.
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Content, Header, Heading, Surface } from './Card.styles';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode | undefined;
  /** The heading's level in the page outline (default 2). */
  level?: 2 | 3 | 4 | undefined;
  /** Controls at the end of the header (a button, a link, a status label). */
  extra?: ReactNode | undefined;
  children?: ReactNode;
  ref?: Ref<HTMLElement> | undefined;
}

export function Card({ title, level = 2, extra, children, ref, ...rest }: CardProps) {
  const headingId = `${useId()}-title`;
  return (
    <Surface
      role={title ? 'group' : undefined}
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      aria-labelledby={title ? headingId : rest['aria-labelledby']}
    >
      {(title || extra) && (
        <Header>
          {title && (
            <Heading as={`h${level}`} id={headingId}>
              {title}
            </Heading>
          )}
          {extra}
        </Header>
      )}
      <Content>{children}</Content>
    </Surface>
  );
}
