const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Korean business registration number (사업자등록번호), AHUCU0005.
 * Hyphens (and surrounding whitespace) removed, exactly 10 ASCII digits, and the National Tax
 * Service check digit: sum of the first nine digits times 1,3,7,1,3,7,1,3,5, plus the tens digit
 * of (ninth digit × 5); the tenth digit must equal (10 − sum mod 10) mod 10.
 * Example: 124-81-00998 (Samsung Electronics).
 */
export function isBusinessNumber(text: string): boolean {
  const digits = text.trim().replace(/-/g, '');
  if (!/^[0-9]{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(digits[i]) * WEIGHTS[i]!;
  sum += Math.floor((Number(digits[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(digits[9]);
}

/** 123-45-67890 from any input with 10 digits; other input unchanged. */
export function formatBusinessNumber(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : text;
}

/**
 * Whether a business registration number belongs to a corporation or an individual, from its
 * 4th-5th digits (the National Tax Service's kind code): 81, 82, 83, 84, 85, 86, 87 and 88 are
 * corporations (85 a corporation's branch); 01-80 and 89-99 individuals (80 and 89 non-profit,
 * 90-99 tax-exempt). Null when the number itself is invalid.
 */
export function businessNumberKind(text: string): 'corporate' | 'individual' | null {
  if (!isBusinessNumber(text)) return null;
  const kind = Number(text.trim().replace(/-/g, '').slice(3, 5));
  return kind >= 81 && kind <= 88 ? 'corporate' : 'individual';
}

/**
 * Korean corporate registration number (법인등록번호): 13 ASCII digits (hyphen after the 6th
 * allowed); check digit = (10 − (Σ digit × 1,2,1,2,... over the first 12) mod 10) mod 10.
 */
export function isCorporateNumber(text: string): boolean {
  const digits = text.trim().replace(/-/g, '');
  if (!/^[0-9]{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}
