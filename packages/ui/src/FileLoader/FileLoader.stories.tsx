import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { MessageCode, MessageParams } from '@mro/rules';
import { messagePattern } from '../../../../.storybook/story-helpers';
import { sha256Hex, type FileServer } from '../../../../.storybook/msw/file-handlers';

import { backends, Demo, type Backend } from './stories/LoaderDemo';
import { fileLoaderDocs } from './stories/docs';

const meta = {
  title: 'Files/FileLoader',
  component: Demo,
  args: { mode: 'updownload' },
  argTypes: { rules: { control: false }, saveBlob: { control: false } },
  beforeEach: () => {
    backends.clear();
  },
  parameters: fileLoaderDocs,
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

/** The refusal of `name` names its message code's text (Korean or English). */
const refusedWith = (alert: HTMLElement, name: string, code: MessageCode, params: MessageParams = {}) => {
  const item = within(alert)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(`${name}:`));
  return expect(item?.textContent).toMatch(messagePattern(code, params));
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
      await refusedWith(alert, 'x.php.jpg', 'PICMCM0011', { extension: 'php' });
      await refusedWith(alert, 'empty.pdf', 'ACMCM0119');
      await refusedWith(alert, '사업자등록증.pdf', 'PICMCM0025', { fileName: '사업자등록증.pdf' });
      await expect(canvas.getByText('ok.pdf')).toBeVisible();
    });
    await step('a file that would take the total over 10 MB is refused (ASRTR0022)', async () => {
      await userEvent.upload(input, [pdf('a-4mb.pdf', 4 * 1024 * 1024)]);
      await userEvent.upload(input, [pdf('b-4mb.pdf', 4 * 1024 * 1024), pdf('c-4mb.pdf', 4 * 1024 * 1024)]);
      const alert = canvas.getByRole('alert');
      await refusedWith(alert, 'c-4mb.pdf', 'ASRTR0022', { max: { bytes: 10 * 1024 * 1024 } });
      await expect(canvas.getByText('a-4mb.pdf')).toBeVisible();
      await expect(canvas.getByText('b-4mb.pdf')).toBeVisible();
      await expect(canvas.queryByText('c-4mb.pdf')).toBeNull();
    });
    await step('the list of refused files closes with its button; focus goes on to adding files', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /추가하지 못한 파일 목록 닫기|Close the list/ }));
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(canvas.getByRole('button', { name: /^(파일 추가|Add files)$/ })).toHaveFocus();
    });
  },
};

export const LimitsAndTypes: Story = {
  name: 'Type and size checks',
  args: { mode: 'upload' },
  play: async ({ canvas, canvasElement, step }) => {
    await step('a type not allowed and a file over 5 MB are refused with their limits', async () => {
      await userEvent.upload(fileInput(canvasElement), [pdf('model.dwg'), pdf('scan-6mb.pdf', 6 * 1024 * 1024)], {
        applyAccept: false,
      });
      const alert = canvas.getByRole('alert');
      await refusedWith(alert, 'model.dwg', 'PICMCM0011', { extension: 'dwg' });
      await refusedWith(alert, 'scan-6mb.pdf', 'ACMCM0024', { max: { bytes: 5 * 1024 * 1024 } });
    });
    await step('the next add without a refusal takes the list away', async () => {
      await userEvent.upload(fileInput(canvasElement), [pdf('scan-2mb.pdf', 2 * 1024 * 1024)]);
      await expect(canvas.getByText('scan-2mb.pdf')).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
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
    await step(
      'only a download button (issue 41: it was named "save"); nothing checked answers ABYER0004',
      async () => {
        await expect(canvas.queryByRole('button', { name: /파일 추가|Add files/ })).toBeNull();
        await expect(canvas.queryByRole('button', { name: /^(저장|Save)$/ })).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: /^(다운로드|Download)$/ }));
        await expect(await page.findByRole('alertdialog')).toHaveTextContent(/저장할 파일|Select the files/);
        await userEvent.keyboard('{Enter}');
      },
    );
    await step('a checked file is saved under its original name', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /사업자등록증\.pdf/ }));
      await clickLock();
      await userEvent.click(canvas.getByRole('button', { name: /^(다운로드|Download)$/ }));
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
    await step('the same type cannot be attached twice; another type takes the file', async () => {
      await userEvent.upload(input, [pdf('seal-2.pdf')]);
      await expect(canvas.getByRole('alert')).toHaveTextContent('seal-2.pdf');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /첨부 유형|Attachment type/ }), 'BIZ_LICENSE');
      await userEvent.upload(input, [pdf('license.pdf')]);
      await expect(canvas.getByText('license.pdf')).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
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

