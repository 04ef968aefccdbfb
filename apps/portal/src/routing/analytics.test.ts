import { describe, expect, it, vi } from 'vitest';
import { createPortalApi } from '../http/api';
import { createPageViewReporter, type PageView } from './analytics';

const view = (path: string, system = 'BY'): PageView => ({ path, prgmId: 'P1', menuNm: 'Home', system });

function setup(dev = false) {
  const call = vi.fn(async (_path: string, _options: { body: PageView }) => ({ ok: true as const, data: null }));
  const tasks: (() => void)[] = [];
  const log = vi.fn();
  const report = createPageViewReporter(createPortalApi({ call } as never), {
    dev,
    log,
    schedule: (task) => tasks.push(task),
  });
  const flush = () => tasks.splice(0).forEach((task) => task());
  return { call, log, report, flush };
}

describe('createPageViewReporter', () => {
  it('sends one silent record per screen shown, after the paint (when idle), without the loading indicator', () => {
    const { call, report, flush } = setup();
    report(view('/by/'));
    expect(call).not.toHaveBeenCalled();
    flush();
    expect(call).toHaveBeenCalledExactlyOnceWith('/anonymous/analytics/page-views', {
      method: 'POST',
      body: view('/by/'),
      loading: false,
      silent: true,
    });
  });

  it('does not count the same screen twice in a row, but does after another one', () => {
    const { call, report, flush } = setup();
    report(view('/by/'));
    report(view('/by/'));
    report(view('/by/notices'));
    report(view('/by/'));
    flush();
    expect(call.mock.calls.map(([, options]) => options.body.path)).toEqual(['/by/', '/by/notices', '/by/']);
  });

  it('the same path in another system is another screen', () => {
    const { call, report, flush } = setup();
    report(view('/', 'BY'));
    report(view('/', 'SP'));
    flush();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('logs each record in development, at once', () => {
    const { log, report } = setup(true);
    report(view('/by/'));
    expect(log).toHaveBeenCalledWith(view('/by/'));
    expect(setup(false).log).not.toHaveBeenCalled();
  });

  it('logs a page view in development at the debug level, never as a warning (issue 57 item 7)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const call = vi.fn(async () => ({ ok: true as const, data: null }));
    const report = createPageViewReporter(createPortalApi({ call } as never), { dev: true, schedule: () => undefined });
    report(view('/by/'));
    expect(warn).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledExactlyOnceWith('[page view]', view('/by/'));
    warn.mockRestore();
    debug.mockRestore();
  });
});
