import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';
export { Chip, Chips, ChipText } from '../shared/looks';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  width: 100%;
`;

export const Box = styled.div<{ $invalid?: boolean; $disabled?: boolean }>`
  ${controlBox}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: 3px ${({ theme }) => theme.space['2']};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.disabled.bg : theme.color.bg.surface)};
  &:focus-within {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -1px;
  }
`;

export const Input = styled.input`
  flex: 1 0 80px;
  min-width: 80px;
  height: 24px;
  border: 0;
  padding: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  &:focus {
    outline: none;
  }
`;

export const Notice = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;
