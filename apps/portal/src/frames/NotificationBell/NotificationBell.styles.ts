// The bell's look: the icon (drawn, not a font's emoji), and the unread count's badge beside it.
import styled from 'styled-components';

export const Bell = styled.svg`
  width: 1em;
  height: 1em;
  fill: currentColor;
  flex: none;
`;

export const Count = styled.span`
  margin-inline-start: ${({ theme }) => theme.space['1']};
  display: inline-flex;
`;
