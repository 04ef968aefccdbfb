export { FormBox, type FormBoxProps } from './FormBox';
export { FormItem, type FormItemProps } from './FormItem';
export { useMroForm, type MroForm, type UseMroFormOptions } from './useMroForm';
export { useFormValue } from './useFormValue';
export type { FormBoxSize } from './FormBox.styles';
