export { DatePicker, type DatePickerProps } from './DatePicker';
export { useDatePicker, type UseDatePickerOptions } from './useDatePicker';
export { HolidayProvider, useHolidays, holidayModifiers, dateOf, ymdOf, type Holiday } from './holidays';
