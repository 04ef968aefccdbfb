/**
 * File checks shared by the file loader (before anything is sent) and the API server (on what
 * arrives): names and extensions, sizes, and content by magic bytes. Spec: duplicate name
 * PICMCM0025, extension PICMCM0011 with the extension, empty ACMCM0119, per file ACMCM0024,
 * total ASRTR0022; accepted groups image and excel.
 */
import { UPLOAD_FILE_LIMIT_BYTES, UPLOAD_TOTAL_LIMIT_BYTES } from './constants.ts';
import type { MessageParams } from './messages/index.ts';

/** Executables and scripts (spec: php, html, js, jsp, asp, exe, bat, cgi, py, aspx "and similar"). */
export const BLOCKED_EXTENSIONS: readonly string[] = [
  'php', 'php3', 'php4', 'php5', 'php7', 'phtml', 'phar', 'pht', 'inc',
  'html', 'htm', 'xhtml', 'shtml', 'svg', 'xml', 'xsl', 'hta', 'mht', 'mhtml',
  'js', 'mjs', 'cjs', 'jse', 'vbs', 'vbe', 'wsf', 'wsh', 'ws', 'ps1', 'psm1',
  'jsp', 'jspx', 'jsw', 'jsv', 'jspf', 'asp', 'aspx', 'asa', 'asax', 'ascx', 'ashx', 'asmx', 'cer', 'cshtml', 'config',
  'exe', 'com', 'bat', 'cmd', 'msi', 'msp', 'dll', 'scr', 'pif', 'cpl', 'jar', 'war', 'ear', 'class', 'apk', 'app',
  'cgi', 'pl', 'pm', 'py', 'pyc', 'pyw', 'rb', 'sh', 'bash', 'zsh', 'csh', 'ksh', 'lnk', 'reg', 'swf', 'htaccess',
]; // prettier-ignore

export const FILE_GROUPS = {
  image: ['jpeg', 'jpg', 'png', 'gif', 'bmp', 'tiff', 'tif'],
  excel: ['xls', 'csv', 'xlsx'],
  /** What attachments accept when the caller names no list: documents, images, spreadsheets, archives. */
  document: [
    'pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'ppt', 'pptx', 'hwp', 'hwpx', 'txt', 'zip',
    'jpeg', 'jpg', 'png', 'gif', 'bmp', 'tiff', 'tif',
  ],
} as const; // prettier-ignore

export type FileGroup = keyof typeof FILE_GROUPS;

export interface FileRuleOptions {
  /** Accepted extensions (without dots) or a group name; default the document group. */
  accept?: readonly string[] | FileGroup;
  /** Per-file limit in bytes (default 5 MB). */
  maxFileBytes?: number;
  /** Total of the files kept in the list (default 10 MB). */
  maxTotalBytes?: number;
}

export interface FileViolation {
  code: string;
  params: MessageParams;
}

/** Lower-case extensions of the accepted list. */
export function acceptedExtensions(accept: FileRuleOptions['accept'] = 'document'): string[] {
  const list = typeof accept === 'string' ? FILE_GROUPS[accept] : accept;
  return list.map((e) => e.replace(/^\./, '').toLowerCase());
}

/**
 * The name's parts after the first, lower-cased: NUL bytes (raw or as %00), trailing dots and
 * spaces, and Windows' alternate stream suffix (`x.php::$DATA`) do not hide one.
 * `Report.PHP.jpg` → ['php', 'jpg']; `x.php.` → ['php']; `x.php%00.jpg` → ['php', 'jpg'].
 */
export function extensionParts(fileName: string): string[] {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- a NUL byte is exactly what hides an extension
    .replace(/%00|\u0000/gi, '.')
    .replace(/::\$data$/i, '')
    .replace(/[.\s]+$/, '');
  return cleaned
    .split('.')
    .slice(1)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
}

/** The last extension (lower case) or ''. */
export function fileExtension(fileName: string): string {
  return extensionParts(fileName).at(-1) ?? '';
}

/** PICMCM0011 when any part is blocked or the last part is not accepted; null when the name is fine. */
export function fileNameViolation(fileName: string, accept?: FileRuleOptions['accept']): FileViolation | null {
  const parts = extensionParts(fileName);
  const blocked = parts.find((p) => BLOCKED_EXTENSIONS.includes(p));
  if (blocked) return { code: 'PICMCM0011', params: { extension: blocked } };
  const last = parts.at(-1);
  if (!last || !acceptedExtensions(accept).includes(last)) {
    return { code: 'PICMCM0011', params: { extension: last ?? fileName } };
  }
  return null;
}

export interface FileCandidate {
  name: string;
  size: number;
}

/**
 * Checks files about to be added to a list that already holds `existing` (the non-deleted ones):
 * a violation per file by name, in the spec's order (name, extension, empty, size, total).
 * A refused file does not count towards the total.
 */
