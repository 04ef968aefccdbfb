export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export {
  usePhoneInput,
  PHONE_PART_MAX,
  type UsePhoneInputOptions,
  type UsePhoneInputResult,
  type PhoneKind,
  type PhonePart,
  type PhonePartProps,
  type PhoneParts,
} from './usePhoneInput';
