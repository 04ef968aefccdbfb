import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionChannel, type SessionMessage } from './sessionStore';
import { planRefresh, REFRESH_LEAD_MS } from './refresh';

/** Two tabs' channels joined as BroadcastChannel joins them (a tab does not hear itself). */
function pair(): [SessionChannel, SessionChannel] {
  const handlers: [Set<(m: SessionMessage) => void>, Set<(m: SessionMessage) => void>] = [new Set(), new Set()];
  const make = (mine: 0 | 1): SessionChannel => ({
    post: (m) => handlers[mine === 0 ? 1 : 0].forEach((h) => h(structuredClone(m))),
    listen(h) {
      handlers[mine].add(h);
      return () => handlers[mine].delete(h);
    },
  });
  return [make(0), make(1)];
}

const user = {
  loginId: 'buyer01',
  userNm: '김구매',
  cpCd: 'C1',
  cpNm: '회사',
  custRolCd: 'B',
  userLangCd: 'KO',
  sysGbCd: 'BY',
};

describe('the session store', () => {
  it('keeps the spec’s fields and never a token', () => {
    const s = createSessionStore('BY');
    s.start({
      sessionExpires: '2026-11-24T01:00:00Z',
      homePath: '/by',
      userInfo: user,
      systems: ['BY'],
      fileKey: 'k1',
    });
    expect(s.get()).toEqual({
      system: 'BY',
      useAuthentication: true,
      sessionExpires: '2026-11-24T01:00:00Z',
      homePath: '/by',
      userInfo: user,
      systems: ['BY'],
      signedInElsewhere: null,
      fileKey: 'k1',
      showLnb: true,
      showBodyScroll: true,
    });
    expect(JSON.stringify(s.get())).not.toMatch(/token/i);
    s.end('logout');
    expect(s.get()).toMatchObject({ useAuthentication: false, userInfo: null, sessionExpires: null });
  });

  it('notes a session of another system without starting it here (issue 41)', () => {
    const s = createSessionStore('PO');
    s.elsewhere({ system: 'BY', systems: ['BY', 'PO'], userInfo: user });
    expect(s.get()).toMatchObject({
      useAuthentication: false,
      userInfo: null,
      signedInElsewhere: 'BY',
      systems: ['BY', 'PO'],
    });
    s.start({ system: 'PO', userInfo: user });
    expect(s.get()).toMatchObject({ useAuthentication: true, signedInElsewhere: null });
  });

  it('a logout in one tab ends the session in the other, which is told why', () => {
    const [a, b] = pair();
    const one = createSessionStore('BY', a);
    const two = createSessionStore('BY', b);
    one.start({ userInfo: user, sessionExpires: '2026-11-24T01:00:00Z' });
    two.start({ userInfo: user, sessionExpires: '2026-11-24T01:00:00Z' });
    const ended = vi.fn();
    two.onEndedElsewhere(ended);
    one.end('logout');
    expect(two.get().useAuthentication).toBe(false);
    expect(ended).toHaveBeenCalledWith('logout');
  });

  it('an end told before the other tab listened is handed to its first listener, once', () => {
    const [a, b] = pair();
    const one = createSessionStore('BY', a);
    const two = createSessionStore('BY', b);
    one.start({ userInfo: user, sessionExpires: '2026-11-24T01:00:00Z' });
    two.start({ userInfo: user, sessionExpires: '2026-11-24T01:00:00Z' });
    one.end('logout');
    const first = vi.fn();
    const second = vi.fn();
    two.onEndedElsewhere(first);
    two.onEndedElsewhere(second);
    expect(first).toHaveBeenCalledWith('logout');
    expect(second).not.toHaveBeenCalled();
  });

  it('a refresh in one tab moves the other tab’s expiry; an expiry ends both', () => {
    const [a, b] = pair();
    const one = createSessionStore('SP', a);
    const two = createSessionStore('SP', b);
    one.start({ userInfo: user, sessionExpires: 'T1' });
    two.start({ userInfo: user, sessionExpires: 'T1' });
    one.extend('T2');
    expect(two.get().sessionExpires).toBe('T2');
    const ended = vi.fn();
    one.onEndedElsewhere(ended);
    two.end('expired');
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('notifies subscribers and stops after dispose', () => {
    const s = createSessionStore('MAIN');
    const listener = vi.fn();
    const stop = s.subscribe(listener);
    s.setLayout({ showLnb: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.get().showLnb).toBe(false);
    stop();
    s.setLayout({ showBodyScroll: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('refresh timing', () => {
  const HOUR = 3_600_000;
  it('waits until shortly before the expiry', () => {
    expect(planRefresh({ now: 0, expiresAt: HOUR, lastActivity: null, lastRenewal: 0 })).toEqual({
      action: 'wait',
      ms: HOUR - REFRESH_LEAD_MS,
    });
  });
  it('refreshes then when the user did something since the last renewal', () => {
    expect(planRefresh({ now: HOUR - REFRESH_LEAD_MS, expiresAt: HOUR, lastActivity: 10, lastRenewal: 0 })).toEqual({
      action: 'refresh',
    });
  });
  it('lets an idle session run out, looking again before the expiry', () => {
    const step = planRefresh({ now: HOUR - REFRESH_LEAD_MS, expiresAt: HOUR, lastActivity: null, lastRenewal: 0 });
    expect(step).toEqual({ action: 'wait', ms: REFRESH_LEAD_MS / 5 });
    expect(planRefresh({ now: HOUR, expiresAt: HOUR, lastActivity: null, lastRenewal: 0 })).toEqual({
      action: 'expire',
    });
  });
  it('never schedules sooner than a second', () => {
    const step = planRefresh({ now: HOUR - 10, expiresAt: HOUR, lastActivity: null, lastRenewal: 0 });
    expect(step).toEqual({ action: 'wait', ms: 1000 });
  });
});
