import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { CHUNK_SIZE_BYTES, FILE_BUSINESS_CODE_DEFAULT } from '@mro/rules';
import type { AttachedFile, UploadClient, UploadResult } from '@mro/upload';
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
  ...rules
}: UseFileLoaderOptions) {
  const [state, dispatch] = useReducer(fileLoaderReducer, initialFiles, (files) =>
    initialState((files ?? []).map(fromAttached)),
  );
  const [athFileId, setAthFileId] = useState<string | null>(groupId);
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
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
      if (result.refused.length) onRefused?.(result.refused);
      return result;
    },
    [canEdit, saving, onRefused],
  );

  const remove = useCallback(
    (key: string) => canEdit && !saving && dispatch({ type: 'remove', key }),
    [canEdit, saving],
  );
  const reset = useCallback(() => {
    if (saving) return;
    dispatch({ type: 'reset' });
    setRefusals([]);
  }, [saving]);

  /** Sends the changes; resolves with the server's list, or null when there was nothing to send. */
  const save = useCallback(async (): Promise<UploadResult | null> => {
    const current = stateRef.current;
    if (!client || !isDirty(current) || saving) return null;
    setSaving(true);
    try {
      const created = current.files.filter((f) => f.status === 'created' && f.file);
      const committed = [];
      for (const f of created.filter((x) => x.size > chunkThreshold)) {
        try {
          const done = await client.uploadChunked(f.file as File, {
            fileBusCd,
            onProgress: (p) => dispatch({ type: 'progress', key: f.key, progress: p.loaded / p.total }),
          });
          committed.push(done);
        } catch (error) {
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
          committed,
          deleted: current.deleted.map((d) => ({
            athFileId: d.athFileId!,
            athFileSeq: d.athFileSeq!,
            fileName: d.name,
          })),
        });
      } catch (error) {
        for (const f of small) dispatch({ type: 'failed', key: f.key, error: codeOf(error) });
        throw error;
      }
      setAthFileId(result.athFileId);
      dispatch({ type: 'saved', files: result.athFileInfos.map(fromAttached) });
      onSaved?.(result);
      return result;
    } finally {
      setSaving(false);
    }
  }, [client, saving, chunkThreshold, fileBusCd, athFileId, onSaved]);

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
      add,
      remove,
      reset,
      save,
      checked,
      toggle,
      download,
    }),
    [mode, state, athFileId, canEdit, saving, refusals, add, remove, reset, save, checked, toggle, download],
  );
}

export type FileLoaderApi = ReturnType<typeof useFileLoader>;

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
