export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { useRadioGroup, type UseRadioGroupOptions } from './useRadioGroup';
