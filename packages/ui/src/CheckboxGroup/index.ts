export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { useCheckboxGroup, type UseCheckboxGroupOptions } from './useCheckboxGroup';
