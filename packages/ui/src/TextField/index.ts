export { TextField, type TextFieldProps } from './TextField';
export { useTextField, type UseTextFieldOptions } from './useTextField';
export { normalizeText, type TextRules, type Notice } from './normalizeText';
export { TEXT_MASKS, UNMASKED_BY_DEFAULT, type TextMask } from './masks';
