/**
 * Window popups of the spec: sizes, centring on the screen, a form posted into the window where
 * the spec says so, and results received by window message with an origin check.
 */
import { PRINT_DELAY_MS } from '@mro/rules';

export interface PopupSize {
  width: number;
  height: number;
}

export type PopupKind = 'reportViewer' | 'eContract' | 'print' | 'chat' | 'addressSearch';

export interface FormTarget {
  /** Where the form is posted (report viewer, contract page, address search service). */
  url: string;
  /** Form fields, posted as hidden inputs. */
  fields?: Record<string, string | number | boolean | null | undefined>;
}

export interface PopupPayloads {
  reportViewer: FormTarget;
  eContract: FormTarget & { contractClass?: string };
  /**
   * The content to copy into the window (printed PRINT_DELAY_MS after it is in), or a form whose
   * posted page is the printable document and prints itself PRINT_DELAY_MS after loading (a page
   * of another origin cannot be printed by its opener; decision 0060).
   */
  print: { content: HTMLElement; title?: string } | FormTarget;
  chat: { url: string };
  addressSearch: FormTarget & { resultOrigin: string };
}

/** Popup sizes (spec). The e-contract viewer is 937 wide for contract class MRO003, else 825. */
export function popupSize<K extends PopupKind>(kind: K, payload?: Partial<PopupPayloads[K]>): PopupSize {
  switch (kind) {
    case 'reportViewer':
      return { width: 1150, height: 880 };
    case 'eContract':
      return {
        width: (payload as PopupPayloads['eContract'] | undefined)?.contractClass === 'MRO003' ? 937 : 825,
        height: 850,
      };
    case 'print':
      return { width: 900, height: 680 };
    case 'chat':
      return { width: 375, height: 630 };
    case 'addressSearch':
      return { width: 554, height: 517 };
    default:
      throw new Error(`Unknown popup kind ${String(kind)}`);
  }
}

export interface ScreenBox {
  availLeft?: number;
  availTop?: number;
  availWidth: number;
  availHeight: number;
}

