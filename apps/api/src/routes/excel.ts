// Excel (spec 001 §7): templates (signed-in and anonymous), the bulk-download options row, bulk
// download by file and by mail, and bulk upload on the bulk base path (/bulk/imk/api, 30-minute
// timeout). Workbooks are written and read with SheetJS CE 0.20.3.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import iconv from 'iconv-lite';
import * as XLSX from 'xlsx';
import { readSpreadsheet } from '@mro/excel/sheet';
import { openSheetRows, SheetReadError } from '@mro/excel/rows';
import {
  CATALOG_TEMPLATE_CODE,
  UPLOAD_TOTAL_LIMIT_BYTES,
  fileNameViolation,
  formatMessage,
  formatNumber,
  manufacturerRequestErrors,
  type ValidationError,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, forbidden, notFound, ok } from '../http/envelope.ts';
import { bodyOf, text } from '../http/request.ts';
import { userOf } from '../auth/guard.ts';
import { checkContent, storeBytes } from '../files/store.ts';
import { contentDisposition } from '../http/disposition.ts';
import { newFileId } from '../files/listing.ts';
import { multipartError } from '../files/uploadInput.ts';
import { type Locale, contract } from '@mro/contract';
import { route } from '../http/route.ts';
import { excelRepository } from '../domains/excel/repository.ts';
import { supplierCatalogRepository } from '../domains/supplierCatalog/repository.ts';
import { catalogExport, importCatalogRows } from '../domains/supplierCatalog/bulk.ts';

type ExcelRepository = ReturnType<typeof excelRepository>;

const calls = contract.excel;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const BULK_MAX_ROWS = 100_000;
export const BULK_UPLOAD_MAX_ROWS = 10_000;

const fail = (code: string, params = {}) => new ApiError(400, 'VALIDATION', code, params);

