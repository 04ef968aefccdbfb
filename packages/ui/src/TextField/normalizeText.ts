import { truncateToBytes, type MessageParams } from '@mro/rules';

export interface TextRules {
  /** Only ASCII letters, digits, spaces and symbols (Hangul and other scripts are removed). */
  englishOnly?: boolean | undefined;
  /** Only the digits 0-9. */
  digitsOnly?: boolean | undefined;
  uppercase?: boolean | undefined;
  maxLength?: number | undefined;
  /** How maxLength counts: characters (default) or bytes (non-ASCII = 3, spec). */
  lengthUnit?: 'char' | 'byte' | undefined;
}

export interface Notice {
  code: string;
  params?: MessageParams;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * Applies a text field's input rules to a committed value (never to text still being composed
 * by an IME) and says what was dropped, as a message code, so the user learns why.
 */
export function normalizeText(input: string, rules: TextRules): { value: string; notice: Notice | null } {
  let value = input;
  let notice: Notice | null = null;
  if (rules.englishOnly) {
    const kept = value.replace(/[^\x20-\x7e\n\r\t]/g, '');
    if (kept !== value) notice = { code: HANGUL.test(value) ? 'MROCM0007' : 'MROCM0006' };
    value = kept;
  }
  if (rules.digitsOnly) {
    const kept = value.replace(/[^0-9]/g, '');
    if (kept !== value) notice = { code: 'ACMCM0009' };
    value = kept;
  }
  if (rules.uppercase) value = value.toUpperCase();
  if (rules.maxLength !== undefined) {
    if (rules.lengthUnit === 'byte') {
      const cut = truncateToBytes(value, rules.maxLength);
      if (cut !== value) notice = { code: 'ASRTR0022', params: { max: { bytes: rules.maxLength } } };
      value = cut;
    } else {
      const chars = [...value];
      if (chars.length > rules.maxLength) {
        notice = { code: 'PICMCM0038', params: { max: rules.maxLength } };
        value = chars.slice(0, rules.maxLength).join('');
      }
    }
  }
  return { value, notice };
}
