// The file loader as its stories show it (FileLoader.stories.tsx): a page with a loader over the
// mock file server (.storybook/msw/file-handlers.ts) per set of server options, kept across
// remounts as a reload keeps a server. Story support only: not part of the package.
import { useMemo, useState } from 'react';

import { createUploadClient } from '@mro/upload';
import type { FileRuleOptions } from '@mro/rules';
import { T } from '../../../../../.storybook/story-helpers';
import { createFileServer, type FileServer } from '../../../../../.storybook/msw/file-handlers';
import { Button } from '../../Button';
import { useConfirmLeave } from '../../DirtyGuard';
import { useMro } from '../../MroProvider';
import { createMemoryStorage } from '../../storage/storedItem';
import { FileLoader } from '../FileLoader';
import { createResumeStore, useFileLoader, type FileLoaderMode, type ResumeStore } from '../useFileLoader';

export interface DemoProps {
  mode: FileLoaderMode;
  withDocTypes?: boolean;
  failShare?: number;
  maxFailuresPerChunk?: number;
  /** Milliseconds each chunk request takes on the mock server. */
  delayMs?: number;
  /** Chunk size and the size above which files go in chunks (small here so sample files go in several). */
  chunkSize?: number;
  parallel?: number;
  rules?: FileRuleOptions;
  saveBlob?: (blob: Blob, name: string) => void;
  /** Shows a "reload" button that remounts the loader as a page reload would. */
  reloadable?: boolean;
  /** Names each loader after its theme class (four on one page need four names). */
  labelByClass?: boolean;
  /** The page column's width in px (default 560; a narrow column, a phone-width modal). */
  width?: number;
}

export interface Backend {
  server: FileServer;
  groupId: string;
  resume: ResumeStore;
}

/** Mock servers by their options; every story run starts with none (meta `beforeEach`). */
export const backends = new Map<string, Backend>();

/** The story's mock server: created on first render, kept across remounts ("reloads") of the page. */
function backendFor({ failShare, maxFailuresPerChunk, delayMs, rules }: DemoProps): Backend {
  const serverKey = JSON.stringify({ failShare, maxFailuresPerChunk, delayMs, rules });
  let backend = backends.get(serverKey);
  if (!backend) {
    const server = createFileServer({ failShare, maxFailuresPerChunk, delayMs, rules });
    const groupId = server.seedGroup([
      { name: '사업자등록증.pdf', text: '%PDF-1.7 license' },
      { name: 'quotation-2026.xlsx', text: 'PK quotation' },
    ]);
    // sessionStorage survives a reload; memory per story keeps the runs apart.
    backend = { server, groupId, resume: createResumeStore(createMemoryStorage()) };
    backends.set(serverKey, backend);
  }
  return backend;
}

/** A page with a file loader over the mock file server and its own Save button. */
export function Demo(props: DemoProps) {
  const [generation, setGeneration] = useState(0);
  return (
    <div style={{ width: props.width ?? 560, display: 'grid', gap: 8 }}>
      <Page key={generation} {...props} />
      {props.reloadable && (
        <div>
          <Button variant="ghost" onClick={() => setGeneration((g) => g + 1)}>
            <T k="reloadPage" />
          </Button>
        </div>
      )}
    </div>
  );
}

function Page(props: DemoProps) {
  const { mode, withDocTypes, saveBlob, chunkSize = 1000, parallel, rules } = props;
  const { server, groupId, resume } = backendFor(props);
  const { themeClasses } = useMro();
  const confirmLeave = useConfirmLeave();
  const client = useMemo(
    () =>
      createUploadClient({
        system: 'BY',
        fetch: server.transport,
        chunkSize,
        parallel,
        baseDelayMs: 2,
        maxDelayMs: 20,
      }),
    [server, chunkSize, parallel],
  );
  const [saved, setSaved] = useState('');
  const [left, setLeft] = useState('');
  // The group as the page loads it (after a save, the list the server now holds).
  const [initialFiles] = useState(() => server.list(groupId));
  const loader = useFileLoader({
    mode,
    client,
    athFileId: groupId,
    initialFiles,
    docTypeRequired: withDocTypes,
    uniqueDocType: withDocTypes,
    chunkThreshold: chunkSize,
    saveBlob,
    resumeStore: resume,
    ...rules,
    onSaved: (r) => setSaved(r.athFileInfos.map((f) => f.orgnFileNm).join(', ')),
  });
  return (
    <>
      <FileLoader
        loader={loader}
        label={props.labelByClass ? themeClasses.join(' ') : undefined}
        docTypes={
          withDocTypes
            ? [
                { cd: 'BIZ_LICENSE', cdNm: '사업자등록증' },
                { cd: 'SEAL_CERT', cdNm: '인감증명서' },
              ]
            : undefined
        }
      />
      {mode !== 'download' && (
        <div style={{ display: 'flex', gap: 8 }}>
          <Button onClick={() => loader.save().catch(() => undefined)} disabled={!loader.dirty || loader.saving}>
            <T k="pageSave" />
          </Button>
          <Button variant="ghost" onClick={async () => setLeft(String(await confirmLeave()))}>
            <T k="leavePage" />
          </Button>
        </div>
      )}
      <output aria-label="saved" data-testid="saved">
        {saved}
      </output>
      <output data-testid="left">{left}</output>
    </>
  );
}