/** The mock server of the running story (one per story run). */
const backendOfStory = (): Backend => [...backends.values()].at(-1)!;
const saveButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /페이지 저장|Save page/ });
const progressOf = (canvas: ReturnType<typeof within>, name: string) =>
  (canvas.queryByRole('progressbar', { name: new RegExp(name.replace('.', '\\.')) }) as HTMLProgressElement | null)
    ?.value ?? 0;
/** Distinct chunk indexes the server stored for its only upload so far. */
const heldChunks = (server: FileServer) =>
  new Set(server.chunkLog.filter((l) => l.outcome === 'stored').map((l) => l.index)).size;
/** The saved file's bytes compared with the picked file's: SHA-256 of both. */
async function expectByteIdentical(backend: Backend, file: File) {
  const saved = backend.server.list(backend.groupId).find((f) => f.orgnFileNm === file.name);
  await expect(saved).toBeDefined();
  const stored = backend.server.bytesOf(backend.groupId, saved!.athFileSeq)!;
  await expect(stored.length).toBe(file.size);
  await expect(await sha256Hex(new Uint8Array(stored))).toBe(await sha256Hex(await file.arrayBuffer()));
}
/** Saving again completes the file with only the chunks the server lacked, under the same upload id. */
async function expectResumed(canvas: ReturnType<typeof within>, backend: Backend, file: File, held: number) {
  const before = backend.server.chunkLog.length;
  await userEvent.click(saveButton(canvas));
  await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent(file.name), { timeout: 5000 });
  await expect(backend.server.chunkLog.length - before).toBe(Math.ceil(file.size / 1000) - held);
  await expect(new Set(backend.server.chunkLog.map((l) => l.uuid)).size).toBe(1);
  await expectByteIdentical(backend, file);
}
/** Deterministic bytes (xorshift) so that a corrupt or misplaced chunk changes the digest. */
function sampleFile(name: string, size: number) {
  const words = new Uint32Array(Math.ceil(size / 4));
  let x = 2_463_534_242;
  for (let i = 0; i < words.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  return new File([new Uint8Array(words.buffer, 0, size)], name, {
    type: 'application/pdf',
    lastModified: 1_763_000_000_000,
  });
}

export const DragAndDrop: Story = {
  name: 'Drag and drop',
  args: { mode: 'upload' },
  play: async ({ canvas, step }) => {
    const region = canvas.getByRole('region', { name: /첨부 파일|Attached files/ });
    await step('files dropped on the loader are checked and added like picked ones', async () => {
      const data = new DataTransfer();
      data.items.add(pdf('도면-A.pdf'));
      data.items.add(pdf('run.exe'));
      const drag = (type: string) =>
        region.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
      drag('dragenter');
      await expect(drag('dragover')).toBe(false); // the loader takes the drop (default prevented)
      drag('drop');
      await expect(await canvas.findByText('도면-A.pdf')).toBeVisible();
      await expect(canvas.getByRole('alert')).toHaveTextContent('run.exe');
      await expect(saveButton(canvas)).toBeEnabled();
    });
    await step('the list of refused files closes with its button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /추가하지 못한 파일 목록 닫기|Close the list/ }));
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(canvas.getByText('도면-A.pdf')).toBeVisible();
    });
  },
};