/** `window.open` features for a window of `size` centred on the screen (never off-screen). */
export function centredFeatures(size: PopupSize, screen: ScreenBox): string {
  const left = Math.max(0, Math.round((screen.availLeft ?? 0) + (screen.availWidth - size.width) / 2));
  const top = Math.max(0, Math.round((screen.availTop ?? 0) + (screen.availHeight - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/** Posts a form with hidden fields into the window or frame named `target`, then removes the form. */
export function postForm(doc: Document, { url, fields = {} }: FormTarget, target: string): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.target = target;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  form.remove();
}

function isHttpUrl(url: string, base: string): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export interface OpenedPopup {
  /** The window, or null when the browser blocked it. */
  window: Window | null;
  blocked: boolean;
}

let sequence = 0;

/**
 * Opens one of the spec's popup windows, centred, posting its form where it has one. Printing
 * starts one second after the content is in the window. A blocked popup is reported, not hidden.
 */
export function openPopup<K extends PopupKind>(kind: K, payload: PopupPayloads[K], win: Window = window): OpenedPopup {
  sequence += 1;
  const name = `mro_${kind}_${sequence}`;
  const features = centredFeatures(popupSize(kind, payload), win.screen);
  const directUrl = kind === 'chat' ? (payload as PopupPayloads['chat']).url : 'about:blank';
  if (kind === 'chat' && !isHttpUrl(directUrl, win.location.href))
    throw new Error('A chat link must be an http(s) URL.');
  const popup = win.open(directUrl, name, features);
  if (!popup) return { window: null, blocked: true };

  if (kind === 'reportViewer' || kind === 'eContract' || kind === 'addressSearch') {
    postForm(win.document, payload as FormTarget, name);
  } else if (kind === 'print' && 'url' in payload) {
    postForm(win.document, payload as FormTarget, name);
  } else if (kind === 'print') {
    const { content, title } = payload as { content: HTMLElement; title?: string };
    const doc = popup.document;
    doc.title = title ?? win.document.title;
    // Styles of the page (theme variables, fonts) come along so the print looks like the screen.
    win.document
      .querySelectorAll('style, link[rel="stylesheet"]')
      .forEach((node) => doc.head.append(doc.importNode(node, true)));
    doc.documentElement.className = win.document.documentElement.className;
    doc.body.append(doc.importNode(content, true));
    popup.setTimeout(() => popup.print(), PRINT_DELAY_MS);
  }
  return { window: popup, blocked: false };
}

/** The kinds whose window is fed by a posted form. */
export type FormPopupKind = 'reportViewer' | 'eContract' | 'print' | 'addressSearch';

export interface PopupPlaceholder {
  /** Shown in the window while its form is being prepared (no network: written in place). */
  text: string;
  lang?: string;
}

export interface PreparedPopup extends OpenedPopup {
  /** The form was not posted: `load` gave nothing or failed, and the window was closed again. */
  cancelled: boolean;
}

/** Writes a "preparing…" line into a freshly opened, same-origin blank window. */
function writePlaceholder(popup: Window, { text, lang }: PopupPlaceholder): void {
  try {
    const doc = popup.document;
    if (lang) doc.documentElement.lang = lang;
    doc.title = text;
    const p = doc.createElement('p');
    p.setAttribute('role', 'status');
    p.style.cssText = 'font:14px system-ui,sans-serif;margin:24px;color:#444';
    p.textContent = text;
    doc.body.replaceChildren(p);
  } catch {
    // A window we cannot write into still gets its form; the line is only a courtesy.
  }
}

/**
 * Opens a form-fed popup window NOW, within the user's click (browsers block windows opened
 * after an await), then posts the form `load` resolves to into that window by its name. When
 * `load` gives nothing or throws, the window is closed again (and the error rethrown). A
 * blocked window is reported without calling `load`. `sizeOf` sizes windows whose size depends
 * on the payload (the e-contract viewer's class). Decision 0060.
 */
export function openPopupThen<K extends FormPopupKind>(
  kind: K,
  load: () => Promise<PopupPayloads[K] | null | undefined>,
  {
    win = window,
    placeholder,
    sizeOf,
  }: { win?: Window; placeholder?: PopupPlaceholder; sizeOf?: Partial<PopupPayloads[K]> } = {},
): Promise<PreparedPopup> {
  sequence += 1;
  const name = `mro_${kind}_${sequence}`;
  const features = centredFeatures(popupSize(kind, sizeOf), win.screen);
  // Synchronous, before the first await: still inside the click's user activation.
  const popup = win.open('about:blank', name, features);
  if (!popup) return Promise.resolve({ window: null, blocked: true, cancelled: false });
  if (placeholder) writePlaceholder(popup, placeholder);
  return (async () => {
    let payload: PopupPayloads[K] | null | undefined;
    try {
      payload = await load();
    } catch (error) {
      popup.close();
      throw error;
    }
    // Nothing to show, or the user closed the window meanwhile (a form posted to a missing
    // name would open a new tab).
    if (!payload || popup.closed) {
      popup.close();
      return { window: null, blocked: false, cancelled: true };
    }
    postForm(win.document, payload as FormTarget, name);
    return { window: popup, blocked: false, cancelled: false };
  })();
}

export interface MessageWaitOptions<T> {
  /** Only messages from this origin count (e.g. the address service's origin). */
  origin: string;
  /** Only messages from this window (the popup or the hidden frame) count, when given. */
  source?: MessageEventSource | null;
  /** Picks the result out of the message data; undefined means "not ours, keep waiting". */
  read: (data: unknown) => T | undefined;
  signal?: AbortSignal;
  win?: Window;
}

/**
 * Waits for the window message carrying a popup's result. Messages from another origin or
 * window, or with data that `read` does not accept, are ignored.
 */
export function waitForMessage<T>({ origin, source, read, signal, win = window }: MessageWaitOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (source && event.source !== source) return;
      const value = read(event.data);
      if (value === undefined) return;
      cleanup();
      resolve(value);
    };
    const onAbort = () => {
      cleanup();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    const cleanup = () => {
      win.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
    };
    if (signal?.aborted) return onAbort();
    win.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface AddressResult {
  confmKey: string;
  streetAddress: string;
  zipNo?: string;
}

/** Reads the address search service's message: confmKey and the street address (roadAddr). */
export function readAddressMessage(data: unknown): AddressResult | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  const street = d.streetAddressByJuso ?? d.roadFullAddr ?? d.roadAddr;
  if (typeof d.confmKey !== 'string' && typeof street !== 'string') return undefined;
  return {
    confmKey: typeof d.confmKey === 'string' ? d.confmKey : '',
    streetAddress: typeof street === 'string' ? street : '',
    ...(typeof d.zipNo === 'string' ? { zipNo: d.zipNo } : {}),
  };
}

/** A card approval's or cancel's result: success, the gateway's data, or the refusal's code and message. */
export interface CardResult {
  isSuccess: boolean;
  data?: unknown;
  error?: { errorCode: string; errorMessage: string };
}

/** Reads a card approval or cancel result posted by the hidden frame's page (the envelope's parts it has). */
export function readCardResult(data: unknown): CardResult | undefined {
  if (typeof data !== 'object' || data === null || !('isSuccess' in data)) return undefined;
  const posted = data as { isSuccess: unknown; data?: unknown; error?: unknown };
  const v = posted.isSuccess;
  const result: CardResult = { isSuccess: v === true || v === 'true' || v === 'Y' };
  if (posted.data !== undefined && posted.data !== null) result.data = posted.data;
  const e = posted.error as { errorCode?: unknown; errorMessage?: unknown } | null | undefined;
  if (e && typeof e === 'object')
    result.error = {
      errorCode: typeof e.errorCode === 'string' ? e.errorCode : '',
      errorMessage: typeof e.errorMessage === 'string' ? e.errorMessage : '',
    };
  return result;
}

/**
 * Card approval and cancel (spec): the form-encoded payload is posted into a hidden frame whose
 * HTML answer posts `isSuccess` back by window message. The frame is removed afterwards.
 */
export async function submitHiddenFrame(
  target: FormTarget & { resultOrigin: string; signal?: AbortSignal },
  win: Window = window,
): Promise<CardResult> {
  sequence += 1;
  const name = `mro_frame_${sequence}`;
  const frame = win.document.createElement('iframe');
  frame.name = name;
  frame.title = name;
  frame.hidden = true;
  frame.tabIndex = -1;
  win.document.body.append(frame);
  try {
    const result = waitForMessage({
      origin: target.resultOrigin,
      source: frame.contentWindow,
      read: readCardResult,
      win,
      ...(target.signal ? { signal: target.signal } : {}),
    });
    postForm(win.document, target, name);
    return await result;
  } finally {
    frame.remove();
  }
}