export function checkFiles(
  files: readonly FileCandidate[],
  existing: readonly FileCandidate[] = [],
  options: FileRuleOptions = {},
): Map<number, FileViolation> {
  const maxFile = options.maxFileBytes ?? UPLOAD_FILE_LIMIT_BYTES;
  const maxTotal = options.maxTotalBytes ?? UPLOAD_TOTAL_LIMIT_BYTES;
  const names = new Set(existing.map((f) => f.name.toLowerCase()));
  let total = existing.reduce((sum, f) => sum + f.size, 0);
  const violations = new Map<number, FileViolation>();
  files.forEach((file, index) => {
    const violation: FileViolation | null = names.has(file.name.toLowerCase())
      ? { code: 'PICMCM0025', params: { fileName: file.name } }
      : (fileNameViolation(file.name, options.accept) ??
        (file.size <= 0
          ? { code: 'ACMCM0119', params: {} }
          : file.size > maxFile
            ? { code: 'ACMCM0024', params: { max: { bytes: maxFile } } }
            : total + file.size > maxTotal
              ? { code: 'ASRTR0022', params: { max: { bytes: maxTotal } } }
              : null));
    if (violation) {
      violations.set(index, violation);
      return;
    }
    names.add(file.name.toLowerCase());
    total += file.size;
  });
  return violations;
}

export type ContentKind =
  'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'pdf' | 'zip' | 'ole' | 'executable' | 'markup' | 'text' | 'binary';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** What the first bytes say the content is (look at least the first 512 bytes). */
export function detectContent(bytes: Uint8Array): ContentKind {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x42, 0x4d])) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (
    startsWith(bytes, [0x4d, 0x5a]) || // MZ: Windows executables and DLLs
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe]) || // Java class, Mach-O fat
    startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(bytes, [0x23, 0x21]) // #! script
  ) {
    return 'executable';
  }
  // ASCII view of the head (non-ASCII bytes as spaces, a UTF-8 BOM skipped): enough to spot markup.
  const start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const head = String.fromCharCode(...bytes.subarray(start, 512).map((b) => (b < 0x80 ? b : 0x20)))
    .trimStart()
    .toLowerCase();
  if (/^<(\?php|\?=|%|script|html|!doctype|svg|\?xml|iframe|body|head)/.test(head) || head.includes('<?php')) {
    return 'markup';
  }
  const sample = bytes.subarray(0, 512);
  return sample.includes(0) ? 'binary' : 'text';
}

const CONTENT_OF: Record<string, readonly ContentKind[]> = {
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  bmp: ['bmp'],
  tif: ['tiff'],
  tiff: ['tiff'],
  pdf: ['pdf'],
  zip: ['zip'],
  xlsx: ['zip'],
  docx: ['zip'],
  pptx: ['zip'],
  hwpx: ['zip'],
  xls: ['ole'],
  doc: ['ole'],
  ppt: ['ole'],
  hwp: ['ole'],
  csv: ['text'],
  txt: ['text'],
};

/**
 * Whether content of this kind may be stored under this extension: images, PDFs, Office and
 * Hangul files must carry their own signature; text types must be text (no NUL bytes, no markup).
 * Executables and markup are never accepted. Unknown extensions accept text or binary data.
 */
export function contentMatchesExtension(extension: string, kind: ContentKind): boolean {
  if (kind === 'executable' || kind === 'markup') return false;
  const expected = CONTENT_OF[extension.toLowerCase()];
  return expected ? expected.includes(kind) : kind === 'text' || kind === 'binary';
}

/** A file-rule common-code row (spec: `cd`, `usePsDefCn1..5`). */
export interface FileRuleRow {
  cd: string;
  usePsDefCn1?: string | null;
  usePsDefCn2?: string | null;
  usePsDefCn3?: string | null;
}

/**
 * Options from a file-rule row (our reading, decision 0012): usePsDefCn1 the accepted extensions
 * (comma separated, or a group name), usePsDefCn2 the per-file limit and usePsDefCn3 the total
 * limit, both in MB (unit 1024). Blank or invalid values keep the defaults.
 */
export function fileRulesFromRow(row: FileRuleRow): FileRuleOptions {
  const mb = (value: string | null | undefined) => {
    const n = Number(value);
    return value && Number.isFinite(n) && n > 0 ? Math.round(n * 1024 * 1024) : undefined;
  };
  const list = (row.usePsDefCn1 ?? '').trim();
  const accept: FileRuleOptions['accept'] =
    list in FILE_GROUPS
      ? (list as FileGroup)
      : list
        ? list
            .split(/[,\s]+/)
            .map((e) => e.replace(/^\./, '').toLowerCase())
            .filter(Boolean)
        : undefined;
  const options: FileRuleOptions = {};
  if (accept) options.accept = accept;
  const maxFileBytes = mb(row.usePsDefCn2);
  if (maxFileBytes) options.maxFileBytes = maxFileBytes;
  const maxTotalBytes = mb(row.usePsDefCn3);
  if (maxTotalBytes) options.maxTotalBytes = maxTotalBytes;
  return options;
}
