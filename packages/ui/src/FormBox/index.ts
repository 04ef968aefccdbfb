export { FormBox, type FormBoxProps } from './FormBox';
export { FormItem, type FormItemProps } from './FormItem';
export { useFormBox, type FormBoxState, type UseFormBoxOptions } from './useFormBox';
export { useFormValue } from './useFormValue';
export type { FormBoxSize } from './FormBox.styles';
