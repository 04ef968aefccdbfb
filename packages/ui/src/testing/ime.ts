// Korean IME composition and real key presses for tests (`@mro/ui/testing`, decision 0040): the
// one implementation behind the Storybook play functions (.storybook/ime.ts) and a consumer's own
// tests. With a Chrome DevTools Protocol session (Vitest browser mode's `cdp()`, Playwright's
// `page.context().newCDPSession(page)`) they go through Input.imeSetComposition /
// Input.insertText / Input.dispatchKeyEvent, exactly as a Korean keyboard does: keydown events
// during a composition carry isComposing: true. Without one (a browser page with no CDP: the
// Storybook UI) they dispatch the equivalent DOM events on the focused element.
// `composeAndEnter` sends the four orders of events an Enter that ends a composition comes in
// (decision 0026).

/** What the helpers need of a CDP session (Vitest's and Playwright's both fit). */
export interface CdpSession {
  send(method: string, params?: object): Promise<unknown>;
}

/**
 * The orders an Enter that ends a composition comes in (decision 0026): Chrome on macOS, Chrome
 * on Windows (Microsoft IME), Safari, and a Japanese candidate being confirmed.
 */
export const IME_ENTERS = ['macOS Chrome', 'Windows Chrome', 'Safari', 'Japanese'] as const;
export type ImeEnter = (typeof IME_ENTERS)[number];
/** The three Korean orders: one Enter commits the syllable and acts once. */
export const KOREAN_ENTERS: readonly ImeEnter[] = IME_ENTERS.filter((way) => way !== 'Japanese');

const KEYS = {
  Escape: { code: 'Escape', keyCode: 27 },
  Enter: { code: 'Enter', keyCode: 13 },
  Tab: { code: 'Tab', keyCode: 9 },
  ArrowDown: { code: 'ArrowDown', keyCode: 40 },
  ArrowRight: { code: 'ArrowRight', keyCode: 39 },
  ArrowLeft: { code: 'ArrowLeft', keyCode: 37 },
  Backspace: { code: 'Backspace', keyCode: 8 },
} as const;
export type ImeKey = keyof typeof KEYS;

export interface Ime {
  /** Whether the helpers go through CDP (otherwise DOM events). */
  hasCdp(): boolean;
  /** Sets the text being composed (e.g. 'ㅎ', then '한') in the focused field. */
  compose(text: string): Promise<void>;
  /** Commits the composition with `text`. */
  commit(text: string): Promise<void>;
  /** A real key press (keydown + keyup). During a composition its keydown has isComposing: true. */
  pressKey(key: ImeKey, options?: { composing?: boolean }): Promise<void>;
  /** Text typed while no composition is active (digits and symbols with the Korean IME on). */
  insertText(text: string): Promise<void>;
  /**
   * Types `text` in the focused field with the IME and ends its last composition with one key in
   * the order `way` names. Korean: each syllable is composed and committed, the last one still
   * composing when the key comes. Japanese: `text` is composed as one candidate (e.g. 日本) that
   * the Enter confirms. `key` is 'Enter' (or Tab, an arrow: the grid's moves), `shift` for Shift+Enter.
   */
  composeAndEnter(
    text: string,
    way: ImeEnter,
    options?: { key?: 'Enter' | 'Tab' | 'ArrowDown' | 'ArrowRight'; shift?: boolean },
  ): Promise<void>;
}

/** A synthetic key event with its keyCode (the constructor leaves the legacy field at 0). */
function withKeyCode(event: KeyboardEvent, keyCode: number) {
  Object.defineProperty(event, 'keyCode', { value: keyCode });
  return event;
}

type RawKey = { key: string; code: string; keyCode: number; composing?: boolean; text?: string; shift?: boolean };

/**
 * The IME helpers on a CDP session, or on DOM events where `cdp` is null. `cdp` may be a function,
 * asked on every call (a session that a test setup installs after the import).
 */
