import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { CHUNK_SIZE_BYTES, FILE_BUSINESS_CODE_DEFAULT } from '@mro/rules';
import type { AttachedFile, CommittedUpload, UploadClient, UploadResult } from '@mro/upload';
import { createMemoryStorage, createStoredItemStore, type KeyValueStorage } from '../storage/storedItem';
import {
  fileLoaderReducer,
  initialState,
  isDirty,
  prepareFiles,
  visibleRows,
  type AddOptions,
  type LoaderFile,
  type Refusal,
} from './fileLoaderState';

export type FileLoaderMode = 'download' | 'upload' | 'updownload';

export interface UseFileLoaderOptions extends Omit<AddOptions, 'docTypeCd'> {
  mode?: FileLoaderMode | undefined;
  /** Files already attached (the group's list from the server). */
  initialFiles?: AttachedFile[] | undefined;
  /** The group the files belong to (null until the first save creates one). */
  athFileId?: string | null | undefined;
  fileBusCd?: string | undefined;
  /** The transfer client (`createUploadClient` of @mro/upload). */
  client?: Pick<UploadClient, 'upload' | 'uploadChunked' | 'download'> | undefined;
  /** Saves a downloaded file (default: an object URL clicked as a download link). */
  saveBlob?: ((blob: Blob, fileName: string) => void) | undefined;
  /** Files larger than this go in chunks (default one chunk, 900,000 bytes). */
  chunkThreshold?: number | undefined;
  /** Refused files, with their message codes (nothing of them is kept). */
  onRefused?: ((refusals: Refusal[]) => void) | undefined;
  onSaved?: ((result: UploadResult) => void) | undefined;
  /**
   * Where interrupted chunked uploads are remembered, so that picking the same file again after a
   * reload resumes it (default: this tab's sessionStorage, 24 hours like the server's expiry;
   * `null` to forget them).
   */
  resumeStore?: ResumeStore | null | undefined;
}

/** Remembers the upload id of an interrupted chunked upload by the file's identity. */
export interface ResumeStore {
  get(key: string): string | undefined;
  set(key: string, uuid: string): void;
  remove(key: string): void;
}

/** Same name, size and modification time (and business code): the same file picked again. */
export const resumeKey = (file: File, fileBusCd: string) =>
  `upload:${fileBusCd}:${file.size}:${file.lastModified}:${file.name}`;

const RESUME_LIFETIME_S = 86_400;

/** A resume store over Web Storage (default sessionStorage; memory where it is unavailable). */
export function createResumeStore(storage?: KeyValueStorage): ResumeStore {
  const store = createStoredItemStore({ storage: storage ?? sessionStorageOrMemory() });
  return {
    get: (key) => store.get<string>(key),
    set: (key, uuid) => void store.set(key, uuid, RESUME_LIFETIME_S),
    remove: (key) => store.remove(key),
  };
}

