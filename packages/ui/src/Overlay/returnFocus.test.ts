import { afterEach, describe, expect, it } from 'vitest';
import { openerChain, returnFocus } from './returnFocus';

afterEach(() => document.body.replaceChildren());

/** The page's button X, modal A (with a button) and modal B, as the overlay host lays them out. */
function layout() {
  document.body.innerHTML = `
    <div data-mro-page><button id="x">X</button></div>
    <div data-mro-modal="a" tabindex="-1"><button id="in-a">open B</button></div>
    <div data-mro-modal="b" tabindex="-1"><button id="in-b">close</button></div>`;
  const el = (id: string) => document.getElementById(id)!;
  return { x: el('x'), inA: el('in-a'), a: document.querySelector<HTMLElement>('[data-mro-modal="a"]')! };
}

describe('returnFocus', () => {
  it('gives focus back to the opener when it is still there and nothing is open above it', () => {
    const { x } = layout();
    document.querySelectorAll('[data-mro-modal]').forEach((m) => m.remove());
    returnFocus([x], undefined);
    expect(document.activeElement).toBe(x);
  });

  it('falls back along the chain when the opener went with its modal (A closed before B)', () => {
    const { x, inA } = layout();
    const chain = openerChain(inA, [{ id: 'a', opener: x, fallbacks: [] }]);
    expect(chain).toEqual([inA, x]);
    document.querySelectorAll('[data-mro-modal]').forEach((m) => m.remove());
    returnFocus(chain, undefined);
    expect(document.activeElement).toBe(x);
  });

  it('never focuses into a lower layer: with a modal still open, the modal on top gets focus', () => {
    const { x, a } = layout();
    document.querySelector('[data-mro-modal="b"]')!.remove();
    returnFocus([x], 'a');
    expect(document.activeElement).toBe(a);
  });

  it('skips what is under an inert layer', () => {
    const { x } = layout();
    document.querySelectorAll('[data-mro-modal]').forEach((m) => m.remove());
    x.parentElement!.setAttribute('inert', '');
    (document.activeElement as HTMLElement | null)?.blur();
    returnFocus([x], undefined);
    expect(document.activeElement).toBe(document.body);
  });
});
