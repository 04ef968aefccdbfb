import styled from 'styled-components';
import { actionRow } from '../ActionBar/ActionBar.styles';

export type FormBoxSize = 'small' | 'medium' | 'large';

const GAP: Record<FormBoxSize, '2' | '3' | '4'> = { small: '2', medium: '3', large: '4' };

export const Grid = styled.div<{ $columns: number; $size: FormBoxSize }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space['6']};
  row-gap: ${({ theme, $size }) => theme.space[GAP[$size]]};
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.font.size.sm : theme.font.size.md)};
`;

export const ItemCell = styled.div<{ $span: number }>`
  grid-column: span ${({ $span }) => $span};
  min-width: 0;
`;

/** Rows of a search box beyond the visible ones: kept mounted (values, rules) but not shown. */
export const RowGate = styled.div<{ $hidden: boolean }>`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'contents')};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  margin: 0;
`;

/** The form's buttons: the one action layout (ActionBar's rule, decision 0044). */
export const Actions = styled.div`
  ${actionRow}
`;
