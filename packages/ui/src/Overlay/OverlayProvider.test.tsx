import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { MroProvider } from '../MroProvider';
import { OverlayProvider } from './OverlayProvider';
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
