// The RichTextEditor's look: the text controls' box (Field's controlBox) around a toolbar and the
// writing area; the body styled as RichText shows it, so what staff write is what readers see.
import styled, { css } from 'styled-components';
import { focusRing } from '../styles/focus';

export const EditorRoot = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  border: ${({ theme }) => theme.control['border-width']} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.text.danger : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  font-family: ${({ theme }) => theme.font.family.base};
  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      background: ${theme.color.bg.subtle};
      color: ${theme.color.text.muted};
    `}
  &:has([role='textbox']:focus) {
    ${focusRing}
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['1']};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space['1']};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.text.link};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &:focus-visible {
    ${focusRing}
  }
  /* Disabled or read-only: the toolbar is there but plainly does not act. */
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
    opacity: 0.4;
  }
`;

export const LinkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['2']};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  & input {
    flex: 1 1 180px;
    min-width: 0;
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space['2']};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    color: ${({ theme }) => theme.color.text.default};
    background: ${({ theme }) => theme.color.bg.surface};
  }
  & input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.text.danger};
  }
`;

export const LinkError = styled.div`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.text.danger};
`;

export const Body = styled.div<{ $minHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;
  padding: ${({ theme }) => theme.space['3']};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  overflow-wrap: anywhere;
  outline: none;
  & p,
  & ul,
  & ol,
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space['2']};
  }
  & h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
  padding: 0 ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['1']};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Over = styled.span`
  color: ${({ theme }) => theme.color.text.danger};
`;
