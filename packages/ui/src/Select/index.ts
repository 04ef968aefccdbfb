export { Select, type SelectProps } from './Select';
export { useSelect, type UseSelectOptions } from './useSelect';
