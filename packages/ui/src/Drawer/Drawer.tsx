import { useContext, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTheme } from 'styled-components';
import { OverlayLayersContext } from '../Overlay/OverlayContext';
import { useModalOverlay } from '../Modal/useModalOverlay';
import { ModalFrame, modalZIndex } from '../Modal/ModalFrame';
import { Sheet, SheetHeader, type DrawerSide, type DrawerSize } from './Drawer.styles';

export interface DrawerProps {
  open: boolean;
  /** Called with false when the user closes it (close button, Esc, a click on the backdrop) and any dirty form agreed. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The edge it slides from; default right. */
  side?: DrawerSide;
  /** Its width (the modal tokens' small or medium); the whole width below 600 px. */
  size?: DrawerSize;
  /** Actions kept in view below the scrolling body. */
  footer?: ReactNode;
  /** Accessible description (otherwise the body is not announced as one). */
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * A side sheet on the modal stack (the cart, a record's details): the same stack, inert page,
 * Esc, focus trap and focus return as a Modal (useModalOverlay), at the full height of the left or
 * right edge. A click on the backdrop closes it too, asking first when a form inside is dirty.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  side = 'right',
  size = 'small',
  footer,
  description,
  children,
}: DrawerProps) {
  const theme = useTheme();
  const { modalLayer } = useContext(OverlayLayersContext);
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const { id, layer, isTop, raise, requestClose, onKeyDown } = useModalOverlay({
    open,
    onClose: () => onOpenChange(false),
  });

  if (!open || !modalLayer) return null;
  const zIndex = modalZIndex(theme, layer);

  return (
    <Dialog.Root open modal={false}>
      <Dialog.Portal container={modalLayer}>
        <Sheet
          ref={setContentElement}
          $side={side}
          $size={size}
          $top={isTop}
          style={{ zIndex }}
          data-mro-modal={id}
          data-mro-drawer={side}
          data-top={isTop || undefined}
          aria-modal={isTop ? true : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownCapture={raise}
          onFocusCapture={raise}
          onKeyDown={onKeyDown}
          onPointerDownOutside={(e) => {
            // The shared backdrop lies right below the top overlay: a press on it closes the top drawer.
            const target = e.detail.originalEvent.target;
            if (isTop && target instanceof Element && target.closest('[data-mro-backdrop]')) void requestClose();
          }}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
        >
          <ModalFrame
            id={id}
            isTop={isTop}
            requestClose={requestClose}
            close={() => onOpenChange(false)}
            contentElement={contentElement}
            title={title}
            description={description}
            footer={footer}
            header={SheetHeader}
          >
            {children}
          </ModalFrame>
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
