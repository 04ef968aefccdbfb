import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../styles/focus';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary.bg};
    color: ${({ theme }) => theme.color.primary.fg};
    border-color: ${({ theme }) => theme.color.primary.bg};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primary['bg-hover']};
      border-color: ${({ theme }) => theme.color.primary['bg-hover']};
    }
    &:active:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primary['bg-active']};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.secondary.bg};
    color: ${({ theme }) => theme.color.secondary.fg};
    border-color: ${({ theme }) => theme.color.secondary.border};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.secondary['bg-hover']};
    }
    &:active:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.secondary['bg-active']};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger.bg};
    color: ${({ theme }) => theme.color.danger.fg};
    border-color: ${({ theme }) => theme.color.danger.bg};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.danger['bg-hover']};
      border-color: ${({ theme }) => theme.color.danger['bg-hover']};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.ghost.fg};
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.ghost['bg-hover']};
    }
  `,
} satisfies Record<ButtonVariant, unknown>;

const sizes = {
  sm: css`
    height: ${({ theme }) => theme.control.height.sm};
    padding: 0 ${({ theme }) => theme.control['padding-x'].sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    height: ${({ theme }) => theme.control.height.md};
    padding: 0 ${({ theme }) => theme.control['padding-x'].md};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    height: ${({ theme }) => theme.control.height.lg};
    padding: 0 ${({ theme }) => theme.control['padding-x'].lg};
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
} satisfies Record<ButtonSize, unknown>;

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space['2']};
  border: ${({ theme }) => theme.control['border-width']} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  position: relative;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.disabled.bg};
    color: ${({ theme }) => theme.color.disabled.fg};
    border-color: ${({ theme }) => theme.color.disabled.border};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const IconSlot = styled.span`
  display: inline-flex;
  align-items: center;
  & > svg {
    width: 1em;
    height: 1em;
  }
`;

export { VisuallyHidden } from '../shared/VisuallyHidden';
