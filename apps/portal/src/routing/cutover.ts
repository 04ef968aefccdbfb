/**
 * The cutover check (spec 000 §7: `GET /anonymous/system/cutover`; falsy: redirect to the renewal
 * notice, truthy: ready, failure: reload; "check currently disabled"). Behind a build-time switch,
 * off by default (`VITE_MRO_CUTOVER_CHECK=on` turns it on; decision 0031). Run once at the start,
 * before the first render, on every page but the notice itself. A failure reloads the page once;
 * a second failure in the same tab draws the portal (its own calls then say what is wrong), so a
 * server that is down does not become a reload loop. `cutoverAction` is pure; `checkCutover`
 * makes the call through the injected fetch.
 */
import { API_BASE_PATH } from '@mro/rules';
import { contract } from '@mro/contract';
import { readEnvelope } from '../http/envelope';

/** The renewal notice (no container): where a falsy answer sends every page. */
export const RENEWAL_PATH = '/renewal';

/** The tab's note that the check failed once and the page was reloaded for it. */
export const CUTOVER_RELOADED_KEY = 'mro.cutover.reloaded';

export type CutoverAnswer = { ok: true; data: unknown } | { ok: false };
export type CutoverAction = 'ready' | 'renewal' | 'reload';

export function cutoverAction(answer: CutoverAnswer, path: string, reloadedBefore: boolean): CutoverAction {
  if (path === RENEWAL_PATH) return 'ready';
  if (!answer.ok) return reloadedBefore ? 'ready' : 'reload';
  return answer.data ? 'ready' : 'renewal';
}

export interface CutoverDeps {
  fetch: typeof fetch;
  path: string;
  /** The tab's session storage (the reload note). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  headers?: Record<string, string>;
}

/** Asks the server and says what the page does; notes a reload so that it happens once. */
export async function checkCutover(deps: CutoverDeps): Promise<CutoverAction> {
  let answer: CutoverAnswer = { ok: false };
  try {
    // Before the services exist: a bare fetch of the contract's declared call.
    const response = await deps.fetch(`${API_BASE_PATH}${contract.system.cutover.path}`, {
      credentials: 'include',
      headers: deps.headers,
    });
    const envelope = readEnvelope(response.status, response.headers.get('content-type'), await response.text());
    if (response.ok && envelope?.isSuccess) answer = { ok: true, data: envelope.data };
  } catch {
    // Offline or refused: a failure.
  }
  const action = cutoverAction(answer, deps.path, deps.storage.getItem(CUTOVER_RELOADED_KEY) === '1');
  if (action === 'reload') deps.storage.setItem(CUTOVER_RELOADED_KEY, '1');
  else deps.storage.removeItem(CUTOVER_RELOADED_KEY);
  return action;
}

/** The build's switch: on only when the build says `VITE_MRO_CUTOVER_CHECK=on`. */
export const cutoverCheckEnabled = (env: Record<string, unknown>) => env.VITE_MRO_CUTOVER_CHECK === 'on';
