import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  centredFeatures,
  openPopup,
  openPopupThen,
  popupSize,
  postForm,
  readAddressMessage,
  readCardResult,
  submitHiddenFrame,
  waitForMessage,
} from './windowPopup';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('popup sizes (spec)', () => {
  it.each([
    ['reportViewer', {}, 1150, 880],
    ['print', {}, 900, 680],
    ['chat', {}, 375, 630],
    ['addressSearch', {}, 554, 517],
    ['eContract', { contractClass: 'MRO003' }, 937, 850],
    ['eContract', { contractClass: 'MRO001' }, 825, 850],
    ['eContract', {}, 825, 850],
  ] as const)('%s %j → %i × %i', (kind, payload, width, height) => {
    expect(popupSize(kind, payload)).toEqual({ width, height });
  });
});

describe('centredFeatures', () => {
  it('centres on the available screen, offset by its origin, never off-screen', () => {
    expect(centredFeatures({ width: 554, height: 517 }, { availWidth: 1920, availHeight: 1040 })).toBe(
      'width=554,height=517,left=683,top=262,scrollbars=yes,resizable=yes',
    );
    expect(
      centredFeatures(
        { width: 1000, height: 800 },
        { availLeft: 1920, availTop: 0, availWidth: 1280, availHeight: 1000 },
      ),
    ).toContain('left=2060,top=100');
    expect(centredFeatures({ width: 1150, height: 880 }, { availWidth: 800, availHeight: 600 })).toContain(
      'left=0,top=0',
    );
  });
});

describe('postForm', () => {
  it('posts hidden fields into the named target and removes the form', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this.cloneNode(true) as HTMLFormElement);
    });
    postForm(
      document,
      { url: 'https://report.example/viewer', fields: { token: 'T1', page: 2, empty: null, skip: undefined } },
      'w1',
    );
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.target).toBe('w1');
    expect(form.action).toBe('https://report.example/viewer');
    expect([...form.querySelectorAll('input')].map((i) => `${i.type}:${i.name}=${i.value}`)).toEqual([
      'hidden:token=T1',
      'hidden:page=2',
    ]);
    expect(document.querySelector('form')).toBeNull();
  });
});

function fakeWin(popup: Window | null) {
  const open = vi.fn((_url: string, _name: string, _features: string) => popup);
  const win = {
    open,
    screen: { availWidth: 1920, availHeight: 1080, availLeft: 0, availTop: 0 },
    location: { href: 'https://portal.example/by/main' },
    document,
  } as unknown as Window;
  return { win, open };
}

