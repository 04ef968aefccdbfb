// Runs in the browser before the Storybook tests (Vitest browser mode): exposes Chromium's DevTools
// protocol to play functions, so IME composition and real key presses can be driven with
// Input.imeSetComposition / Input.insertText / Input.dispatchKeyEvent. Stories never import
// vitest themselves; in the Storybook UI the helpers fall back to synthetic events.
import { cdp } from 'vitest/browser';

(globalThis as { __MRO_CDP__?: () => { send: (method: string, params?: object) => Promise<unknown> } }).__MRO_CDP__ =
  cdp as never;
