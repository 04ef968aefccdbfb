export { TimePicker, type TimePickerProps } from './TimePicker';
export { useTimePicker, type UseTimePickerOptions } from './useTimePicker';
export { parseTypedTime, shiftTime, timeLabel, type TimeStep, type MeridiemLabels } from './timeText';
