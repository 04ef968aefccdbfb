/**
 * The file loader's list as pure state (spec 001 §4): loaded files are `none`; added files are
 * `created`; deleting a loaded file moves it to the delete list and hides it, deleting an added one
 * drops it; after a successful save every file is `none` and the delete list is empty; reset goes
 * back to the initial list. Dirty = the file list or the delete list differs from the initial one.
 * Visible rows = non-deleted files, at least 1, at most 3. No React: the hook wraps it.
 */
import { checkFiles, type FileRuleOptions, type FileViolation } from '@mro/rules';

export type FileStatus = 'none' | 'created';

export interface LoaderFile {
  /** Stable key for rendering and actions. */
  key: string;
  name: string;
  size: number;
  status: FileStatus;
  /** The picked file (created files). */
  file?: File | undefined;
  /** Server identity (loaded and saved files). */
  athFileId?: string | undefined;
  athFileSeq?: number | undefined;
  token?: string | undefined;
  /** Attachment type (document kind) when the loader asks for one. */
  docTypeCd?: string | undefined;
  /** 0–1 while sending. */
  progress?: number | undefined;
  /** A message code when sending this file failed (APUQM0029...): the file stays for a retry. */
  error?: string | undefined;
  /** The chunked upload's id once started: a retry resumes it (only missing chunks are sent). */
  uuid?: string | undefined;
  /** The user cancelled this file's transfer; saving again resumes it. */
  cancelled?: boolean | undefined;
}

export interface FileLoaderState {
  initial: LoaderFile[];
  files: LoaderFile[];
  deleted: LoaderFile[];
}

export interface Refusal {
  name: string;
  code: string;
  params: FileViolation['params'];
}

export interface AddOptions extends FileRuleOptions {
  /** The attachment type for these files; required when `docTypeRequired`. */
  docTypeCd?: string | undefined;
  docTypeRequired?: boolean | undefined;
  /** A document type may be attached once (spec). */
  uniqueDocType?: boolean | undefined;
}

export type FileLoaderAction =
  | { type: 'add'; files: LoaderFile[] }
  | { type: 'remove'; key: string }
  | { type: 'reset' }
  | { type: 'load'; files: LoaderFile[] }
  | { type: 'progress'; key: string; progress: number | undefined }
  | { type: 'failed'; key: string; error: string }
  | { type: 'started'; key: string; uuid: string }
  | { type: 'cancelled'; key: string }
  | { type: 'saved'; files: LoaderFile[] };

export const initialState = (files: LoaderFile[] = []): FileLoaderState => ({
  initial: files,
  files,
  deleted: [],
});

export function fileLoaderReducer(state: FileLoaderState, action: FileLoaderAction): FileLoaderState {
  switch (action.type) {
    case 'add':
      return { ...state, files: [...state.files, ...action.files] };
    case 'remove': {
      const file = state.files.find((f) => f.key === action.key);
      if (!file) return state;
      const files = state.files.filter((f) => f.key !== action.key);
      return file.status === 'created' ? { ...state, files } : { ...state, files, deleted: [...state.deleted, file] };
    }
    case 'reset':
      return { ...state, files: state.initial, deleted: [] };
    case 'load':
    case 'saved':
      return initialState(action.files);
    case 'progress':
      return {
        ...state,
        files: state.files.map((f) =>
          f.key === action.key ? { ...f, progress: action.progress, error: undefined, cancelled: undefined } : f,
        ),
      };
    case 'failed':
      return patch(state, action.key, { progress: undefined, error: action.error });
    case 'started':
      return patch(state, action.key, { uuid: action.uuid });
    case 'cancelled':
      return patch(state, action.key, { progress: undefined, cancelled: true });
  }
}

const patch = (state: FileLoaderState, key: string, change: Partial<LoaderFile>): FileLoaderState => ({
  ...state,
  files: state.files.map((f) => (f.key === key ? { ...f, ...change } : f)),
});

/** The files to add and the refusals, by the spec's checks in order (nothing is sent yet). */
export function prepareFiles(
  state: FileLoaderState,
  picked: readonly File[],
  options: AddOptions,
  makeKey: () => string,
): { accepted: LoaderFile[]; refused: Refusal[] } {
  if (options.docTypeRequired && !options.docTypeCd) {
    return { accepted: [], refused: picked.map((f) => ({ name: f.name, code: 'ACMCM0002', params: {} })) };
  }
  if (
    options.uniqueDocType &&
    options.docTypeCd &&
    (state.files.some((f) => f.docTypeCd === options.docTypeCd) || picked.length > 1)
  ) {
    return {
      accepted: [],
      refused: picked.map((f) => ({ name: f.name, code: 'PICMCM0025', params: { fileName: f.name } })),
    };
  }
  const violations = checkFiles(
    picked.map((f) => ({ name: f.name, size: f.size })),
    state.files.map((f) => ({ name: f.name, size: f.size })),
    options,
  );
  const accepted: LoaderFile[] = [];
  const refused: Refusal[] = [];
  picked.forEach((file, index) => {
    const violation = violations.get(index);
    if (violation) refused.push({ name: file.name, ...violation });
    else
      accepted.push({
        key: makeKey(),
        name: file.name,
        size: file.size,
        status: 'created',
        file,
        docTypeCd: options.docTypeCd,
      });
  });
  return { accepted, refused };
}

const signature = (files: LoaderFile[]) =>
  files.map((f) => `${f.status}:${f.athFileId ?? ''}:${f.athFileSeq ?? ''}:${f.key}`).join('|');

export const isDirty = (state: FileLoaderState) =>
  state.deleted.length > 0 || signature(state.files) !== signature(state.initial);

/** Rows the list shows before it scrolls: the non-deleted files, at least 1, at most 3. */
export const visibleRows = (state: FileLoaderState, max = 3) => Math.min(max, Math.max(1, state.files.length));