export const AddedFileInView: Story = {
  name: 'A file just added is in view',
  args: { mode: 'upload' },
  play: async ({ canvas, canvasElement, step }) => {
    const list = () =>
      canvas.getByRole('region', { name: /첨부 파일|Attached files/ }).querySelector('[tabindex="0"]')!;
    const inView = (name: string) => {
      const row = canvas.getByText(name).closest('tr')!.getBoundingClientRect();
      const box = list().getBoundingClientRect();
      return row.top >= box.top - 1 && row.bottom <= box.bottom + 1;
    };
    await step('the list shows three rows, then scrolls to each file as it is added', async () => {
      for (const name of ['A-1.pdf', 'A-2.pdf', 'A-3.pdf', 'A-4.pdf', 'A-5.pdf']) {
        await userEvent.upload(fileInput(canvasElement), pdf(name));
        await expect(await canvas.findByText(name)).toBeInTheDocument();
        await waitFor(() => expect(inView(name)).toBe(true));
      }
      await expect(inView('A-1.pdf')).toBe(false);
    });
  },
};

export const NarrowToolbar: Story = {
  name: 'In a narrow column',
  args: { mode: 'upload', width: 340 },
  play: async ({ canvas, step }) => {
    await step('the drop hint has a line of its own under the buttons', async () => {
      const add = canvas.getByRole('button', { name: /^(파일 추가|Add files)$/ }).getBoundingClientRect();
      const hint = canvas.getByText(/끌어 놓거나|Drag files here/).getBoundingClientRect();
      await expect(hint.top).toBeGreaterThanOrEqual(add.bottom);
    });
  },
};

export const Progress: Story = {
  name: 'Progress while sending',
  args: { mode: 'upload', delayMs: 60, parallel: 2 },
  play: async ({ canvas, canvasElement, step }) => {
    await userEvent.upload(fileInput(canvasElement), [sampleFile('drawing.pdf', 12_000)]);
    await userEvent.click(saveButton(canvas));
    await step('a progress bar per file rises while its chunks arrive; the loader is busy', async () => {
      await waitFor(() => expect(progressOf(canvas, 'drawing.pdf')).toBeGreaterThan(0.2));
      await expect(progressOf(canvas, 'drawing.pdf')).toBeLessThan(1);
      await expect(canvas.getByRole('region', { name: /첨부 파일|Attached files/ })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
    await step('when saved the file is attached and the bar is gone', async () => {
      await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('drawing.pdf'), { timeout: 5000 });
      await expect(canvas.queryByRole('progressbar')).toBeNull();
    });
  },
};

export const Large30MB: Story = {
  name: '30 MB in chunks, 20% of chunk requests failing',
  args: {
    mode: 'upload',
    chunkSize: 900_000,
    failShare: 0.2,
    rules: { maxFileBytes: 40 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 },
  },
  play: async ({ canvas, canvasElement, step }) => {
    const file = sampleFile('plant-drawings.pdf', 30 * 1024 * 1024);
    const backend = backendOfStory();
    await step('35 chunks of 900,000 bytes go 10 at a time; failed ones are retried', async () => {
      await userEvent.upload(fileInput(canvasElement), [file]);
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('plant-drawings.pdf'), {
        timeout: 20_000,
      });
      const failed = backend.server.chunkLog.filter((l) => l.outcome === 'failed').length;
      await expect(failed / backend.server.chunkLog.length).toBeGreaterThan(0.1);
      await expect(heldChunks(backend.server)).toBe(Math.ceil(file.size / 900_000));
    });
    await step('the server reassembled a byte-identical file (SHA-256)', async () => {
      await expectByteIdentical(backend, file);
    });
  },
};

export const UploadFailure: Story = {
  name: 'Failure keeps the file (APUQM0029)',
  args: { mode: 'upload', failShare: 1, maxFailuresPerChunk: 99 },
  play: async ({ canvas, canvasElement, step }) => {
    await step('after the retries the save fails with APUQM0029; the file stays for another try', async () => {
      await userEvent.upload(fileInput(canvasElement), [sampleFile('spec.pdf', 3000)]);
      await userEvent.click(saveButton(canvas));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        /파일을 올리지 못했습니다|could not be uploaded/,
      );
      await expect(canvas.getByText('spec.pdf')).toBeVisible();
      await expect(canvas.getByText(/실패|Failed/)).toBeVisible();
      await expect(canvas.getByTestId('saved')).toHaveTextContent('');
    });
  },
};

