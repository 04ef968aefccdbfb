// Korean IME composition and real key presses for play functions (and, in `composeAndEnter`, the
// four orders of events an Enter that ends a composition comes in: decision 0026). Under `npm test` (Vitest
// browser mode) they go through the Chrome DevTools Protocol, exactly as a Korean keyboard does:
// keydown events during composition carry isComposing: true. In the Storybook UI, where there is
// no CDP, they dispatch the equivalent DOM events.
type Cdp = { send: (method: string, params?: object) => Promise<unknown> };

function session(): Cdp | null {
  const factory = (globalThis as { __MRO_CDP__?: () => Cdp }).__MRO_CDP__;
  return factory ? factory() : null;
}

export const hasCdp = () => session() !== null;

const KEYS: Record<string, { code: string; keyCode: number }> = {
  Escape: { code: 'Escape', keyCode: 27 },
  Enter: { code: 'Enter', keyCode: 13 },
  Tab: { code: 'Tab', keyCode: 9 },
  ArrowDown: { code: 'ArrowDown', keyCode: 40 },
  ArrowRight: { code: 'ArrowRight', keyCode: 39 },
};

/** Sets the text being composed (e.g. 'ㅎ', then '한') in the focused field. */
export async function imeSetComposition(text: string) {
  const cdp = session();
  if (cdp) {
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    return;
  }
  const target = document.activeElement as HTMLInputElement;
  target.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
  target.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: text }));
}

/** Commits the composition with `text`. */
export async function imeCommit(text: string) {
  const cdp = session();
  if (cdp) {
    await cdp.send('Input.insertText', { text });
    return;
  }
  const target = document.activeElement as HTMLInputElement;
  target.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: text }));
  // Like the real commit, the text lands in the field through an input event.
  document.execCommand('insertText', false, text);
}

/** A real key press (keydown + keyup). During a composition its keydown has isComposing: true. */
export async function pressKey(key: keyof typeof KEYS, { composing = false } = {}) {
  const { code, keyCode } = KEYS[key]!;
  const cdp = session();
  if (cdp) {
    // Enter outside a composition also sends its character, as a keyboard does, so forms submit.
    const text =
      key === 'Enter' && !composing ? { type: 'keyDown', text: '\r', unmodifiedText: '\r' } : { type: 'rawKeyDown' };
    await cdp.send('Input.dispatchKeyEvent', { ...text, key, code, windowsVirtualKeyCode: keyCode });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
    return;
  }
  const target = document.activeElement ?? document.body;
  const proceed = target.dispatchEvent(
    new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true, isComposing: composing }),
  );
  // A browser submits the form of a text input on an uncancelled Enter (implicit submission).
  if (key === 'Enter' && !composing && proceed && target instanceof HTMLInputElement) target.form?.requestSubmit();
  target.dispatchEvent(new KeyboardEvent('keyup', { key, code, bubbles: true, isComposing: composing }));
}

/** Text typed while no composition is active (digits and symbols with the Korean IME on). */
export async function insertText(text: string) {
  const cdp = session();
  if (cdp) {
    await cdp.send('Input.insertText', { text });
    return;
  }
  document.execCommand('insertText', false, text);
}

/**
 * The orders an Enter that ends a composition comes in (decision 0026): Chrome on macOS, Chrome
 * on Windows (Microsoft IME), Safari, and a Japanese candidate being confirmed.
 */
export const IME_ENTERS = ['macOS Chrome', 'Windows Chrome', 'Safari', 'Japanese'] as const;
export type ImeEnter = (typeof IME_ENTERS)[number];
/** The three Korean orders: one Enter commits the syllable and acts once. */
export const KOREAN_ENTERS = IME_ENTERS.filter((way) => way !== 'Japanese');

/** A synthetic key event with its keyCode (the constructor leaves the legacy field at 0). */
function withKeyCode(event: KeyboardEvent, keyCode: number) {
  Object.defineProperty(event, 'keyCode', { value: keyCode });
  return event;
}

type RawKey = { key: string; code: string; keyCode: number; composing?: boolean; text?: string; shift?: boolean };

