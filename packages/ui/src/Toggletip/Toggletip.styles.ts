import styled from 'styled-components';

/** The round "?" / "i" button that opens the tip. */
export const Trigger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.375rem;
  height: 1.375rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  cursor: pointer;
  vertical-align: middle;
  &:hover {
    color: ${({ theme }) => theme.color.text.default};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** The tip: a readable width, an arrow toward the trigger, above overlays' content. */
export const Bubble = styled.div`
  max-width: min(22rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space['3']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
  z-index: ${({ theme }) => theme.z.dropdown};
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
  /* Radix draws the arrow as an svg inside a span. */
  & svg {
    fill: ${({ theme }) => theme.color.border.default};
  }
`;
