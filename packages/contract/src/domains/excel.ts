// Excel: templates, bulk download (a file, or mailed), bulk upload, the caller's bulk requests.
// Bulk calls go under the bulk base path (`/bulk/imk/api`, 30-minute timeout).
import { call, domain, PUBLIC, SIGNED_IN, type } from '../call.ts';
import { object, text } from '../fields.ts';

const BULK_DOWNLOAD_FIELDS = {
  fwdReqCd: text(undefined, { description: 'the bulk-download code (A-Z, 0-9, _; at most 40)' }),
  fileNm: text(),
  params: object({}, { open: true, description: "the search's own parameters, as the screen sends them" }),
} as const;

export interface BulkRequest {
  fwdReqId: string;
  fwdReqCd: string;
  kind: 'MAIL' | 'FILE' | 'UPLOAD';
  status: string;
  result: unknown;
  regDt: string;
}

/** A row a bulk upload refused: its sheet row (the header is 1) and each refused cell. */
export interface BulkRefusedRow {
  row: number;
  itemCd: string;
  itemNmKo: string;
  errors: { field: string; column: string; code: string; reason: string }[];
}

export const excel = domain('excel', {
  template: call({
    method: 'GET',
    path: '/excel-template/:code',
    access: SIGNED_IN,
    summary: 'An Excel template (its header row) as .xlsx',
    responseKind: 'binary',
    response: type<Uint8Array>(),
  }),
  anonymousTemplate: call({
    method: 'GET',
    path: '/anonymous/excel-template/:code',
    access: PUBLIC,
    summary: 'An Excel template for visitors (registration) as .xlsx',
    responseKind: 'binary',
    response: type<Uint8Array>(),
  }),
  bulkDownloadOptions: call({
    method: 'GET',
    path: '/excel/bulk-download/:fwdReqCd/options',
    access: SIGNED_IN,
    summary: "A bulk download's options: mail allowed, file allowed, mail answer kept",
    response: type<{ fwdReqCd: string; usePsDefCn3: string; usePsDefCn4: string; usePsDefCn5: string }>(),
  }),
  bulkRequests: call({
    method: 'GET',
    path: '/excel/bulk-requests',
    access: SIGNED_IN,
    summary: "The caller's last 100 bulk requests",
    response: type<{ requests: BulkRequest[] }>(),
  }),
  bulkDownloadFile: call({
    method: 'POST',
    path: '/excel/bulk-download/file',
    access: SIGNED_IN,
    bulk: true,
    summary: 'A bulk download as an .xlsx file',
    body: BULK_DOWNLOAD_FIELDS,
    responseKind: 'binary',
    response: type<Uint8Array>(),
  }),
  bulkDownloadMail: call({
    method: 'POST',
    path: '/excel/bulk-download/mail',
    access: SIGNED_IN,
    bulk: true,
    summary: 'A bulk download mailed to the caller (the file kept as a group when the option says so)',
    body: BULK_DOWNLOAD_FIELDS,
    response: type<{ fwdReqId: string; messageCode: string; message: string; [more: string]: unknown }>(),
  }),
  bulkUpload: call({
    method: 'POST',
    path: '/excel/bulk-upload',
    access: SIGNED_IN,
    bulk: true,
    summary:
      'A bulk upload (multipart: fwdReqCd, filenames, one spreadsheet), every cell checked; the catalogue (CATALOG_ITEM) lists its refused rows and takes the rest',
    body: 'multipart',
    response: type<{
      fwdReqId: string;
      totalCount: number;
      successCount: number;
      failCount?: number;
      createdCount?: number;
      updatedCount?: number;
      refused?: BulkRefusedRow[];
      message?: string;
    }>(),
  }),
});
