import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';

/** The button goes under the box where both do not fit (a phone's form column). */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  align-items: center;
  min-width: 0;
`;

export const Display = styled.div`
  position: relative;
  flex: 1 1 10rem;
  min-width: 0;
`;

/** The chosen item's name: read-only (chosen in the search, never typed), clickable to search. */
export const Input = styled.input<{ $invalid?: boolean; $clearable?: boolean }>`
  ${controlBox}
  padding-right: ${({ $clearable, theme }) => ($clearable ? `calc(${theme.space['3']} + 1.5rem)` : theme.space['3'])};
  text-overflow: ellipsis;
  cursor: pointer;
  &[readonly] {
    background: ${({ theme }) => theme.color.bg.surface};
  }
  &[aria-readonly='true'] {
    background: ${({ theme }) => theme.color.bg.subtle};
    cursor: default;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Clear = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space['2']};
  transform: translateY(-50%);
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;
