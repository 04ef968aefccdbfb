export { NumberField, type NumberFieldProps } from './NumberField';
export { allowedDecimals, withinIntegerDigits, type NumberRules } from './numberRules';
