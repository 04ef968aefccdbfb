/// <reference lib="webworker" />
// The spreadsheet worker: reads and writes with SheetJS off the page's thread (see protocol.ts).
import { BATCH_ROWS, XLSX_MIME, type FromWorker, type ToWorker } from './protocol.ts';
import { readSpreadsheet, writeSpreadsheet, type SheetColumn } from './sheet.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
const writes = new Map<number, { columns: SheetColumn[]; sheetName?: string; rows: Record<string, unknown>[] }>();

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    switch (message.kind) {
      case 'read': {
        const result = readSpreadsheet(new Uint8Array(message.bytes), message.options);
        if (!result.ok) return post({ id: message.id, kind: 'refused', code: result.code, params: result.params });
        const keys = result.rows.length ? Object.keys(result.rows[0]!) : [];
        for (let i = 0; i < result.rows.length; i += BATCH_ROWS) {
          const rows = result.rows.slice(i, i + BATCH_ROWS).map((r) => keys.map((k) => r[k] ?? null));
          post({ id: message.id, kind: 'rows', keys, rows });
        }
        return post({ id: message.id, kind: 'read-done', sheetName: result.sheetName, errors: result.errors });
      }
      case 'write-begin':
        writes.set(message.id, { columns: message.columns, sheetName: message.sheetName, rows: [] });
        return;
      case 'write-rows': {
        const job = writes.get(message.id);
        if (!job) return;
        for (const values of message.rows) {
          const row: Record<string, unknown> = {};
          job.columns.forEach((c, i) => (row[c.key] = values[i]));
          job.rows.push(row);
        }
        return;
      }
      case 'write-end': {
        const job = writes.get(message.id);
        writes.delete(message.id);
        if (!job) return;
        const result = writeSpreadsheet({ columns: job.columns, rows: job.rows, sheetName: job.sheetName });
        if (!result.ok) return post({ id: message.id, kind: 'refused', code: result.code, params: result.params });
        // The page gets a handle to the bytes: copying 30 MB there would be one long task.
        const blob = new Blob([result.bytes as BlobPart], { type: XLSX_MIME });
        return post({ id: message.id, kind: 'written', blob });
      }
    }
  } catch (error) {
    post({ id: message.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
