import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';

export const PhoneGroup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  max-width: 100%;
`;

/** One part: wide enough for four digits in the control's font, never wider. */
export const PartInput = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
  width: 4.5em;
  min-width: 0;
  flex: 0 1 auto;
  padding: 0 ${({ theme }) => theme.space['2']};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export const PrefixCell = styled.div`
  width: 6.5em;
  flex: 0 0 auto;
`;

export const Dash = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
`;
