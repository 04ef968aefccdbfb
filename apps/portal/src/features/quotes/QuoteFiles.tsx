/**
 * Attachments of a quote request or of a supplier's answer, each downloadable (the FileLoader in
 * download mode: the links the detail answered carry their own short-lived tokens). Nothing is
 * shown when there are none.
 */
import { useMemo } from 'react';
import { createUploadClient } from '@mro/upload';
import { FileLoader, useFileLoader } from '@mro/ui';
import type { FileInfo } from '@mro/contract';
import { useServices } from '../../services/ServicesProvider';

export function QuoteFiles({ files, label }: { files: FileInfo[]; label: string }) {
  const { http, system } = useServices();
  const client = useMemo(() => createUploadClient({ system, fetch: http.fetch }), [http, system]);
  const loader = useFileLoader({ client, initialFiles: files, mode: 'download' });
  if (!files.length) return null;
  return <FileLoader loader={loader} label={label} guardDirty={false} />;
}
