export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { useDateRange, presetRange, type DateRange, type RangePreset, type UseDateRangeOptions } from './useDateRange';