async function keyDown({ key, code, keyCode, composing = false, text, shift = false }: RawKey) {
  const cdp = session();
  if (cdp) {
    const typed = text ? { type: 'keyDown', text, unmodifiedText: text } : { type: 'rawKeyDown' };
    // CDP's modifier bit for Shift is 8.
    const modifiers = shift ? 8 : 0;
    await cdp.send('Input.dispatchKeyEvent', { ...typed, key, code, windowsVirtualKeyCode: keyCode, modifiers });
    return;
  }
  const target = document.activeElement ?? document.body;
  const init = { key, code, bubbles: true, cancelable: true, isComposing: composing, shiftKey: shift };
  const proceed = target.dispatchEvent(withKeyCode(new KeyboardEvent('keydown', init), keyCode));
  if (text && proceed && target instanceof HTMLInputElement) target.form?.requestSubmit();
}

async function keyUp(key: string, code: string, keyCode: number) {
  const cdp = session();
  if (cdp) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
    return;
  }
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(withKeyCode(new KeyboardEvent('keyup', { key, code, bubbles: true }), keyCode));
}

/**
 * Types `text` in the focused field with the IME and ends its last composition with one Enter, in
 * the order `way` names. Korean: each syllable is composed and committed, the last one still
 * composing when Enter comes. Japanese: `text` is composed as one candidate (e.g. 日本) that the
 * Enter confirms. `key` is 'Enter' (or Tab, an arrow: the grid's moves), `shift` for Shift+Enter.
 */
export async function composeAndEnter(
  text: string,
  way: ImeEnter,
  { key = 'Enter', shift = false }: { key?: 'Enter' | 'Tab' | 'ArrowDown' | 'ArrowRight'; shift?: boolean } = {},
) {
  const { code, keyCode } = KEYS[key]!;
  const syllables = way === 'Japanese' ? [text] : [...text];
  const last = syllables.pop()!;
  for (const syllable of syllables) {
    await imeSetComposition(syllable);
    await imeCommit(syllable);
  }
  await imeSetComposition(last);
  switch (way) {
    case 'macOS Chrome':
    case 'Japanese':
      // keydown flagged isComposing → compositionend → keyup.
      await keyDown({ key, code, keyCode, shift, composing: true });
      await imeCommit(last);
      break;
    case 'Windows Chrome':
      // keydown "Process" 229 → compositionend → the same key again, not composing (with its
      // character, as a keyboard sends it: a form would submit on it if nothing stopped it).
      await keyDown({ key: 'Process', code, keyCode: 229, shift, composing: true });
      await imeCommit(last);
      await keyDown({ key, code, keyCode, shift, ...(key === 'Enter' ? { text: '\r' } : {}) });
      break;
    case 'Safari':
      // compositionend → keydown 229, isComposing false.
      await imeCommit(last);
      await keyDown({ key, code, keyCode: 229, shift });
      break;
  }
  await keyUp(key, code, keyCode);
}

/** Lets a deferred action (a zero-delay timer after compositionend) and its render run. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 60));

/** Empties a text field as a user does (select all, delete: one input event), and keeps it focused. */
export function clearField(input: HTMLElement) {
  input.focus();
  (input as HTMLInputElement).select();
  document.execCommand('delete');
}

type Step = (label: string, play: () => Promise<void>) => Promise<void> | void;

/**
 * One step per order of events (decision 0026) for a widget that acts on Enter: each Korean
 * order types `korean` (한글) with one Enter and calls `acted` (the widget acted exactly once,
 * on the committed text); the Japanese order composes `japanese` (日本), whose Enter only confirms,
 * and calls `confirmed` (the widget did not act). `reset` runs before each, after the field is
 * emptied and focused (it may type what the widget needs first, e.g. a date's digits).
 */
export async function eachImeEnter(
  step: Step,
  {
    field,
    reset,
    acted,
    confirmed,
    korean = '한글',
    japanese = '日本',
    what = 'acts',
  }: {
    field: () => HTMLElement;
    reset?: (way: ImeEnter) => Promise<void> | void;
    acted: (way: ImeEnter) => Promise<void>;
    confirmed: () => Promise<void>;
    korean?: string;
    japanese?: string;
    what?: string;
  },
) {
  for (const way of KOREAN_ENTERS) {
    await step(`${way}: ${korean} and one Enter: ${what} once, on ${korean}`, async () => {
      clearField(field());
      await reset?.(way);
      await composeAndEnter(korean, way);
      await acted(way);
      await settled();
      await acted(way);
    });
  }
  await step(`Japanese: the Enter that confirms ${japanese} does not act`, async () => {
    clearField(field());
    await reset?.('Japanese');
    await composeAndEnter(japanese, 'Japanese');
    await settled();
    await confirmed();
  });
}
