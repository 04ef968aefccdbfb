// Korean IME composition and real key presses for play functions (and, in `composeAndEnter`, the
// four orders of events an Enter that ends a composition comes in: decision 0026). Under `npm test` (Vitest
// browser mode) they go through the Chrome DevTools Protocol, exactly as a Korean keyboard does:
// keydown events during composition carry isComposing: true. In the Storybook UI, where there is
// no CDP, they dispatch the equivalent DOM events.
import { createIme, KOREAN_ENTERS, type CdpSession, type ImeEnter } from '../packages/ui/src/testing/ime';

export { IME_ENTERS, KOREAN_ENTERS, type ImeEnter } from '../packages/ui/src/testing/ime';

// One implementation with `@mro/ui/testing` (packages/ui/src/testing/ime.ts, decision 0040): the
// session is asked on every call (vitest.setup.ts installs it before the stories run).
const ime = createIme(() => (globalThis as { __MRO_CDP__?: () => CdpSession }).__MRO_CDP__?.() ?? null);

export const hasCdp = ime.hasCdp;
/** Sets the text being composed (e.g. 'ㅎ', then '한') in the focused field. */
export const imeSetComposition = ime.compose;
/** Commits the composition with `text`. */
export const imeCommit = ime.commit;
/** A real key press (keydown + keyup). During a composition its keydown has isComposing: true. */
export const pressKey = ime.pressKey;
/** Text typed while no composition is active (digits and symbols with the Korean IME on). */
export const insertText = ime.insertText;
/**
 * Types `text` in the focused field with the IME and ends its last composition with one Enter, in
 * the order `way` names (decision 0026; see `Ime.composeAndEnter`).
 */
export const composeAndEnter = ime.composeAndEnter;

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
