/**
 * The one place a failed call is shown (spec 000 §8): the message box's alert, then for an expired
 * session its end and the way back to the entry home, for a changed one the way back. Without
 * React: the client (client.ts) hands it every failure of a call that is not silent, so a screen
 * never shows a failure's message again (result.ts: `unwrap` throws it as already presented).
 */
import type { HttpFailure } from './failure';

export interface PresenterDeps {
  /** The message box (an alert; resolves when it is answered). */
  alert(message: string, options?: { detail?: string }): Promise<unknown>;
  /** The session ran out (the store ends it in every tab). */
  endSession(): void;
  /** Leaves for the entry home after a session ended or changed. */
  leaveToEntry(): void;
}

export function createPresenter(deps: PresenterDeps): (failure: HttpFailure) => void {
  let ending = false;
  return (failure) => {
    if (!failure.notify) return;
    const expired = failure.kind === 'sessionExpired' || failure.cancelType === 'TOKEN_INVALID';
    const changed = failure.kind === 'sessionChanged' || failure.cancelType === 'SYSTEM_INVALID';
    if (expired || changed) {
      // Parallel calls fail together: one message, one way back.
      if (ending) return;
      ending = true;
      if (expired) deps.endSession();
      void deps.alert(failure.message).then(() => deps.leaveToEntry());
      return;
    }
    if (failure.kind === 'noSystemHeader') {
      void deps.alert(failure.message, { detail: failure.raw ?? '' });
      return;
    }
    void deps.alert(failure.message);
  };
}
