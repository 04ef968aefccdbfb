import styled from 'styled-components';
import type { RuleState } from './ruleChecklist';

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Item = styled.li<{ $state: RuleState }>`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
  align-items: baseline;
  color: ${({ theme, $state }) =>
    $state === 'met'
      ? theme.color.text.success
      : $state === 'unmet'
        ? theme.color.text.danger
        : theme.color.text.muted};
`;

export const Mark = styled.span`
  flex: 0 0 1em;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
