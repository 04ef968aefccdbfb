import { actionRow } from '../ActionBar/ActionBar.styles';
import styled from 'styled-components';
import { focusRing } from '../styles/focus';
import * as Dialog from '@radix-ui/react-dialog';

export const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.z.message};
  width: min(${({ theme }) => theme.modal.width.small}, calc(100% - 32px));
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  font-family: ${({ theme }) => theme.font.family.base};
  outline: none;
`;

export const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.message};
  background: ${({ theme }) => theme.color.overlay.backdrop};
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  padding: ${({ theme }) => theme.space['5']} ${({ theme }) => theme.space['5']} 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Text = styled(Dialog.Description)`
  margin: 0;
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['5']};
  white-space: pre-line;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
`;

/** The answers: the one action layout (ActionBar's rule, decision 0044). */
export const Actions = styled.div`
  ${actionRow}
  padding: 0 ${({ theme }) => theme.space['5']} ${({ theme }) => theme.space['5']};
  /* The box puts focus on its answer itself (Enter answers): the ring shows whatever moved focus
     here, a click included, where :focus-visible alone would hide it after a mouse click. */
  & button:focus {
    ${focusRing}
  }
`;

/** The raw answer under a message (a sandboxed frame, at most 240 px high, scrolling inside). */
export const Detail = styled.iframe`
  display: block;
  box-sizing: border-box;
  width: calc(100% - 2 * ${({ theme }) => theme.space['5']});
  height: 240px;
  margin: 0 ${({ theme }) => theme.space['5']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.subtle};
`;
