import { describe, expect, it } from 'vitest';
import {
  canHydrate,
  endSsrWait,
  readSsrState,
  ssrStateJson,
  ssrWaitStyle,
  SSR_STATE_ID,
  type SsrState,
} from './ssrState';

const state = (over: Partial<SsrState> = {}): SsrState => ({
  system: 'MAIN',
  locale: 'ko',
  path: '/login',
  router: { loaderData: {}, actionData: null, errors: null },
  queries: { mutations: [], queries: [] },
  ...over,
});

describe('the server render state', () => {
  it('travels in a JSON data block that no text can close', () => {
    const tricky = state({ path: '/login</script><script>alert(1)</script><!--' });
    const json = ssrStateJson(tricky);
    expect(json).not.toContain('<');
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
    expect(readSsrState(document)).toEqual(tricky);
  });

  it('reads as none when absent or broken', () => {
    document.body.innerHTML = '';
    expect(readSsrState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">{broken</script>`;
    expect(readSsrState(document)).toBeNull();
  });

  it('hydrates only what this page would render alike: the same system, language and path', () => {
    const page = { system: 'MAIN' as const, locale: 'ko' as const, path: '/login' };
    expect(canHydrate(state(), page)).toBe(true);
    expect(canHydrate(state({ locale: 'en' }), page)).toBe(false);
    expect(canHydrate(state({ path: '/find/id' }), page)).toBe(false);
    expect(canHydrate(state({ system: 'BY' }), page)).toBe(false);
    expect(canHydrate(null, page)).toBe(false);
  });

  it("holds the server page's buttons until the app takes over, then lets them be", () => {
    document.head.innerHTML = ssrWaitStyle();
    document.body.innerHTML = '<div id="root"><button type="button">Terms</button><a href="/find/id">Find ID</a></div>';
    const button = document.querySelector('button')!;
    expect(getComputedStyle(button).pointerEvents).toBe('none');
    expect(getComputedStyle(document.querySelector('a')!).pointerEvents).not.toBe('none');
    endSsrWait(document);
    expect(getComputedStyle(button).pointerEvents).not.toBe('none');
    endSsrWait(document);
  });
});
