/**
 * Signed-in binary downloads (decision 0061): the client fetches the file like any call (the
 * session's cookie, the `x-system` and `locale` headers, the timeout, the loading indicator and
 * the presenter for a refusal) and answers it as a `DownloadedFile`; `saveFile` hands it to the
 * browser through a short-lived object URL clicked as a download link. A plain `<a href>` could
 * carry neither the headers nor a refusal's message. Pure except `saveFile` (the document).
 */

/** A file the server sent: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a `Content-Disposition` header: the UTF-8 `filename*` (RFC 5987) first, then
 * the plain `filename`, else `fallback`. Path separators and controls never pass.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const clean = (name: string) =>
    [...name]
      .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c))
      .join('')
      .trim();
  if (disposition) {
    const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
    if (extended) {
      try {
        const name = clean(decodeURIComponent(extended.trim()));
        if (name) return name;
      } catch {
        // A malformed escape: the plain name below.
      }
    }
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
    const name = clean(plain?.[1] ?? plain?.[2] ?? '');
    if (name) return name;
  }
  return fallback;
}

/** The last segment of a path (without its query), as a name to save a file under. */
export const lastSegment = (path: string): string =>
  decodeURIComponent(path.split('?')[0]!.split('/').filter(Boolean).pop() ?? 'download');

/**
 * Saves a downloaded file: an object URL on a hidden download link, clicked, removed, and the
 * URL revoked once the browser took it (the next task).
 */
export function saveFile(file: DownloadedFile, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
