import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useButton, type ButtonClickHandler } from './useButton';
import { IconSlot, Spinner, StyledButton, VisuallyHidden, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before (or after, see `iconPosition`) the label. Decorative: give the button a text label. */
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
  /** Shows a spinner, keeps focus, blocks clicks. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Double-submit lock in ms (default 500, spec). */
  clickLockMs?: number;
  /** May return a promise: the button stays locked until it settles. */
  onClick?: ButtonClickHandler;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  iconPosition = 'start',
  loading = false,
  fullWidth = false,
  clickLockMs,
  disabled,
  onClick,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  const { buttonProps } = useButton({ onClick, disabled, loading, clickLockMs });
  const iconNode = icon ? <IconSlot aria-hidden="true">{icon}</IconSlot> : null;

  return (
    <StyledButton
      {...rest}
      {...buttonProps}
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading ? <Spinner aria-hidden="true" /> : iconPosition === 'start' && iconNode}
      {children}
      {!loading && iconPosition === 'end' && iconNode}
      {loading && <LoadingLabel />}
    </StyledButton>
  );
}

/** The busy button's text for assistive technology, looked up only while loading (pages mount many buttons). */
function LoadingLabel() {
  const { t } = useTranslation('ui');
  return <VisuallyHidden>{t('button.loading')}</VisuallyHidden>;
}
