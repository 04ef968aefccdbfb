// Korean IME composition and real key presses for play functions. Under `npm test` (Vitest
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
