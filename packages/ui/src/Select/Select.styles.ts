import styled from 'styled-components';
import { controlBox } from '../Field/Field.styles';

export const SelectRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlBox}
  appearance: none;
  padding-right: 28px;
  cursor: pointer;
`;

/** The chevron, drawn with borders in the text colour (no image, follows the theme). */
export const Chevron = styled.span`
  position: absolute;
  right: 12px;
  width: 6px;
  height: 6px;
  margin-top: -3px;
  border-right: 1.5px solid ${({ theme }) => theme.color.text.muted};
  border-bottom: 1.5px solid ${({ theme }) => theme.color.text.muted};
  transform: rotate(45deg);
  pointer-events: none;
`;
