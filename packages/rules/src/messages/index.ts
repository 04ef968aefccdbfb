import { formatDateValue } from '../date.ts';
import { formatFileSize, type MessageLocale } from '../format.ts';
import { particle, type ParticlePair } from '../hangul.ts';
import { en } from './en.ts';
import { ko, type MessageCode } from './ko.ts';

export type { MessageCode };

export const messages: { ko: Record<MessageCode, string>; en: Record<MessageCode, string> } = { ko, en };

/** Every code of the catalogue. */
export const MESSAGE_CODES = Object.keys(ko) as MessageCode[];

export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(ko, code);
}

/** A file or text size shown in the reader's locale: `{ max: { bytes: 10485760 } }` → "10 MB". */
export interface SizeParam {
  bytes: number;
}
export type MessageParam = string | number | SizeParam;
export type MessageParams = Record<string, MessageParam>;

/** Parameters that hold a date (`requestedDt`, `payDt`, `date`): the spec's YYYYMMDD shown as YYYY-MM-DD. */
const DATE_PARAM = /(?:Dt|Date|^date)$/;

function paramText(name: string, value: MessageParam, locale: MessageLocale): string {
  if (typeof value === 'object') return formatFileSize(value.bytes, locale);
  // One format with the screens (decision 0093): the server's messages read as the portal's.
  if (typeof value === 'string' && DATE_PARAM.test(name) && /^\d{8}$/.test(value)) return formatDateValue(value);
  return String(value);
}

/**
 * The text of a message code in a locale with its `{param}` placeholders filled; `{param|을/를}`
 * adds the Korean particle the value's last sound takes (`particle`, never "을(를)"). An unknown code
 * is returned as it is (so a server message without a code still shows), unknown placeholders stay.
 */
export function formatMessage(code: string, locale: MessageLocale = 'ko', params: MessageParams = {}): string {
  const catalogue = messages[locale] ?? messages.ko;
  const template = isMessageCode(code) ? catalogue[code] : code;
  return template.replace(/\{(\w+)(?:\|([^}]+))?\}/g, (whole, name: string, pair?: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const text = paramText(name, params[name]!, locale);
    return pair ? particle(text, pair as ParticlePair) : text;
  });
}
