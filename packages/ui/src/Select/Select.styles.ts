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
