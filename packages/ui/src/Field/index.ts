export { Field, type FieldProps, type FieldError } from './Field';
export { useFieldContext, fieldControlProps, type FieldContextValue } from './FieldContext';
