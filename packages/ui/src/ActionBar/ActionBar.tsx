// ActionBar: the buttons that end a form or a dialog, laid out one way everywhere (decision
// 0044): right-aligned, secondary before the one primary, full width only on a phone (480 px or
// narrower, the primary on top). `start` holds a control that belongs at the row's other end (a
// "fold the search" link, a count). Contract: layout only (a div, no role), the buttons keep their
// own semantics; FormBox and SearchBox put their `actions` in one, Modal's footer and MessageBox
// share its rule. Cost: one element.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Bar } from './ActionBar.styles';

export interface ActionBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Something at the row's start (left), apart from the buttons. */
  start?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement> | undefined;
}

export function ActionBar({ start, children, ref, ...rest }: ActionBarProps) {
  return (
    <Bar {...rest} ref={ref} data-mro-actions="">
      {start !== undefined && <div data-action-start="">{start}</div>}
      {children}
    </Bar>
  );
}