export function createIme(cdp: CdpSession | null | (() => CdpSession | null)): Ime {
  const session = typeof cdp === 'function' ? cdp : () => cdp;

  const compose: Ime['compose'] = async (text) => {
    const s = session();
    if (s) {
      await s.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      return;
    }
    const target = document.activeElement as HTMLElement;
    target.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    target.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: text }));
  };

  const commit: Ime['commit'] = async (text) => {
    const s = session();
    if (s) {
      await s.send('Input.insertText', { text });
      return;
    }
    const target = document.activeElement as HTMLElement;
    target.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: text }));
    // Like the real commit, the text lands in the field through an input event.
    document.execCommand('insertText', false, text);
  };

  const insertText: Ime['insertText'] = async (text) => {
    const s = session();
    if (s) {
      await s.send('Input.insertText', { text });
      return;
    }
    document.execCommand('insertText', false, text);
  };

  const pressKey: Ime['pressKey'] = async (key, { composing = false } = {}) => {
    const { code, keyCode } = KEYS[key];
    const s = session();
    if (s) {
      // Enter outside a composition also sends its character, as a keyboard does, so forms submit.
      const text =
        key === 'Enter' && !composing ? { type: 'keyDown', text: '\r', unmodifiedText: '\r' } : { type: 'rawKeyDown' };
      await s.send('Input.dispatchKeyEvent', { ...text, key, code, windowsVirtualKeyCode: keyCode });
      await s.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
      return;
    }
    const target = document.activeElement ?? document.body;
    const proceed = target.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true, isComposing: composing }),
    );
    // A browser submits the form of a text input on an uncancelled Enter (implicit submission).
    if (key === 'Enter' && !composing && proceed && target instanceof HTMLInputElement) target.form?.requestSubmit();
    target.dispatchEvent(new KeyboardEvent('keyup', { key, code, bubbles: true, isComposing: composing }));
  };

  const keyDown = async ({ key, code, keyCode, composing = false, text, shift = false }: RawKey) => {
    const s = session();
    if (s) {
      const typed = text ? { type: 'keyDown', text, unmodifiedText: text } : { type: 'rawKeyDown' };
      // CDP's modifier bit for Shift is 8.
      const modifiers = shift ? 8 : 0;
      await s.send('Input.dispatchKeyEvent', { ...typed, key, code, windowsVirtualKeyCode: keyCode, modifiers });
      return;
    }
    const target = document.activeElement ?? document.body;
    const init = { key, code, bubbles: true, cancelable: true, isComposing: composing, shiftKey: shift };
    const proceed = target.dispatchEvent(withKeyCode(new KeyboardEvent('keydown', init), keyCode));
    if (text && proceed && target instanceof HTMLInputElement) target.form?.requestSubmit();
  };

  const keyUp = async (key: string, code: string, keyCode: number) => {
    const s = session();
    if (s) {
      await s.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
      return;
    }
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(withKeyCode(new KeyboardEvent('keyup', { key, code, bubbles: true }), keyCode));
  };

  const composeAndEnter: Ime['composeAndEnter'] = async (text, way, { key = 'Enter', shift = false } = {}) => {
    const { code, keyCode } = KEYS[key];
    const syllables = way === 'Japanese' ? [text] : [...text];
    const last = syllables.pop()!;
    for (const syllable of syllables) {
      await compose(syllable);
      await commit(syllable);
    }
    await compose(last);
    switch (way) {
      case 'macOS Chrome':
      case 'Japanese':
        // keydown flagged isComposing → compositionend → keyup.
        await keyDown({ key, code, keyCode, shift, composing: true });
        await commit(last);
        break;
      case 'Windows Chrome':
        // keydown "Process" 229 → compositionend → the same key again, not composing (with its
        // character, as a keyboard sends it: a form would submit on it if nothing stopped it).
        await keyDown({ key: 'Process', code, keyCode: 229, shift, composing: true });
        await commit(last);
        await keyDown({ key, code, keyCode, shift, ...(key === 'Enter' ? { text: '\r' } : {}) });
        break;
      case 'Safari':
        // compositionend → keydown 229, isComposing false.
        await commit(last);
        await keyDown({ key, code, keyCode: 229, shift });
        break;
    }
    await keyUp(key, code, keyCode);
  };

  return { hasCdp: () => session() !== null, compose, commit, pressKey, insertText, composeAndEnter };
}