export const CancelAndResume: Story = {
  name: 'Cancel mid-upload, then resume',
  args: { mode: 'upload', delayMs: 80, parallel: 2 },
  play: async ({ canvas, canvasElement, step }) => {
    const file = sampleFile('as-built.pdf', 20_000);
    const backend = backendOfStory();
    let held = 0;
    await step('cancel stops sending: nothing is committed and the file stays, marked cancelled', async () => {
      await userEvent.upload(fileInput(canvasElement), [file]);
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(progressOf(canvas, 'as-built.pdf')).toBeGreaterThan(0.15));
      await userEvent.click(canvas.getByRole('button', { name: /전송 취소|Cancel sending/ }));
      await expect(await canvas.findByText(/전송 취소됨|Cancelled/)).toBeVisible();
      await expect(backend.server.list(backend.groupId)).toHaveLength(2);
      await clickLock();
      held = heldChunks(backend.server);
      await expect(held).toBeGreaterThan(0);
      await expect(held).toBeLessThan(20);
    });
    await step('saving again sends only the chunks the server lacks, and the file arrives whole', async () => {
      await expectResumed(canvas, backend, file, held);
    });
  },
};

export const ResumeAfterReload: Story = {
  name: 'Resume after a reload',
  args: { mode: 'upload', delayMs: 80, parallel: 2, reloadable: true },
  play: async ({ canvas, canvasElement, step }) => {
    const file = sampleFile('survey.pdf', 20_000);
    const backend = backendOfStory();
    let held = 0;
    await step('the page is reloaded while the file is being sent', async () => {
      await userEvent.upload(fileInput(canvasElement), [file]);
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(progressOf(canvas, 'survey.pdf')).toBeGreaterThan(0.15));
      await userEvent.click(canvas.getByRole('button', { name: /새로 고침|Reload/ }));
      await expect(canvas.queryByText('survey.pdf')).toBeNull();
      await clickLock();
      held = heldChunks(backend.server);
      await expect(held).toBeGreaterThan(0);
    });
    await step('picking the same file again resumes the upload: only the missing chunks are sent', async () => {
      await userEvent.upload(fileInput(canvasElement), [file]);
      await expectResumed(canvas, backend, file, held);
    });
  },
};

export const DirtyFlag: Story = {
  name: 'Unsaved changes guard',
  args: { mode: 'upload' },
  play: async ({ canvas, canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const leave = () => userEvent.click(canvas.getByRole('button', { name: /페이지 나가기|Leave the page/ }));
    await step('an untouched loader lets the page go', async () => {
      await leave();
      await waitFor(() => expect(canvas.getByTestId('left')).toHaveTextContent('true'));
    });
    await step('an added file makes the page dirty: leaving asks PICMCM0031 first', async () => {
      await userEvent.upload(fileInput(canvasElement), [pdf('memo.pdf')]);
      await clickLock();
      await leave();
      await userEvent.click(await page.findByRole('button', { name: /취소|Cancel/ }));
      await waitFor(() => expect(canvas.getByTestId('left')).toHaveTextContent('false'));
    });
    await step('after saving nothing is pending', async () => {
      await userEvent.click(saveButton(canvas));
      await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('memo.pdf'));
      await clickLock();
      await leave();
      await waitFor(() => expect(canvas.getByTestId('left')).toHaveTextContent('true'));
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { labelByClass: true },
};
