import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';

export const Wrapper = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  width: 100%;
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input<{ $invalid?: boolean; $clearable?: boolean }>`
  ${controlBox}
  padding-right: ${({ $clearable, theme }) => ($clearable ? '28px' : theme.space['3'])};
`;

export const ClearButton = styled.button`
  position: absolute;
  right: 4px;
  width: 22px;
  height: 22px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  &:hover {
    background: ${({ theme }) => theme.color.bg.muted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

export const Notice = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;
