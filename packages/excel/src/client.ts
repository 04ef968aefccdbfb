/**
 * The page's side: `importSpreadsheet(file, options)` and `exportSpreadsheet(options)` run SheetJS
 * in a Web Worker (a 100,000-row file never blocks the page) and answer results, never throw for
 * bad content: a refused type is `{ ok: false, code: 'PICMCM0011' }`, an empty export APUDM0007.
 * Where no Worker exists (tests, Node) the same code runs in the calling thread.
 */
import { fileExtension, type CellValue, type MessageCode, type MessageParams } from '@mro/rules';
import { XLSX_MIME, type FromWorker, type ToWorker } from './protocol.ts';
import {
  SPREADSHEET_EXTENSIONS,
  type CellError,
  type ReadOptions,
  type ReadResult,
  type SheetColumn,
} from './types.ts';

/** SheetJS only where no worker runs it (tests, Node): the page's bundle does not carry it. */
const inThread = () => import('./sheet.ts');

export interface ImportOptions extends Omit<ReadOptions, 'fileName' | 'decodeLegacy'> {
  /** Run in the calling thread even where workers exist (default: a worker when available). */
  inline?: boolean;
}

export interface ExportOptions {
  columns: readonly SheetColumn[];
  rows: readonly Record<string, unknown>[];
  sheetName?: string;
  inline?: boolean;
}

export type ExportResult = { ok: true; blob: Blob } | { ok: false; code: MessageCode; params: MessageParams };

export { XLSX_MIME };

interface Job {
  onMessage(message: FromWorker): void;
}

let worker: Worker | null = null;
let nextId = 1;
const jobs = new Map<number, Job>();

function sheetWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'mro-spreadsheet' });
    worker.onmessage = (event: MessageEvent<FromWorker>) => jobs.get(event.data.id)?.onMessage(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      for (const job of jobs.values()) job.onMessage({ id: 0, kind: 'failed', message: event.message });
      jobs.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/**
 * Lets the page render and handle input between two batches: a message-channel task (setTimeout
 * would be clamped to 4 ms once nested, 200 ms over a 100,000-row export).
 */
const yieldToPage = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Rows per message of an export: their copy into the worker is made on the page's thread, and
 * 2,000 rows of 20 columns stay far below a 50 ms task even on a busy 2-core machine (5,000 did
 * not, in the grid bench).
 */
const SEND_ROWS = 2_000;

export async function importSpreadsheet(
  file: Blob & { name: string },
  options: ImportOptions = {},
): Promise<ReadResult> {
  const extension = fileExtension(file.name);
  if (!SPREADSHEET_EXTENSIONS.includes(extension)) {
    return { ok: false, code: 'PICMCM0011', params: { extension: extension || file.name } };
  }
  const { inline, ...readOptions } = options;
  const bytes = await file.arrayBuffer();
  const target = inline ? null : sheetWorker();
  if (!target)
    return (await inThread()).readSpreadsheet(new Uint8Array(bytes), { ...readOptions, fileName: file.name });
  const id = nextId++;
  return new Promise<ReadResult>((resolve, reject) => {
    const rows: Record<string, CellValue>[] = [];
    jobs.set(id, {
      onMessage(message) {
        if (message.kind === 'rows') {
          for (const values of message.rows) {
            const row: Record<string, CellValue> = {};
            message.keys.forEach((k, i) => (row[k] = values[i] ?? null));
            rows.push(row);
          }
        } else if (message.kind === 'read-done') {
          jobs.delete(id);
          resolve({ ok: true, sheetName: message.sheetName, rows, errors: message.errors as CellError[] });
        } else if (message.kind === 'refused') {
          jobs.delete(id);
          resolve({ ok: false, code: message.code, params: message.params });
        } else if (message.kind === 'failed') {
          jobs.delete(id);
          reject(new Error(message.message));
        }
      },
    });
    const request: ToWorker = { id, kind: 'read', bytes, options: { ...readOptions, fileName: file.name } };
    target.postMessage(request, [bytes]);
  });
}

export async function exportSpreadsheet(options: ExportOptions): Promise<ExportResult> {
  if (!options.rows.length) return { ok: false, code: 'APUDM0007', params: {} };
  const target = options.inline ? null : sheetWorker();
  if (!target) {
    const result = (await inThread()).writeSpreadsheet(options);
    return result.ok ? { ok: true, blob: new Blob([result.bytes as BlobPart], { type: XLSX_MIME }) } : result;
  }
  const id = nextId++;
  const done = new Promise<ExportResult>((resolve, reject) => {
    jobs.set(id, {
      onMessage(message) {
        jobs.delete(id);
        if (message.kind === 'written') resolve({ ok: true, blob: message.blob });
        else if (message.kind === 'refused') resolve({ ok: false, code: message.code, params: message.params });
        else if (message.kind === 'failed') reject(new Error(message.message));
      },
    });
  });
  const columns = options.columns.map((c) => ({ ...c }));
  target.postMessage({ id, kind: 'write-begin', columns, sheetName: options.sheetName } satisfies ToWorker);
  for (let i = 0; i < options.rows.length; i += SEND_ROWS) {
    const rows = options.rows.slice(i, i + SEND_ROWS).map((row) => columns.map((c) => row[c.key]));
    target.postMessage({ id, kind: 'write-rows', rows } satisfies ToWorker);
    await yieldToPage();
  }
  target.postMessage({ id, kind: 'write-end' } satisfies ToWorker);
  return done;
}
