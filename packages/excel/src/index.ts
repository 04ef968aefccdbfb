// The page's entry: the worker-backed import and export, and the shapes. SheetJS itself is in the
// worker (and in '@mro/excel/sheet' for Node and the server).
export * from './types.ts';
export * from './client.ts';
