import styled, { css } from 'styled-components';
import * as Dialog from '@radix-ui/react-dialog';
import { Header } from '../Modal/Modal.styles';

export type DrawerSide = 'left' | 'right';
/** Width from the modal tokens (small 400 px, medium 640 px); never past the viewport. */
export type DrawerSize = 'small' | 'medium';

export const Sheet = styled(Dialog.Content)<{ $side: DrawerSide; $size: DrawerSize; $top: boolean }>`
  position: fixed;
  box-sizing: border-box;
  top: 0;
  bottom: 0;
  ${({ $side }) =>
    $side === 'left'
      ? css`
          left: 0;
          border-right: 1px solid var(--mro-drawer-edge);
        `
      : css`
          right: 0;
          border-left: 1px solid var(--mro-drawer-edge);
        `}
  --mro-drawer-edge: ${({ theme, $top }) => ($top ? theme.color.border.strong : theme.color.border.default)};
  /* Percentages: the viewport, or a containing block (Storybook's four-class matrix). */
  width: min(${({ theme, $size }) => theme.modal.width[$size]}, 100%);
  /* A phone: the whole width. */
  @media (max-width: 599px) {
    width: 100%;
  }
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  outline: none;
`;

/** The modal's title bar with square corners (the sheet meets the viewport's edge). */
export const SheetHeader = styled(Header)`
  border-radius: 0;
`;
