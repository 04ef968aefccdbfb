// One action per physical Enter (or moving key) under an IME, as Excel does with a Korean IME
// (issue 47, decision 0026). Contract: `decideImeKey` is the pure decision table; the composition
// watcher (`watchCompositions`, one set of capture listeners per document, installed by the hooks
// that use it) tells it whether a composition is open, whether its text is Hangul and which
// composition just ended; `imeKeyStep` answers for one keydown and `deferToCompositionEnd` runs a
// deferred action once, after the committed text has reached the field. The second keydown some
// browsers send for the same physical key after `compositionend` (Chrome with the Microsoft IME)
// is stopped at the document, so no widget ever sees it. Cost: five listeners per document, a few
// fields of state, one zero-delay timer per deferred action; no work on keys outside compositions
// beyond a counter.

/** What one keydown of a key a widget acts on means. */
export type ImeKeyStep =
  /** Act now (no composition, or Safari's keydown after a Hangul composition ended). */
  | 'act'
  /** Hangul is being composed: act once, after the syllable is committed. */
  | 'defer'
  /** Another script's candidate is being confirmed (Japanese, Chinese): never act. */
  | 'confirm'
  /** The second keydown of a press whose action already ran or was deferred: nothing. */
  | 'swallow';

/** What the decision reads: the keydown and the composition around it. */
export interface ImeKeyContext {
  /** The keydown says a composition is under way (`isComposing`). */
  composing: boolean;
  /** The keydown is the IME's own (`keyCode` 229). */
  ime: boolean;
  /** The composition open at this keydown, if any: is its text Hangul? */
  open: { hangul: boolean } | null;
  /** The composition that ended just before this keydown (none since): Hangul? ended by this key? */
  ended: { hangul: boolean; keyed: boolean } | null;
}

/**
 * The decision table (decision 0026):
 *
 * | composition            | keydown                | step    | platform                        |
 * | ---------------------- | ---------------------- | ------- | ------------------------------- |
 * | open, Hangul           | any                    | defer   | Chrome macOS, Chrome Windows    |
 * | open, other script     | any                    | confirm | Japanese, Chinese               |
 * | just ended by this key | not composing          | swallow | Chrome Windows' second Enter    |
 * | just ended, Hangul     | 229, not composing     | act     | Safari                          |
 * | just ended, other      | 229, not composing     | confirm | Safari, Japanese                |
 * | none                   | 229, not composing     | confirm | an IME key we cannot place      |
 * | none                   | plain                  | act     | every browser without an IME    |
 */
export function decideImeKey({ composing, ime, open, ended }: ImeKeyContext): ImeKeyStep {
  if (open || composing) return open?.hangul ? 'defer' : 'confirm';
  if (ended?.keyed) return 'swallow';
  if (ime) return ended?.hangul ? 'act' : 'confirm';
  return 'act';
}

const HANGUL = /^[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7AF\uD7B0-\uD7FF]+$/u;

/** True when composed text is Hangul (syllables or jamo), the only script whose Enter also acts. */
export const isHangul = (text: string | null | undefined): boolean => Boolean(text) && HANGUL.test(text!);

/** A keydown as the helpers read it: a DOM or React keyboard event, or a framework-free copy. */
export interface ImeKeyEvent {
  key: string;
  code?: string | undefined;
  keyCode?: number | undefined;
  isComposing?: boolean | undefined;
  shiftKey?: boolean | undefined;
  preventDefault(): void;
  nativeEvent?: { isComposing?: boolean; keyCode?: number; code?: string } | undefined;
}

const BY_CODE: Record<string, string> = {
  Enter: 'Enter',
  NumpadEnter: 'Enter',
  Tab: 'Tab',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
};

/** The key pressed: Chrome on Windows names the IME's keydown "Process"; its `code` says which key. */
export function actionKeyOf(event: Pick<ImeKeyEvent, 'key' | 'code' | 'nativeEvent'>): string {
  if (event.key !== 'Process' && event.key !== 'Unidentified') return event.key;
  const code = event.code ?? event.nativeEvent?.code ?? '';
  return BY_CODE[code] ?? event.key;
}

interface Watch {
  /** The open composition: Hangul? the key that acted on it (its keyup already seen?). */
  open: { hangul: boolean; keyedCode: string | null; released: boolean } | null;
  ended: { hangul: boolean; keyedCode: string | null; afterKeydown: number } | null;
  /** Deferred actions of the key that ends the composition (a field's and its form's, say). */
  pending: { runs: (() => void)[]; timer: ReturnType<typeof setTimeout> | null } | null;
  keydowns: number;
}

