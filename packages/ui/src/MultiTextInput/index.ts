export { MultiTextInput, type MultiTextInputProps } from './MultiTextInput';
export { useMultiText, type UseMultiTextOptions, type MultiTextNotice } from './useMultiText';
