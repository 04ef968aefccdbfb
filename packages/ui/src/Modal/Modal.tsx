import { useContext, useState, type CSSProperties, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTheme } from 'styled-components';
import { OverlayLayersContext } from '../Overlay/OverlayContext';
import { useModalOverlay } from './useModalOverlay';
import { ModalFrame, modalZIndex } from './ModalFrame';
import { Content, type ModalSize } from './Modal.styles';

export interface ModalProps {
  open: boolean;
  /** Called with false when the user closes the modal (close button, Esc) and any dirty form agreed. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Width from the tokens; default medium. */
  size?: ModalSize;
  footer?: ReactNode;
  /** Accessible description (otherwise the body is not announced as one). */
  description?: ReactNode;
  children?: ReactNode;
  /** Called with the result of `useModalContext().close(result)`. */
  onResult?: (result: unknown) => void;
}

/**
 * A modal screen in the stack. Non-modal to Radix (so lower modals can be raised by a click);
 * the OverlayProvider makes the page below inert, locks scrolling and handles Esc for the top one.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  size = 'medium',
  footer,
  description,
  children,
  onResult,
}: ModalProps) {
  const theme = useTheme();
  const { modalLayer } = useContext(OverlayLayersContext);
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const { id, layer, cascade, isTop, raise, requestClose, onKeyDown } = useModalOverlay({
    open,
    onClose: () => onOpenChange(false),
  });

  if (!open || !modalLayer) return null;
  // The backdrop sits at the modal base layer, every modal above it, the top one highest.
  const zIndex = modalZIndex(theme, layer);

  return (
    <Dialog.Root open modal={false}>
      <Dialog.Portal container={modalLayer}>
        <Content
          ref={setContentElement}
          $size={size}
          $top={isTop}
          style={{ zIndex, '--mro-modal-cascade': cascade } as CSSProperties}
          data-mro-modal={id}
          data-top={isTop || undefined}
          aria-modal={isTop ? true : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownCapture={raise}
          onFocusCapture={raise}
          onKeyDown={onKeyDown}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
        >
          <ModalFrame
            id={id}
            isTop={isTop}
            requestClose={requestClose}
            close={(result?: unknown) => {
              onResult?.(result);
              onOpenChange(false);
            }}
            contentElement={contentElement}
            title={title}
            description={description}
            footer={footer}
          >
            {children}
          </ModalFrame>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
