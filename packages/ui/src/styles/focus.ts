import { css } from 'styled-components';

/**
 * The focus ring every focusable control shows (the class's focus colour, the control's focus
 * width, 2 px off the edge). Shared looks live here, never borrowed from another component's
 * styles file.
 */
export const focusRing = css`
  outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  outline-offset: 2px;
`;
