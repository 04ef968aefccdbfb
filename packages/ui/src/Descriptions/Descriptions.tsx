// Descriptions: read-only term/detail pairs (an order's header, a supplier's details) as a <dl>
// in a grid of columns, the term in the form's label width (tokens form.label-width), one column
// below 480 px of box. Contract: an empty detail shows an en dash, hidden from assistive
// technology, with "empty" read instead. Cost: one element per pair.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Box, Detail, List, Pair, Term } from './Descriptions.styles';

export interface DescriptionItem {
  term: ReactNode;
  detail: ReactNode;
  /** Columns this pair spans (a long address). */
  span?: number | undefined;
}

export interface DescriptionsProps extends HTMLAttributes<HTMLDivElement> {
  items: readonly DescriptionItem[];
  /** Columns of pairs (default 2, the form box's columns). */
  columns?: number | undefined;
  ref?: Ref<HTMLDivElement> | undefined;
}

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === '' || node === false;

export function Descriptions({ items, columns = 2, ref, ...rest }: DescriptionsProps) {
  const { t } = useTranslation('ui');
  return (
    <Box {...rest} ref={ref}>
      <List $columns={columns}>
        {items.map((item, index) => (
          <Pair key={index} $span={Math.min(item.span ?? 1, columns)}>
            <Term>{item.term}</Term>
            <Detail>
              {isEmpty(item.detail) ? (
                <>
                  <span aria-hidden="true">–</span>
                  <VisuallyHidden>{t('descriptions.empty')}</VisuallyHidden>
                </>
              ) : (
                item.detail
              )}
            </Detail>
          </Pair>
        ))}
      </List>
    </Box>
  );
}
