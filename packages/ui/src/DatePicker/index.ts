export { DatePicker, type DatePickerProps } from './DatePicker';
export { useDateInput, type UseDateInputOptions } from './useDateInput';
export { HolidayProvider, useHolidays, holidayModifiers, dateOf, ymdOf, type Holiday } from './holidays';
