// The Steps' looks: numbered markers joined by a line, in a row; one under another below 480 px
// of box (a container query). A done step shows a tick, the current one the primary colour.
import styled, { css } from 'styled-components';
import type { StepState } from './stepState';

export const Box = styled.nav`
  container-type: inline-size;
`;

export const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
  @container (max-width: 480px) {
    flex-direction: column;
  }
`;

export const Item = styled.li`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['3']};
  min-width: 0;
`;

export const Marker = styled.span<{ $state: StepState }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.primary.bg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-sizing: border-box;
  ${({ theme, $state }) =>
    $state === 'upcoming'
      ? css`
          border-color: ${theme.color.border.strong};
          color: ${theme.color.text.muted};
        `
      : $state === 'current'
        ? css`
            background: ${theme.color.primary.bg};
            color: ${theme.color.primary.fg};
          `
        : css`
            background: ${theme.color.primary.subtle};
            color: ${theme.color.primary.bg};
          `}
`;

export const Text = styled.span<{ $state: StepState }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding-top: 2px;
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.font.weight.bold : theme.font.weight.regular)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.text.muted : theme.color.text.default)};
`;

export const Description = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const Back = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['3']};
  padding: 0;
  border: 0;
  background: transparent;
  font: inherit;
  color: inherit;
  text-align: start;
  cursor: pointer;
  &:hover span:last-child {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 2px;
  }
`;
