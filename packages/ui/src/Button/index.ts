export { Button, type ButtonProps } from './Button';
export { useButton, type UseButtonOptions, type UseButtonResult, type ButtonClickHandler } from './useButton';
export type { ButtonVariant, ButtonSize } from './Button.styles';
