// The Tooltip's looks: a small dark label above (or below) its trigger, in the layer of popovers.
import styled from 'styled-components';

export const Bubble = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.z.dropdown};
  max-width: min(280px, calc(100vw - 16px));
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.text.default};
  color: ${({ theme }) => theme.color.text.inverse};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  box-shadow: ${({ theme }) => theme.shadow.md};
  pointer-events: auto;
`;
