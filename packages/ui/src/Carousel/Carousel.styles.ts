import styled, { css } from 'styled-components';

export const Root = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

export const Slides = styled.div`
  position: relative;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  & > [hidden] {
    display: none;
  }
`;

export const Controls = styled.div<{ $overlay: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
  align-items: center;
  justify-content: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-variant-numeric: tabular-nums;
  ${({ $overlay, theme }) =>
    $overlay &&
    css`
      /* On the slide: first in the document (the pattern's order), drawn over the slide's top right. */
      position: absolute;
      top: ${theme.space['2']};
      right: ${theme.space['2']};
      z-index: 1;
      gap: ${theme.space['1']};
      padding: 0 ${theme.space['1']};
      border-radius: ${theme.radius.md};
      background: rgb(0 0 0 / 0.6);
      color: #fff;
      & button {
        color: #fff;
      }
      & button:hover {
        background: rgb(255 255 255 / 0.18);
      }
      & button:focus-visible {
        outline-color: #fff;
      }
    `}
`;
