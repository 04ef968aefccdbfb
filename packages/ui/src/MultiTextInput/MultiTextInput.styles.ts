import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';

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

export const Chips = styled.ul`
  display: contents;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  height: 24px;
  padding: 0 2px 0 ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

export const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
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
