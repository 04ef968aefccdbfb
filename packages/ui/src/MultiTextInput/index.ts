export { MultiTextInput, type MultiTextInputProps } from './MultiTextInput';
export { useMultiTextInput, type UseMultiTextInputOptions, type MultiTextNotice } from './useMultiTextInput';