function sessionStorageOrMemory(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    storage.setItem('__mro_probe__', '1');
    storage.removeItem('__mro_probe__');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

export const fromAttached = (f: AttachedFile): LoaderFile => ({
  key: `${f.athFileId}-${f.athFileSeq}`,
  name: f.orgnFileNm,
  size: f.fileSizeNum,
  status: 'none',
  athFileId: f.athFileId,
  athFileSeq: f.athFileSeq,
  token: f.token,
});

/** What `useFileLoader` gives its view (FileLoader) and the page. */
export interface FileLoaderApi {
  mode: FileLoaderMode;
  /** The files in the list: saved, added, failed (deleted ones are in `deleted`). */
  files: LoaderFile[];
  deleted: LoaderFile[];
  /** The group the files belong to (null until the first save creates one). */
  athFileId: string | null;
  /** Files added or deleted since the last save. */
  dirty: boolean;
  visibleRows: number;
  canEdit: boolean;
  saving: boolean;
  /** The files the last add refused, with their message codes (until the next add or dismissal). */
  refusals: Refusal[];
  /** The message code of the last failed save (APUQM0029...), shown until the next action. */
  failure: string | null;
  /** Checks and adds picked or dropped files; returns what was taken and refused. */
  add(picked: readonly File[], docTypeCd?: string): { accepted: LoaderFile[]; refused: Refusal[] };
  remove(key: string): void;
  /** Back to the files given (no confirmation here: the view asks first). */
  reset(): void;
  /** Sends the changes; resolves with the server's list, or null when there was nothing to send. */
  save(): Promise<UploadResult | null>;
  /** Stops the transfer in flight; the next save resumes it. */
  cancel(): void;
  /** Takes the refused files' list away (the user read it). */
  dismissRefusals(): void;
  checked: ReadonlySet<string>;
  toggle(key: string, on: boolean): void;
  /** Download mode's save: the checked saved files ('none-checked' when none). */
  download(): Promise<'none-checked' | number>;
}

/**
 * The file loader's behaviour without styling: the list and its statuses (fileLoaderState), the
 * checks before anything is sent, and saving through @mro/upload: large files in chunks with
 * progress, the rest with the deletions in one call. A file whose transfer fails stays in the
 * list with its error code for a retry; nothing the user picked is lost.
 */
export function useFileLoader({
  mode = 'updownload',
  initialFiles,
  athFileId: groupId = null,
  fileBusCd = FILE_BUSINESS_CODE_DEFAULT,
  client,
  chunkThreshold = CHUNK_SIZE_BYTES,
  onRefused,
  onSaved,
  saveBlob = saveBlobAs,
  resumeStore: givenResumeStore,
  ...rules
}: UseFileLoaderOptions): FileLoaderApi {
  const [state, dispatch] = useReducer(fileLoaderReducer, initialFiles, (files) =>
    initialState((files ?? []).map(fromAttached)),
  );
  const [athFileId, setAthFileId] = useState<string | null>(groupId);
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  /** The message code of the last failed save (APUQM0029...), shown until the next action. */
  const [failure, setFailure] = useState<string | null>(null);
  const resumeStore = useMemo(
    () => (givenResumeStore === undefined ? createResumeStore() : givenResumeStore),
    [givenResumeStore],
  );
  const transfer = useRef<AbortController | null>(null);
  // Chunked uploads committed in a save whose final call failed: the retry reuses them.
  const committedByKey = useRef(new Map<string, CommittedUpload>());
  // Leaving the page stops a transfer in flight (its chunks stay on the server for a resume).
  useEffect(() => () => transfer.current?.abort(), []);
  const keySeq = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  // The latest rules without making `add` change identity on every render.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const canEdit = mode !== 'download';

  const add = useCallback(
    (picked: readonly File[], docTypeCd?: string) => {
      if (!canEdit || saving) return { accepted: [], refused: [] };
      const result = prepareFiles(stateRef.current, picked, { ...rulesRef.current, docTypeCd }, () => {
        keySeq.current += 1;
        return `new-${keySeq.current}`;
      });
      if (result.accepted.length) dispatch({ type: 'add', files: result.accepted });
      setRefusals(result.refused);
      setFailure(null);
      if (result.refused.length) onRefused?.(result.refused);
      return result;
    },
    [canEdit, saving, onRefused],
  );

  const remove = useCallback(
    (key: string) => {
      if (canEdit && !saving) dispatch({ type: 'remove', key });
    },
    [canEdit, saving],
  );
  const dismissRefusals = useCallback(() => setRefusals([]), []);
  const reset = useCallback(() => {
    if (saving) return;
    dispatch({ type: 'reset' });
    setRefusals([]);
    setFailure(null);
  }, [saving]);

  /**
   * Sends the changes; resolves with the server's list, or null when there was nothing to send or
   * the user cancelled. Large files go in chunks first (resuming an earlier attempt of the same
   * file), then one call carries the small files, the committed chunk uploads and the deletions.
   * On failure the files stay in the list with the error code and the promise rejects.
   */
  const save = useCallback(async (): Promise<UploadResult | null> => {
    const current = stateRef.current;
    if (!client || !isDirty(current) || saving) return null;
    const controller = new AbortController();
    transfer.current = controller;
    const { signal } = controller;
    setSaving(true);
    setFailure(null);
    try {
      const created = current.files.filter((f) => f.status === 'created' && f.file);
      const committed = [];
      for (const f of created.filter((x) => x.size > chunkThreshold)) {
        const file = f.file as File;
        const key = resumeKey(file, fileBusCd);
        const earlier = committedByKey.current.get(f.key);
        if (earlier) {
          committed.push({ done: earlier, key });
          continue;
        }
        try {
          const done = await client.uploadChunked(file, {
            fileBusCd,
            signal,
            uuid: f.uuid ?? resumeStore?.get(key),
            onStart: (uuid) => {
              dispatch({ type: 'started', key: f.key, uuid });
              resumeStore?.set(key, uuid);
            },
            onProgress: (p) => dispatch({ type: 'progress', key: f.key, progress: p.loaded / p.total }),
          });
          committedByKey.current.set(f.key, done);
          committed.push({ done, key });
        } catch (error) {
          if (signal.aborted) {
            dispatch({ type: 'cancelled', key: f.key });
            return null;
          }
          // The chunks the server holds stay usable: the next save resumes them.
          dispatch({ type: 'failed', key: f.key, error: codeOf(error) });
          throw error;
        }
      }
      const small = created.filter((x) => x.size <= chunkThreshold);
      for (const f of small) dispatch({ type: 'progress', key: f.key, progress: 0 });
      let result: UploadResult;
      try {
        result = await client.upload({
          fileBusCd,
          athFileId,
          files: small.map((f) => f.file as File),
          committed: committed.map((c) => c.done),
          deleted: current.deleted.map((d) => ({
            athFileId: d.athFileId!,
            athFileSeq: d.athFileSeq!,
            fileName: d.name,
          })),
          signal,
        });
      } catch (error) {
        if (signal.aborted) {
          for (const f of small) dispatch({ type: 'cancelled', key: f.key });
          return null;
        }
        for (const f of small) dispatch({ type: 'failed', key: f.key, error: codeOf(error) });
        throw error;
      }
      for (const c of committed) resumeStore?.remove(c.key);
      committedByKey.current.clear();
      setAthFileId(result.athFileId);
      dispatch({ type: 'saved', files: result.athFileInfos.map(fromAttached) });
      onSaved?.(result);
      return result;
    } catch (error) {
      setFailure(codeOf(error));
      throw error;
    } finally {
      if (transfer.current === controller) transfer.current = null;
      setSaving(false);
    }
  }, [client, saving, chunkThreshold, fileBusCd, athFileId, onSaved, resumeStore]);

  /** Stops the transfer in flight; what the server already holds is resumed by the next save. */
  const cancel = useCallback(() => transfer.current?.abort(), []);

  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((key: string, on: boolean) => {
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /** Download mode's save: the checked saved files, each under its original name (ABYER0004 when none). */
  const download = useCallback(async (): Promise<'none-checked' | number> => {
    const targets = stateRef.current.files.filter((f) => checked.has(f.key) && f.token && f.athFileId);
    if (!targets.length) return 'none-checked';
    if (!client) return 0;
    for (const f of targets) {
      const { blob, fileName } = await client.download({
        athFileId: f.athFileId!,
        athFileSeq: f.athFileSeq!,
        token: f.token!,
        orgnFileNm: f.name,
      });
      saveBlob(blob, fileName);
    }
    return targets.length;
  }, [checked, client, saveBlob]);

  return useMemo(
    () => ({
      mode,
      files: state.files,
      deleted: state.deleted,
      athFileId,
      dirty: isDirty(state),
      visibleRows: visibleRows(state),
      canEdit,
      saving,
      refusals,
      failure,
      add,
      remove,
      reset,
      save,
      cancel,
      dismissRefusals,
      checked,
      toggle,
      download,
    }),
    [
      mode,
      state,
      athFileId,
      canEdit,
      saving,
      refusals,
      failure,
      add,
      remove,
      reset,
      save,
      cancel,
      dismissRefusals,
      checked,
      toggle,
      download,
    ],
  );
}

/** Saves a blob under a name through a temporary download link. */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? 'APUQM0029';