const watches = new WeakMap<Document, Watch>();
let current: Watch | null = null;

const codeOf = (event: KeyboardEvent) => event.code || (event.key === 'Enter' ? 'Enter' : event.key);

function flush(watch: Watch) {
  const pending = watch.pending;
  if (!pending) return;
  watch.pending = null;
  if (pending.timer !== null) clearTimeout(pending.timer);
  for (const run of pending.runs) run();
}

/**
 * Follows the compositions of `doc` (idempotent). The hooks that act on keys call it from an
 * effect, so it is in place before the first composition in a field they render.
 */
export function watchCompositions(doc: Document | undefined = globalThis.document): void {
  if (!doc || watches.has(doc)) {
    if (doc) current = watches.get(doc)!;
    return;
  }
  const watch: Watch = { open: null, ended: null, pending: null, keydowns: 0 };
  watches.set(doc, watch);
  current = watch;
  const capture = { capture: true };
  doc.addEventListener(
    'keydown',
    (event) => {
      watch.keydowns += 1;
      const ended = watch.ended;
      const composing = event.isComposing || event.keyCode === 229;
      if (
        ended?.keyedCode &&
        !composing &&
        watch.keydowns === ended.afterKeydown + 1 &&
        codeOf(event) === ended.keyedCode
      ) {
        // Chrome with the Microsoft IME: the same physical key again, after compositionend.
        flush(watch);
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      // A new key while the composition goes on: the key that was to act did not end it.
      if (watch.open && watch.pending && composing) {
        watch.pending = null;
        watch.open.keyedCode = null;
      }
    },
    capture,
  );
  doc.addEventListener(
    'keyup',
    (event) => {
      if (watch.ended?.keyedCode && codeOf(event) === watch.ended.keyedCode) watch.ended = null;
      // Released before the composition ended: no second keydown of that press can follow.
      if (watch.open?.keyedCode && codeOf(event) === watch.open.keyedCode) watch.open.released = true;
    },
    capture,
  );
  doc.addEventListener(
    'compositionstart',
    () => {
      watch.open = { hangul: false, keyedCode: null, released: false };
      watch.ended = null;
      watch.pending = null;
    },
    capture,
  );
  doc.addEventListener(
    'compositionupdate',
    (event) => {
      if (watch.open) watch.open.hangul = isHangul((event as CompositionEvent).data);
    },
    capture,
  );
  doc.addEventListener(
    'compositionend',
    (event) => {
      const open = watch.open;
      watch.open = null;
      watch.ended = {
        hangul: open?.hangul || isHangul((event as CompositionEvent).data),
        keyedCode: open && !open.released ? open.keyedCode : null,
        afterKeydown: watch.keydowns,
      };
      // After the field's own compositionend (and the render it causes) has taken the text.
      if (watch.pending && watch.pending.timer === null) watch.pending.timer = setTimeout(() => flush(watch), 0);
    },
    capture,
  );
}

/** The step for one keydown of a key the caller acts on (see `decideImeKey`). */
export function imeKeyStep(event: ImeKeyEvent): ImeKeyStep {
  const native = event.nativeEvent ?? event;
  const keyCode = native.keyCode ?? event.keyCode;
  const watch = current;
  const ended = watch?.ended && watch.keydowns === watch.ended.afterKeydown + 1 ? watch.ended : null;
  const step = decideImeKey({
    composing: Boolean(native.isComposing ?? event.isComposing),
    ime: keyCode === 229,
    open: watch?.open ?? null,
    ended: ended ? { hangul: ended.hangul, keyed: ended.keyedCode !== null } : null,
  });
  if (watch?.open && (step === 'defer' || step === 'confirm')) {
    watch.open.keyedCode = BY_CODE[native.code ?? event.code ?? ''] ?? actionKeyOf(event);
  }
  return step;
}

/**
 * Runs `run` once when the open composition ends (a zero-delay timer after `compositionend`, or
 * at the keydown Chrome on Windows sends right after it, whichever comes first).
 */
export function deferToCompositionEnd(run: () => void): void {
  if (!current) return;
  if (current.pending) current.pending.runs.push(run);
  else current.pending = { runs: [run], timer: null };
}
