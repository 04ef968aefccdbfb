import { actionRow } from '../ActionBar/ActionBar.styles';
import styled from 'styled-components';
import * as Dialog from '@radix-ui/react-dialog';

export type ModalSize = 'small' | 'medium' | 'large' | 'xlarge' | 'xxlarge' | 'login_system';

export const Content = styled(Dialog.Content)<{ $size: ModalSize; $top: boolean }>`
  /* A stacked modal is shifted by its place in the cascade (decision 0023): down by about a
     header, and right except at phone widths, so the title of the modal below stays readable. */
  --mro-modal-shift-x: calc(var(--mro-modal-cascade, 0) * ${({ theme }) => theme.modal['cascade-x']});
  --mro-modal-shift-y: calc(var(--mro-modal-cascade, 0) * ${({ theme }) => theme.modal['cascade-y']});
  @media (max-width: 599px) {
    --mro-modal-shift-x: 0px;
  }
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(calc(-50% + var(--mro-modal-shift-x)), calc(-50% + var(--mro-modal-shift-y)));
  /* Percentages: the viewport, or a containing block (Storybook's four-class matrix). */
  width: min(${({ theme, $size }) => theme.modal.width[$size]}, calc(100% - 32px - 2 * var(--mro-modal-shift-x)));
  /* A dialog's shape even with little in it; never past the viewport, shifted or not. */
  min-height: min(
    ${({ theme, $size }) => theme.modal['min-height'][$size]},
    calc(100% - 32px - 2 * var(--mro-modal-shift-y))
  );
  max-height: min(${({ theme }) => theme.modal['max-height']}, calc(100% - 32px - 2 * var(--mro-modal-shift-y)));
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  border: 1px solid ${({ theme, $top }) => ($top ? theme.color.border.strong : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['5']};
  background: ${({ theme }) => theme.color.header.bg};
  color: ${({ theme }) => theme.color.header.fg};
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
`;

export const Title = styled(Dialog.Title)`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.xl};
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.header.fg};
  }
`;

export const Body = styled.div`
  padding: ${({ theme }) => theme.space['5']};
  overflow: auto;
  flex: 1;
`;

/** The dialog's buttons: the one action layout (ActionBar's rule, decision 0044). */
export const Footer = styled.div`
  ${actionRow}
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['5']};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;
