export { Combobox, type ComboboxProps } from './Combobox';
export {
  useCombobox,
  COMBOBOX_DEBOUNCE_MS,
  type ComboboxSource,
  type UseComboboxOptions,
  type UseComboboxSingleOptions,
  type UseComboboxMultipleOptions,
  type UseComboboxResult,
  type ComboboxInputProps,
  type ComboboxOptionProps,
} from './useCombobox';
export { filterOptions, type ComboboxStatus } from './comboboxCore';