describe('openPopup', () => {
  it('opens a centred window of the kind and posts its form into it', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const popup = {} as Window;
    const { win, open } = fakeWin(popup);
    const opened = openPopup('reportViewer', { url: 'https://report.example/v', fields: { token: 'x' } }, win);
    expect(opened).toEqual({ window: popup, blocked: false });
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe('about:blank');
    expect(name).toMatch(/^mro_reportViewer_\d+$/);
    expect(features).toBe('width=1150,height=880,left=385,top=100,scrollbars=yes,resizable=yes');
  });

  it('reports a blocked popup instead of failing silently', () => {
    const { win } = fakeWin(null);
    expect(openPopup('chat', { url: 'https://chat.example/c/1' }, win)).toEqual({ window: null, blocked: true });
  });

  it('opens chat links directly, only http(s)', () => {
    const { win, open } = fakeWin({} as Window);
    openPopup('chat', { url: '/chat/room' }, win);
    expect(open.mock.calls[0]?.[0]).toBe('/chat/room');
    expect(() => openPopup('chat', { url: 'javascript:alert(1)' }, win)).toThrow(/http/);
  });

  it('prints one second after writing the content', () => {
    vi.useFakeTimers();
    const popupDoc = document.implementation.createHTMLDocument('p');
    const print = vi.fn();
    const popup = {
      document: popupDoc,
      print,
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    } as unknown as Window;
    const { win } = fakeWin(popup);
    const content = document.createElement('section');
    content.textContent = '납품서';
    openPopup('print', { content, title: '출력' }, win);
    expect(popupDoc.body.textContent).toContain('납품서');
    expect(popupDoc.title).toBe('출력');
    vi.advanceTimersByTime(999);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('posts a printable page into a 900×680 window, which prints itself (decision 0060)', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const print = vi.fn();
    const { win, open } = fakeWin({ print } as unknown as Window);
    openPopup('print', { url: '/imk/api/anonymous/report/view', fields: { token: 'T', print: 'Y' } }, win);
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe('about:blank');
    expect(features).toBe('width=900,height=680,left=510,top=200,scrollbars=yes,resizable=yes');
    expect(submitted.map((f) => [f.target, f.getAttribute('action'), new FormData(f).get('print')])).toEqual([
      [name, '/imk/api/anonymous/report/view', 'Y'],
    ]);
    expect(print).not.toHaveBeenCalled();
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('openPopupThen (the window opens within the click, the form follows; decision 0060)', () => {
  function blankPopup() {
    const doc = document.implementation.createHTMLDocument('');
    const popup = { document: doc, closed: false, close: vi.fn(() => (popup.closed = true)) };
    return popup;
  }
  const target = { url: '/imk/api/anonymous/report/view', fields: { token: 'T', print: 'Y' } };

  it('opens the window synchronously, before a slow token arrives, then posts the form into it by name', async () => {
    vi.useFakeTimers();
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const popup = blankPopup();
    const { win, open } = fakeWin(popup as unknown as Window);
    // The token answers only after 2 s.
    const load = vi.fn(() => new Promise<typeof target>((res) => setTimeout(() => res(target), 2000)));

    const prepared = openPopupThen('print', load, {
      win,
      placeholder: { text: '문서를 준비하고 있습니다…', lang: 'ko' },
    });
    // Still inside the click: the window is open and says so, the token has not arrived.
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe('about:blank');
    expect(name).toMatch(/^mro_print_\d+$/);
    expect(features).toMatch(/^width=900,height=680,/);
    expect(load).toHaveBeenCalledTimes(1);
    expect(popup.document.body.textContent).toBe('문서를 준비하고 있습니다…');
    expect(popup.document.documentElement.lang).toBe('ko');
    expect(submitted).toEqual([]);

    await vi.advanceTimersByTimeAsync(1999);
    expect(submitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(prepared).resolves.toEqual({ window: popup, blocked: false, cancelled: false });
    expect(submitted.map((f) => [f.target, f.getAttribute('action'), new FormData(f).get('token')])).toEqual([
      [name, '/imk/api/anonymous/report/view', 'T'],
    ]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.close).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('closes the window again when the token is refused, and posts nothing', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const popup = blankPopup();
    const { win } = fakeWin(popup as unknown as Window);
    await expect(openPopupThen('reportViewer', () => Promise.resolve(null), { win })).resolves.toEqual({
      window: null,
      blocked: false,
      cancelled: true,
    });
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('closes the window again when the token call throws, and passes the error on', async () => {
    const popup = blankPopup();
    const { win } = fakeWin(popup as unknown as Window);
    await expect(openPopupThen('print', () => Promise.reject(new Error('offline')), { win })).rejects.toThrow(
      'offline',
    );
    expect(popup.close).toHaveBeenCalledTimes(1);
  });

  it('does not post into a window the user closed meanwhile (it would open a new tab)', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const popup = blankPopup();
    const { win } = fakeWin(popup as unknown as Window);
    const token = deferred<typeof target>();
    const prepared = openPopupThen('print', () => token.promise, { win });
    popup.closed = true;
    token.resolve(target);
    await expect(prepared).resolves.toMatchObject({ cancelled: true });
    expect(submit).not.toHaveBeenCalled();
  });

  it('reports a blocked window without asking for a token', async () => {
    const { win } = fakeWin(null);
    const load = vi.fn(() => Promise.resolve(target));
    await expect(openPopupThen('print', load, { win })).resolves.toEqual({
      window: null,
      blocked: true,
      cancelled: false,
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('sizes the e-contract viewer by the class given up front', () => {
    const { win, open } = fakeWin(null);
    void openPopupThen('eContract', () => Promise.resolve(null), { win, sizeOf: { contractClass: 'MRO003' } });
    expect(open.mock.calls[0]?.[2]).toMatch(/^width=937,height=850,/);
  });
});

describe('waitForMessage (origin check)', () => {
  const post = (data: unknown, origin: string, source: MessageEventSource | null = null) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  it('ignores foreign origins, other sources and unreadable data', async () => {
    const popup = window as unknown as MessageEventSource;
    const result = waitForMessage({ origin: 'https://juso.example', source: popup, read: readAddressMessage });
    post({ confmKey: 'FORGED', roadAddr: 'x' }, 'https://evil.example', popup);
    post({ confmKey: 'OTHER', roadAddr: 'x' }, 'https://juso.example', null);
    post('not an object', 'https://juso.example', popup);
    post({ unrelated: true }, 'https://juso.example', popup);
    post(
      { confmKey: 'K1', streetAddressByJuso: '서울특별시 중구 세종대로 110', zipNo: '04524' },
      'https://juso.example',
      popup,
    );
    await expect(result).resolves.toEqual({
      confmKey: 'K1',
      streetAddress: '서울특별시 중구 세종대로 110',
      zipNo: '04524',
    });
  });

  it('can be aborted, also before it starts', async () => {
    const controller = new AbortController();
    const waiting = waitForMessage({ origin: 'https://x.example', read: readCardResult, signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(waitForMessage({ origin: 'o', read: readCardResult, signal: controller.signal })).rejects.toBeTruthy();
  });

  it('reads card results', () => {
    expect(readCardResult({ isSuccess: true })).toEqual({ isSuccess: true });
    expect(readCardResult({ isSuccess: 'Y' })).toEqual({ isSuccess: true });
    expect(readCardResult({ isSuccess: 'false' })).toEqual({ isSuccess: false });
    expect(readCardResult({})).toBeUndefined();
    expect(
      readCardResult({ isSuccess: false, data: null, error: { errorCode: 'MROPY0006', errorMessage: 'refused' } }),
    ).toEqual({ isSuccess: false, error: { errorCode: 'MROPY0006', errorMessage: 'refused' } });
    expect(readCardResult({ isSuccess: true, data: { apprNo: '12345678' }, error: null })).toEqual({
      isSuccess: true,
      data: { apprNo: '12345678' },
    });
    expect(readCardResult(null)).toBeUndefined();
    expect(readAddressMessage({ roadFullAddr: 'A' })).toEqual({ confmKey: '', streetAddress: 'A' });
  });
});

describe('submitHiddenFrame (card approval and cancel)', () => {
  it('posts into a hidden frame, resolves with isSuccess from it and removes the frame', async () => {
    let target = '';
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      target = this.target;
    });
    const result = submitHiddenFrame({
      url: 'https://pg.example/cards/approval',
      fields: { amt: 1000 },
      resultOrigin: 'https://pg.example',
    });
    const frame = document.querySelector('iframe')!;
    expect(frame.hidden).toBe(true);
    expect(frame.name).toBe(target);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { isSuccess: true },
        origin: 'https://evil.example',
        source: frame.contentWindow,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { isSuccess: true },
        origin: 'https://pg.example',
        source: frame.contentWindow,
      }),
    );
    await expect(result).resolves.toEqual({ isSuccess: true });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
