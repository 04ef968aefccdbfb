import { useContext, useState, type CSSProperties, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { OverlayLayersContext, PortalContainerContext } from '../Overlay/OverlayContext';
import { DirtyScopeContext } from '../DirtyGuard/useDirtyGuard';
import { useModalOverlay } from './useModalOverlay';
import { ModalContext } from './ModalContext';
import { Body, CloseButton, Content, Footer, Header, Title, type ModalSize } from './Modal.styles';

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
  const { t } = useTranslation('ui');
  const theme = useTheme();
  const { modalLayer } = useContext(OverlayLayersContext);
  const [contentElement, setContentElement] = useState<HTMLDivElement | null>(null);
  const { id, layer, cascade, isTop, raise, requestClose, onKeyDown } = useModalOverlay({
    open,
    onClose: () => onOpenChange(false),
  });

  if (!open || !modalLayer) return null;
  // The backdrop sits at the modal base layer, every modal above it, the top one highest.
  const zIndex = `calc(${theme.z.modal} + ${Math.max(layer, 0) + 1} * ${theme.z['modal-step']})`;

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
          <Header>
            <Title>{title}</Title>
            <CloseButton type="button" aria-label={t('modal.close')} onClick={() => void requestClose()}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          </Header>
          {description && <Dialog.Description hidden>{description}</Dialog.Description>}
          <ModalContext.Provider
            value={{
              id,
              isTop,
              close: (result?: unknown) => {
                onResult?.(result);
                onOpenChange(false);
              },
              requestClose,
            }}
          >
            <DirtyScopeContext.Provider value={id}>
              <PortalContainerContext.Provider value={contentElement}>
                <Body>{children}</Body>
                {footer && <Footer>{footer}</Footer>}
              </PortalContainerContext.Provider>
            </DirtyScopeContext.Provider>
          </ModalContext.Provider>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
