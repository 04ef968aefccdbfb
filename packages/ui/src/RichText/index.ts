export { RichText, type RichTextProps } from './RichText';
export { sanitizeRichText } from './sanitize';
