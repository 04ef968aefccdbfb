import { useId, useLayoutEffect, useRef, useState, type DragEvent, type HTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@mro/rules';
import { Button } from '../Button';
import { useDirtyGuard } from '../DirtyGuard';
import { useMessageBox } from '../MessageBox';
import { translateMessage } from '../i18n/createI18n';
import type { FileLoaderApi } from './useFileLoader';
import { usePickerLoading } from './usePickerLoading';
import {
  Empty,
  Hint,
  IconButton,
  ListViewport,
  NarrowCell,
  Progress,
  RefusalBox,
  Refusals,
  Root,
  SizeCell,
  Status,
  Table,
  Toolbar,
  VisuallyHidden,
} from './FileLoader.styles';

export interface FileLoaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The loader's state and actions (`useFileLoader`); the page calls `loader.save()` with its own save. */
  loader: FileLoaderApi;
  /** Accepted types for the browser's picker (the server and `useFileLoader` check regardless). */
  accept?: string;
  /** Attachment types: a choice shown before adding when given (required, once per type). */
  docTypes?: { cd: string; cdNm: string }[];
  /** Region label (default "Attached files"). */
  label?: string;
  /** Counts the loader's unsaved changes in the page's (or modal's) unsaved-changes guard. Default true. */
  guardDirty?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The file loader (spec 001 §4): modes download (only a download button for the checked
 * files), upload (add, delete, reset) and updownload. Files are checked before anything is sent
 * (names, types, sizes, duplicates); refused ones are listed with their message and nothing else is
 * lost. Drag and drop onto the loader or the Add button (keyboard); Reset asks RPUSM0002.
 */
export function FileLoader({ loader, accept, docTypes, label, guardDirty = true, ref, ...rest }: FileLoaderProps) {
  const { t, i18n } = useTranslation('ui');
  const box = useMessageBox();
  const input = useRef<HTMLInputElement | null>(null);
  const picker = usePickerLoading();
  const [dragging, setDragging] = useState(false);
  const [docTypeCd, setDocTypeCd] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const id = useId();
  const canEdit = loader.canEdit && !loader.saving;
  const canDownload = loader.mode !== 'upload';
  useDirtyGuard(guardDirty && loader.dirty);

  // A file the user just added is in view: the list (three rows, then it scrolls) moves to its
  // end, where new files go. A list that loads a group's files keeps its top.
  const listRef = useRef<HTMLDivElement | null>(null);
  const showAdded = useRef(false);
  const fileCount = loader.files.length;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!showAdded.current || !list) return;
    showAdded.current = false;
    list.scrollTop = list.scrollHeight;
  }, [fileCount]);

  const addFiles = (list: FileList | null) => {
    if (!list?.length) return;
    const { accepted } = loader.add([...list], docTypes ? docTypeCd || undefined : undefined);
    if (accepted.length) {
      showAdded.current = true;
      setAnnouncement(t('fileLoader.added', { count: accepted.length }));
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (canEdit) addFiles(event.dataTransfer.files);
  };

  const reset = async () => {
    if (await box.confirm('RPUSM0002')) loader.reset();
  };

  // The close button goes with the list: focus moves on to adding files, not to the page.
  const addButton = useRef<HTMLButtonElement | null>(null);
  const dismissRefusals = () => {
    loader.dismissRefusals();
    addButton.current?.focus();
  };

  const download = async () => {
    try {
      if ((await loader.download()) === 'none-checked') await box.alert('ABYER0004');
    } catch (error) {
      await box.alert((error as { code?: string }).code ?? 'APUQM0029');
    }
  };

  const statusOf = (f: FileLoaderApi['files'][number]) =>
    f.error ? 'failed' : f.cancelled ? 'cancelled' : f.status === 'created' ? 'created' : 'none';
  const statusText = {
    none: t('fileLoader.statusNone'),
    created: t('fileLoader.statusCreated'),
    failed: t('fileLoader.statusFailed'),
    cancelled: t('fileLoader.statusCancelled'),
  };
  const locale = i18n.language === 'en' ? 'en' : 'ko';

  return (
    <Root
      ref={ref}
      aria-label={label ?? t('fileLoader.region')}
      aria-busy={loader.saving || undefined}
      $dragging={dragging}
      onDragOver={(e) => {
        if (!canEdit) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      {...rest}
    >
      <Toolbar>
        {loader.canEdit && docTypes && (
          <select
            aria-label={t('fileLoader.docType')}
            value={docTypeCd}
            onChange={(e) => setDocTypeCd(e.target.value)}
            disabled={!canEdit}
          >
            <option value="">{t('fileLoader.docTypePlaceholder')}</option>
            {docTypes.map((d) => (
              <option key={d.cd} value={d.cd}>
                {d.cdNm}
              </option>
            ))}
          </select>
        )}
        {loader.canEdit && (
          <>
            <Button
              ref={addButton}
              variant="secondary"
              size="sm"
              disabled={!canEdit}
              loading={picker.loading}
              onClick={() => {
                picker.start();
                input.current?.click();
              }}
            >
              {t('fileLoader.add')}
            </Button>
            <input
              ref={input}
              id={`${id}-input`}
              type="file"
              multiple
              hidden
              accept={accept}
              onChange={(e) => {
                picker.stop();
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
            <Button variant="ghost" size="sm" disabled={!canEdit || !loader.dirty} onClick={reset}>
              {t('fileLoader.reset')}
            </Button>
            <Hint>{t('fileLoader.dropHint')}</Hint>
          </>
        )}
        {loader.saving && (
          <Button variant="secondary" size="sm" onClick={loader.cancel}>
            {t('fileLoader.cancel')}
          </Button>
        )}
        {canDownload && (
          <Button variant="secondary" size="sm" disabled={!loader.files.length} onClick={download}>
            {t('fileLoader.download')}
          </Button>
        )}
      </Toolbar>
      <ListViewport ref={listRef} $rows={loader.visibleRows} tabIndex={0} aria-labelledby={`${id}-caption`}>
        <Table>
          <caption>
            <VisuallyHidden id={`${id}-caption`}>{label ?? t('fileLoader.region')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {canDownload && (
                <th style={{ width: 40 }}>
                  <VisuallyHidden>{t('fileLoader.selectAll')}</VisuallyHidden>
                </th>
              )}
              <th>{t('fileLoader.name')}</th>
              <th style={{ width: 90, textAlign: 'right' }}>{t('fileLoader.size')}</th>
              <th style={{ width: 110 }}>{t('fileLoader.status')}</th>
              {loader.canEdit && (
                <th style={{ width: 40 }}>
                  <VisuallyHidden>{t('fileLoader.remove', { name: '' })}</VisuallyHidden>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {loader.files.length === 0 && (
              <tr>
                <Empty colSpan={2 + Number(canDownload) + 1 + Number(loader.canEdit)}>{t('fileLoader.empty')}</Empty>
              </tr>
            )}
            {loader.files.map((f) => {
              const kind = statusOf(f);
              return (
                <tr key={f.key}>
                  {canDownload && (
                    <NarrowCell>
                      <input
                        type="checkbox"
                        aria-label={t('fileLoader.select', { name: f.name })}
                        disabled={!f.token}
                        checked={loader.checked.has(f.key)}
                        onChange={(e) => loader.toggle(f.key, e.target.checked)}
                      />
                    </NarrowCell>
                  )}
                  <td title={f.name}>{f.name}</td>
                  <SizeCell>{formatFileSize(f.size, locale)}</SizeCell>
                  <td>
                    {f.progress !== undefined && loader.saving ? (
                      <Progress max={1} value={f.progress} aria-label={t('fileLoader.progress', { name: f.name })} />
                    ) : (
                      <Status $kind={kind} title={f.error ? translateMessage(i18n, f.error) : undefined}>
                        {statusText[kind]}
                      </Status>
                    )}
                  </td>
                  {loader.canEdit && (
                    <NarrowCell>
                      <IconButton
                        type="button"
                        aria-label={t('fileLoader.remove', { name: f.name })}
                        disabled={!canEdit}
                        onClick={() => loader.remove(f.key)}
                      >
                        ×
                      </IconButton>
                    </NarrowCell>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ListViewport>
      {loader.failure && (
        <Refusals as="p" role="alert">
          {translateMessage(i18n, loader.failure)}
        </Refusals>
      )}
      {loader.refusals.length > 0 && (
        <RefusalBox>
          <div role="alert">
            <VisuallyHidden>{t('fileLoader.refused')}</VisuallyHidden>
            <Refusals>
              {loader.refusals.map((r, i) => (
                <li key={`${r.name}-${i}`}>
                  {r.name}: {translateMessage(i18n, r.code, r.params)}
                </li>
              ))}
            </Refusals>
          </div>
          <Button variant="ghost" size="sm" aria-label={t('fileLoader.dismissRefused')} onClick={dismissRefusals}>
            {t('fileLoader.dismiss')}
          </Button>
        </RefusalBox>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Root>
  );
}
