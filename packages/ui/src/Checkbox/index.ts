export { Checkbox, type CheckboxProps } from './Checkbox';
export { useCheckbox, type UseCheckboxOptions } from './useCheckbox';
