import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createUploadClient } from '@mro/upload';
import { T } from '../../../../.storybook/story-helpers';
import { createFileServer } from '../../../../.storybook/file-server';
import { Button } from '../Button';
import { FileLoader } from './FileLoader';
import { useFileLoader, type FileLoaderMode } from './useFileLoader';

interface DemoProps {
  mode: FileLoaderMode;
  withDocTypes?: boolean;
  failShare?: number;
  saveBlob?: (blob: Blob, name: string) => void;
}

/** A page with a file loader over the in-memory file server and its own Save button. */
function Demo({ mode, withDocTypes, failShare, saveBlob }: DemoProps) {
  const server = useMemo(() => {
    const s = createFileServer({ failShare });
    const id = s.seedGroup([
      { name: '사업자등록증.pdf', text: '%PDF-1.7 license' },
      { name: 'quotation-2026.xlsx', text: 'PK quotation' },
    ]);
    return { ...s, id };
  }, [failShare]);
  const client = useMemo(
    // Chunks of 1,000 bytes here so a small sample file goes in several.
    () => createUploadClient({ system: 'BY', fetch: server.transport, chunkSize: 1000, baseDelayMs: 1, maxDelayMs: 2 }),
    [server],
  );
  const [saved, setSaved] = useState('');
  const loader = useFileLoader({
    mode,
    client,
    athFileId: server.id,
    initialFiles: server.list(server.id),
    docTypeRequired: withDocTypes,
    uniqueDocType: withDocTypes,
    chunkThreshold: 1000,
    saveBlob,
    onSaved: (r) => setSaved(r.athFileInfos.map((f) => f.orgnFileNm).join(', ')),
  });
  return (
    <div style={{ width: 560, display: 'grid', gap: 8 }}>
      <FileLoader
        loader={loader}
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
        <div>
          <Button onClick={() => loader.save().catch(() => undefined)} disabled={!loader.dirty}>
            <T k="pageSave" />
          </Button>
        </div>
      )}
      <output aria-label="saved" data-testid="saved">
        {saved}
      </output>
    </div>
  );
}

const meta = {
  title: 'Files/FileLoader',
  component: Demo,
  args: { mode: 'updownload' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits out the buttons' 500 ms click lock (spec) before clicking the same button again. */
const clickLock = () => new Promise((resolve) => setTimeout(resolve, 550));
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
const pdf = (name: string, size = 20) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

export const UpDownload: Story = {
  name: 'Add, delete, save',
  play: async ({ canvas, canvasElement, step }) => {
    const input = fileInput(canvasElement);
    await step('loaded files are listed as attached', async () => {
      await expect(canvas.getAllByRole('row')).toHaveLength(3);
      await expect(canvas.getByRole('button', { name: /페이지 저장|Save page/ })).toBeDisabled();
    });
    await step('an added file is new; deleting a loaded file hides it; the page becomes dirty', async () => {
      await userEvent.upload(input, [pdf('견적 요청서.pdf'), pdf('large-drawing.pdf', 2500)]);
      await expect(canvas.getByText('견적 요청서.pdf')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: /quotation-2026\.xlsx/ }));
      await expect(canvas.queryByText('quotation-2026.xlsx')).toBeNull();
      await expect(canvas.getByRole('button', { name: /페이지 저장|Save page/ })).toBeEnabled();
    });
    await step('saving sends the small file plainly, the large one in chunks, and the deletion', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /페이지 저장|Save page/ }));
      await waitFor(() =>
        expect(canvas.getByTestId('saved')).toHaveTextContent('사업자등록증.pdf, 견적 요청서.pdf, large-drawing.pdf'),
      );
      await expect(canvas.getByRole('button', { name: /페이지 저장|Save page/ })).toBeDisabled();
    });
  },
};

export const Checks: Story = {
  name: 'Checks before sending',
  args: { mode: 'upload' },
  play: async ({ canvas, canvasElement, step }) => {
    const input = fileInput(canvasElement);
    await step('blocked, empty and duplicate files are refused with their messages; the good one is kept', async () => {
      await userEvent.upload(input, [pdf('x.php.jpg'), pdf('empty.pdf', 0), pdf('사업자등록증.pdf'), pdf('ok.pdf')], {
        applyAccept: false,
      });
      const alert = canvas.getByRole('alert');
      await expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
      await expect(alert).toHaveTextContent(/x\.php\.jpg.*(php)/);
      await expect(canvas.getByText('ok.pdf')).toBeVisible();
    });
  },
};

export const Reset: Story = {
  name: 'Reset asks first',
  args: { mode: 'upload' },
  play: async ({ canvas, canvasElement, step }) => {
    const input = fileInput(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.upload(input, [pdf('draft.pdf')]);
    await step('cancel keeps the change', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /초기화|Reset/ }));
      await userEvent.click(await page.findByRole('button', { name: /취소|Cancel/ }));
      await expect(canvas.getByText('draft.pdf')).toBeVisible();
    });
    await step('OK restores the loaded list', async () => {
      await clickLock();
      await userEvent.click(canvas.getByRole('button', { name: /초기화|Reset/ }));
      await userEvent.click(await page.findByRole('button', { name: /확인|OK/ }));
      await waitFor(() => expect(canvas.queryByText('draft.pdf')).toBeNull());
    });
  },
};

export const Download: Story = {
  name: 'Download mode',
  args: { mode: 'download', saveBlob: fn() },
  play: async ({ args, canvas, canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    await step('only a save button; nothing checked answers ABYER0004', async () => {
      await expect(canvas.queryByRole('button', { name: /파일 추가|Add files/ })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: /^(저장|Save)$/ }));
      await expect(await page.findByRole('alertdialog')).toHaveTextContent(/저장할 파일|Select the files/);
      await userEvent.keyboard('{Enter}');
    });
    await step('a checked file is saved under its original name', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /사업자등록증\.pdf/ }));
      await clickLock();
      await userEvent.click(canvas.getByRole('button', { name: /^(저장|Save)$/ }));
      await waitFor(() => expect(args.saveBlob).toHaveBeenCalledWith(expect.any(Blob), '사업자등록증.pdf'));
    });
  },
};

export const DocumentTypes: Story = {
  name: 'Attachment type first',
  args: { mode: 'upload', withDocTypes: true },
  play: async ({ canvas, canvasElement, step }) => {
    const input = fileInput(canvasElement);
    await step('without a type the file is refused (ACMCM0002); with one it is added', async () => {
      await userEvent.upload(input, [pdf('seal.pdf')]);
      await expect(canvas.getByRole('alert')).toBeVisible();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /첨부 유형|Attachment type/ }), 'SEAL_CERT');
      await userEvent.upload(input, [pdf('seal.pdf')]);
      await expect(canvas.getByText('seal.pdf')).toBeVisible();
    });
    await step('the same type cannot be attached twice', async () => {
      await userEvent.upload(input, [pdf('seal-2.pdf')]);
      await expect(canvas.getByRole('alert')).toHaveTextContent('seal-2.pdf');
    });
  },
};

export const Retries: Story = {
  name: 'Chunks retried after failures',
  args: { mode: 'upload', failShare: 0.3 },
  play: async ({ canvas, canvasElement, step }) => {
    const input = fileInput(canvasElement);
    await step('a file sent in chunks arrives although some chunk requests fail', async () => {
      await userEvent.upload(input, [pdf('manual.pdf', 3000)]);
      await userEvent.click(canvas.getByRole('button', { name: /페이지 저장|Save page/ }));
      await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('manual.pdf'));
    });
  },
};
