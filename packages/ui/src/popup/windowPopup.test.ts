import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  centredFeatures,
  openPopup,
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
