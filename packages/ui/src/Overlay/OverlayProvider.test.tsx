import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useContext } from 'react';
import { MroProvider } from '../MroProvider';
import { OverlayProvider, createOverlayStores, type OverlayStores } from './OverlayProvider';
import { OverlayLayersContext, useOverlayContext } from './OverlayContext';

describe('OverlayProvider', () => {
  it('gives its layers to portals without rendering the stores’ consumers a second time', () => {
    let renders = 0;
    function StoreUser() {
      useOverlayContext();
      renders += 1;
      return null;
    }
    function LayerUser() {
      const { modalLayer, messageLayer } = useContext(OverlayLayersContext);
      return (
        <span data-testid="layers">{`${modalLayer ? 'modal' : 'none'}|${messageLayer ? 'message' : 'none'}`}</span>
      );
    }
    render(
      <MroProvider system="BY">
        <OverlayProvider>
          <StoreUser />
          <LayerUser />
        </OverlayProvider>
      </MroProvider>,
    );
    expect(renders).toBe(1);
    expect(screen.getByTestId('layers').textContent).toBe('modal|message');
  });
});

describe('OverlayProvider with stores created before React', () => {
  it('shows a message and the loading state asked for from outside React', async () => {
    const stores = createOverlayStores({ messageDelayMs: 0, loadingDebounceMs: 0 });
    let seen: OverlayStores | null = null;
    function StoreUser() {
      seen = useOverlayContext();
      return null;
    }
    render(
      <MroProvider system="BY">
        <OverlayProvider stores={stores}>
          <StoreUser />
        </OverlayProvider>
      </MroProvider>,
    );
    expect(seen).toBe(stores);
    let answered: boolean | null = null;
    act(() => void stores.messages.enqueue('alert', 'outside').then((ok) => (answered = ok)));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('outside');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(answered).toBe(true));
  });

  it('keeps stores of its own when none are given', () => {
    const seen: OverlayStores[] = [];
    function StoreUser() {
      seen.push(useOverlayContext());
      return null;
    }
    const ui = () => (
      <MroProvider system="BY">
        <OverlayProvider>
          <StoreUser />
        </OverlayProvider>
      </MroProvider>
    );
    const { rerender } = render(ui());
    rerender(ui());
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });
});
