import { formatTimeValue, parseTimeValue, to12Hour, to24Hour, type Meridiem } from '@mro/rules';

export type TimeStep = 1 | 5 | 10 | 30 | 60;

export interface MeridiemLabels {
  am: string;
  pm: string;
}

/** '13:05:00' → '13:05' (24-hour) or '01:05 PM' / '오후 01:05' (12-hour, label order by locale). */
export function timeLabel(value: string, hour12: boolean, labels: MeridiemLabels, meridiemFirst = false): string {
  const t = parseTimeValue(value);
  if (!t) return '';
  const mm = String(t.minute).padStart(2, '0');
  if (!hour12) return `${String(t.hour).padStart(2, '0')}:${mm}`;
  const { hour, meridiem } = to12Hour(t.hour);
  const m = meridiem === 'AM' ? labels.am : labels.pm;
  const hm = `${String(hour).padStart(2, '0')}:${mm}`;
  return meridiemFirst ? `${m} ${hm}` : `${hm} ${m}`;
}

/**
 * Typed text → 'HH:MM:00'. 24-hour: 930, 09:30, 9:30:00. 12-hour: the same digits plus AM/PM
 * (or 오전/오후) anywhere; without one, `fallback` decides. Null when it is not a time.
 */
export function parseTypedTime(
  text: string,
  hour12: boolean,
  labels: MeridiemLabels,
  fallback: Meridiem = 'AM',
): string | null {
  const trimmed = text.trim();
  if (!hour12) {
    const t = parseTimeValue(trimmed);
    return t ? formatTimeValue(t) : null;
  }
  const lower = trimmed.toLowerCase();
  const isPm = lower.includes('pm') || trimmed.includes(labels.pm);
  const isAm = lower.includes('am') || trimmed.includes(labels.am);
  const digits = trimmed
    .replace(/(am|pm)/gi, '')
    .replace(labels.am, '')
    .replace(labels.pm, '')
    .trim();
  const t = parseTimeValue(digits);
  if (!t || t.hour < 1 || t.hour > 12) return null;
  const meridiem: Meridiem = isPm ? 'PM' : isAm ? 'AM' : fallback;
  return formatTimeValue({ hour: to24Hour(t.hour, meridiem), minute: t.minute });
}

/** The value moved by `minutes`, wrapping around midnight (23:30 + 30 → 00:00). */
export function shiftTime(value: string, minutes: number): string {
  const t = parseTimeValue(value) ?? { hour: 0, minute: 0 };
  const total = (((t.hour * 60 + t.minute + minutes) % 1440) + 1440) % 1440;
  return formatTimeValue({ hour: Math.floor(total / 60), minute: total % 60 });
}