/** A workbook of one sheet: a header row and the rows (strings stay strings: never formulas). */
export function workbook(sheetName: string, header: string[], rows: (string | number | null)[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(10, Math.min(40, h.length * 2)) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/**
 * The first sheet's rows as text (header row skipped, empty rows dropped) by @mro/excel, the grid's
 * own reader; CSV as UTF-8 or CP949 decoded by iconv-lite (Node's TextDecoder lacks UHC syllables).
 * Null when the bytes are no spreadsheet.
 */
/** CP949 (EUC-KR) bytes of a CSV as text. */
const decodeLegacy = (b: Uint8Array) => iconv.decode(Buffer.from(b.buffer, b.byteOffset, b.byteLength), 'cp949');

export function readSheet(fileName: string, bytes: Buffer, headerRows = 1): string[][] | null {
  const result = readSpreadsheet(bytes, { fileName, headerRows, decodeLegacy });
  if (!result.ok) return null;
  return result.rows.map((row) => Object.values(row).map((v) => (v === null ? '' : String(v))));
}

/** The data sets a bulk download can export (code row usePsDefCn1), scoped to the caller. */
type DataSet = (
  repo: ExcelRepository,
  request: FastifyRequest,
  ctx: AppContext,
) => Promise<{ header: string[]; rows: (string | number | null)[][] }>;

const DATA_SETS: Record<string, DataSet> = {
  // The supplier's whole catalogue (staff: every supplier's) in the template's columns, so the
  // file comes back through the bulk upload as it is (decision 0068).
  async catalog(_repo, request, ctx) {
    const user = userOf(request);
    if (user.custRolCd === 'B') throw forbidden();
    return catalogExport(
      supplierCatalogRepository(ctx.db),
      user.custRolCd === 'A' ? null : user.cpCd,
      request.locale as Locale,
      BULK_MAX_ROWS,
    );
  },
  async manufacturer(repo, request) {
    const en = request.locale === 'en';
    const rows = await repo.manufacturers(BULK_MAX_ROWS);
    return {
      header: en
        ? ['Manufacturer ID', 'Name', 'English name', 'Brand', 'Main item', 'Business number']
        : ['제조사 ID', '제조사명', '영문명', '브랜드', '대표 품목', '사업자등록번호'],
      rows: rows.map((r) => [
        r.mfcp_cust_id,
        r.mfcp_cust_nm,
        r.mfcp_cust_eng_nm,
        r.brnd_nm,
        r.rpre_itm_nm,
        r.biz_reg_no,
      ]),
    };
  },
  async notice(repo, request) {
    const user = userOf(request);
    const audience = user.custRolCd === 'A' ? ['BY', 'SP', 'ALL'] : [user.custRolCd === 'V' ? 'SP' : 'BY', 'ALL'];
    const rows = await repo.notices(audience, BULK_MAX_ROWS);
    return {
      header: request.locale === 'en' ? ['No.', 'Title', 'Posted'] : ['번호', '제목', '등록일'],
      rows: rows.map((r) => [r.ntcn_id, r.titl_cn, new Date(r.reg_dt).toISOString().slice(0, 10)]),
    };
  },
  async businessPlace(repo, request) {
    const user = userOf(request);
    const rows = await repo.businessPlaces(user.custRolCd === 'A' ? null : user.cpCd, BULK_MAX_ROWS);
    return {
      header:
        request.locale === 'en' ? ['Business place', 'Name', 'Company'] : ['사업장 코드', '사업장명', '회사 코드'],
      rows: rows.map((r) => [r.bp_cd, r.bp_nm, r.cp_cd]),
    };
  },
};

/** Bulk uploads (fwdReqCd): the template's columns and how a row is checked and saved. */
const MANUFACTURER_COLUMNS = [
  'mfcpCustNm',
  'mfcpCustEngNm',
  'rpreMfcpCustNm',
  'bizRegNo',
  'brndNm',
  'homePage',
  'rpreItmNm',
] as const;

export function excelRoutes(ctx: AppContext) {
  const repo = excelRepository(ctx.db);

  async function codeRow(group: string, cd: string) {
    const row = await repo.codeRow(group, cd);
    if (!row) throw notFound();
    return row;
  }

  const send = (reply: FastifyReply, fileName: string, bytes: Buffer) =>
    reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'private, no-store')
      .send(bytes);

  async function template(request: FastifyRequest, reply: FastifyReply, code: string, anonymous: boolean) {
    const row = await codeRow('EXCEL_TEMPLATE', code);
    if (anonymous && row.use_ps_def_cn2 !== 'Y') throw notFound();
    const en = request.locale === 'en';
    const header = (row.use_ps_def_cn1 ?? '').split(';').map((pair) => {
      const [ko = '', english = ko] = pair.split('|');
      return en ? english : ko;
    });
    const name = en ? row.cd_nm_en : row.cd_nm_ko;
    return send(reply, `${name}.xlsx`, workbook(name, header, []));
  }

  /** Builds the export of a bulk-download request (fwdReqCd, fileNm, params). */
  async function build(request: FastifyRequest) {
    const body = bodyOf(request.body);
    const fwdReqCd = text(body, 'fwdReqCd');
    if (!/^[A-Z0-9_]{1,40}$/.test(fwdReqCd)) throw fail('MROCM0011');
    const row = await codeRow('BULK_DOWNLOAD', fwdReqCd);
    const dataSet = DATA_SETS[row.use_ps_def_cn1 ?? ''];
    if (!dataSet) throw notFound();
    const fileNm = (text(body, 'fileNm') || (request.locale === 'en' ? row.cd_nm_en : row.cd_nm_ko)).replace(
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      /[\\/:*?"<>|\u0000-\u001f]/g,
      '_',
    );
    const { header, rows } = await dataSet(repo, request, ctx);
    if (!rows.length) throw fail('APUDM0007');
    return {
      row,
      fwdReqCd,
      fileNm: `${fileNm.replace(/\.xlsx$/i, '').slice(0, 100)}.xlsx`,
      bytes: workbook(fileNm, header, rows),
      params: body.params ?? {},
    };
  }

  async function record(
    request: FastifyRequest,
    kind: 'MAIL' | 'FILE' | 'UPLOAD',
    fwdReqCd: string,
    params: unknown,
    result: unknown,
  ) {
    const fwdReqId = `BR${randomBytes(6).toString('hex').toUpperCase()}`;
    await repo.recordBulkRequest({
      fwdReqId,
      fwdReqCd,
      kind,
      userId: userOf(request).userId,
      params,
      result,
      at: ctx.now(),
    });
    return fwdReqId;
  }

  return {
    api: async function routes(app: FastifyInstance) {
      route(app, calls.template, ({ request, reply, params }) => template(request, reply, params.code, false));
      route(app, calls.anonymousTemplate, ({ request, reply, params }) => template(request, reply, params.code, true));

      // The bulk-download options row: mail allowed, file allowed, and whether the mail answer is
      // PICMCM0066 (kept in the request list) rather than PICMCM0065 (sent by mail).
      route(app, calls.bulkDownloadOptions, async ({ params }) => {
        const row = await codeRow('BULK_DOWNLOAD', params.fwdReqCd);
        return ok({
          fwdReqCd: row.cd,
          usePsDefCn3: row.use_ps_def_cn3 ?? 'N',
          usePsDefCn4: row.use_ps_def_cn4 ?? 'N',
          usePsDefCn5: row.use_ps_def_cn5 ?? 'N',
        });
      });

      route(app, calls.bulkRequests, async ({ request }) => {
        const rows = await repo.bulkRequests(userOf(request).userId);
        return ok({
          requests: rows.map((r) => ({
            fwdReqId: r.fwd_req_id,
            fwdReqCd: r.fwd_req_cd,
            kind: r.kind,
            status: r.status,
            result: r.result ? (JSON.parse(r.result) as unknown) : null,
            regDt: new Date(r.created_at).toISOString(),
          })),
        });
      });
    },

    bulk: async function routes(app: FastifyInstance) {
      route(app, calls.bulkDownloadFile, async ({ request, reply }) => {
        const built = await build(request);
        if (built.row.use_ps_def_cn4 !== 'Y') throw notFound();
        await record(request, 'FILE', built.fwdReqCd, built.params, { fileNm: built.fileNm, rows: null });
        return send(reply, built.fileNm, built.bytes);
      });

      route(app, calls.bulkDownloadMail, async ({ request }) => {
        const built = await build(request);
        if (built.row.use_ps_def_cn3 !== 'Y') throw notFound();
        const user = userOf(request);
        const stored = await storeBytes(ctx, built.bytes);
        const athFileId = newFileId();
        const now = ctx.now();
        await repo.addFile({
          ath_file_id: athFileId,
          ath_file_seq: 1,
          orgn_file_nm: built.fileNm,
          store_nm: stored.storeNm,
          file_size: stored.size,
          file_ext: 'xlsx',
          sha256: stored.sha256,
          file_bus_cd: 'BULK',
          img_fom_cd: null,
          owner_key: `u:${user.userId}`,
          cp_cd: user.cpCd,
          public_yn: 'N',
          deleted_at: null,
          created_at: now,
        });
        const fwdReqId = await record(request, 'MAIL', built.fwdReqCd, built.params, {
          athFileId,
          fileNm: built.fileNm,
        });
        const kept = built.row.use_ps_def_cn5 === 'Y';
        if (!kept) {
          await ctx.mail.send(
            await repo.emailOf(user.userId),
            `[MRO] ${built.fileNm}`,
            `Request ${fwdReqId}: ${built.fileNm} (file ${athFileId})`,
          );
        }
        const messageCode = kept ? 'PICMCM0066' : 'PICMCM0065';
        return ok({
          fwdReqId,
          messageCode,
          message: formatMessage(messageCode, request.locale as Locale, { requestId: fwdReqId }),
        });
      });

      // Bulk upload: the first sheet of an .xlsx/.xls/.csv, header row skipped, every row checked
      // with the same rules as the single form; all rows saved or none.
      route(app, calls.bulkUpload, async ({ request }) => {
        if (!request.isMultipart()) throw fail('MROCM0011');
        const fields: Record<string, string> = {};
        let file: { name: string; bytes: Buffer } | null = null;
        try {
          for await (const part of request.parts({ limits: { fileSize: UPLOAD_TOTAL_LIMIT_BYTES, files: 1 } })) {
            if (part.type === 'file') file = { name: part.filename, bytes: await (part as MultipartFile).toBuffer() };
            else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          }
        } catch (error) {
          multipartError(error, UPLOAD_TOTAL_LIMIT_BYTES, 1);
        }
        const fwdReqCd = fields.fwdReqCd ?? '';
        if (fwdReqCd !== 'MANUFACTURER_REQ' && fwdReqCd !== CATALOG_TEMPLATE_CODE) throw notFound();
        if (fwdReqCd === CATALOG_TEMPLATE_CODE && userOf(request).custRolCd !== 'V') throw fail('MROMC0008');
        if (!file) throw fail('ACMCM0002');
        const name = fields.filenames || file.name;
        const violation = fileNameViolation(name, 'excel');
        if (violation) throw fail(violation.code, violation.params);
        if (!file.bytes.length) throw fail('ACMCM0119');
        checkContent(name, file.bytes);
        if (fwdReqCd === CATALOG_TEMPLATE_CODE) {
          // The catalogue: the header row read too (a file of another template is refused),
          // refused rows listed and the rest written (decision 0068), the sheet read row by row
          // as the rows are checked and written (decision 0078).
          const opened = await openSheetRows(file.bytes, { fileName: name, decodeLegacy });
          file = null;
          if (!opened.ok) throw fail('PICMCM0011', { extension: name.split('.').pop() ?? '' });
          const user = userOf(request);
          const result = await importCatalogRows(
            supplierCatalogRepository(ctx.db),
            { spCd: user.cpCd, userId: user.userId, locale: request.locale as Locale },
            opened.rows,
            ctx.now(),
            !ctx.config.databaseUrl,
          ).catch((error: unknown) => {
            // A sheet damaged past its start: nothing written (the transaction undone), the
            // answer SheetJS gave for a file it could not read.
            if (error instanceof SheetReadError) throw fail('PICMCM0011', { extension: name.split('.').pop() ?? '' });
            throw error;
          });
          const { refused, ...counts } = result;
          const fwdReqId = await record(request, 'UPLOAD', fwdReqCd, { fileName: name }, counts);
          request.log.info({ event: 'supplier-catalog.upload', fwdReqId, ...counts }, 'catalogue uploaded');
          return ok({
            fwdReqId,
            ...counts,
            refused,
            message: formatMessage('MROMC0009', request.locale as Locale, {
              total: formatNumber(counts.totalCount),
              success: formatNumber(counts.successCount),
              failed: formatNumber(counts.failCount),
            }),
          });
        }
        const rows = readSheet(name, file.bytes);
        if (!rows) throw fail('PICMCM0011', { extension: name.split('.').pop() ?? '' });
        if (!rows.length) throw fail('PICMCM0024');
        if (rows.length > BULK_UPLOAD_MAX_ROWS) throw fail('PICMCM0040', { max: BULK_UPLOAD_MAX_ROWS });
        const errors: { row: number; field: string; code: string; reason: string }[] = [];
        const values = rows.map((r, i) => {
          const v = Object.fromEntries(MANUFACTURER_COLUMNS.map((c, j) => [c, r[j] ?? '']));
          for (const [field, e] of Object.entries(manufacturerRequestErrors(v)) as [string, ValidationError][]) {
            errors.push({ row: i + 2, field, code: e.code, reason: formatMessage(e.code, request.locale, e.params) });
          }
          return v;
        });
        if (errors.length) {
          const first = errors[0]!;
          throw new ApiError(
            400,
            'VALIDATION',
            first.code,
            {},
            {},
            { totalCount: rows.length, errors: errors.slice(0, 1000) },
          );
        }
        const user = userOf(request);
        const now = ctx.now();
        await repo.addManufacturerRequests(values, user.userId, now);
        const fwdReqId = await record(request, 'UPLOAD', fwdReqCd, { fileName: name }, { totalCount: values.length });
        return ok({ fwdReqId, totalCount: values.length, successCount: values.length });
      });
    },
  };
}
