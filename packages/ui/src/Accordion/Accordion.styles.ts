import styled from 'styled-components';
import { focusRing } from '../styles/focus';

/** The sections, one under the other, ruled by the class's border colours. */
export const Root = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  font-family: ${({ theme }) => theme.font.family.base};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Section = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/** The heading element keeps its level's meaning and none of its looks. */
export const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

export const Trigger = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  word-break: keep-all;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.text.link};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** The open / closed mark, drawn with borders in the text colour; it turns when open. */
export const Mark = styled.span`
  flex: none;
  width: 7px;
  height: 7px;
  margin-right: 4px;
  border-right: 1.5px solid currentColor;
  border-bottom: 1.5px solid currentColor;
  transform: translateY(-2px) rotate(45deg);
  [aria-expanded='true'] > & {
    transform: translateY(2px) rotate(225deg);
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']} ${theme.space['3']}`};
  background: ${({ theme }) => theme.color.bg.subtle};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;
