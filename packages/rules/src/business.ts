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
