// ModalFrame: the inside that every overlay of the modal stack shares (Modal, Drawer): the title
// bar with its close button, the description kept for assistive technology, the contexts a child
// needs (ModalContext for closing, the dirty scope DirtyGuard asks in, the portal container
// popovers inside render into), the scrolling body and the footer of actions. Contract: the close
// button and `requestClose` go through the stack's dirty check; `close` closes at once. Cost: no
// state or effects of its own.
import type { ComponentType, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PortalContainerContext } from '../Overlay/OverlayContext';
import { DirtyScopeContext } from '../DirtyGuard/useDirtyGuard';
import { ModalContext } from './ModalContext';
import { Body, CloseButton, Footer, Header, Title } from './Modal.styles';

export interface ModalFrameProps {
  /** The overlay's place in the stack (from useModalOverlay). */
  id: string;
  isTop: boolean;
  requestClose: () => Promise<void>;
  /** Closes at once, with the caller's result (ModalContext's `close`). */
  close: (result?: unknown) => void;
  /** The element popovers inside render into (the overlay's own content). */
  contentElement: HTMLElement | null;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** The title bar (a Drawer's has square corners). */
  header?: ComponentType<{ children?: ReactNode }>;
}

export function ModalFrame({
  id,
  isTop,
  requestClose,
  close,
  contentElement,
  title,
  description,
  footer,
  children,
  header: TitleBar = Header,
}: ModalFrameProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      <TitleBar>
        <Title>{title}</Title>
        <CloseButton type="button" aria-label={t('modal.close')} onClick={() => void requestClose()}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </TitleBar>
      {description && <Dialog.Description hidden>{description}</Dialog.Description>}
      <ModalContext.Provider value={{ id, isTop, close, requestClose }}>
        <DirtyScopeContext.Provider value={id}>
          <PortalContainerContext.Provider value={contentElement}>
            <Body>{children}</Body>
            {footer && <Footer>{footer}</Footer>}
          </PortalContainerContext.Provider>
        </DirtyScopeContext.Provider>
      </ModalContext.Provider>
    </>
  );
}

/** The z-index of an overlay at `layer` of the stack: the backdrop at the base, the top one highest. */
export const modalZIndex = (theme: DefaultTheme, layer: number) =>
  `calc(${theme.z.modal} + ${Math.max(layer, 0) + 1} * ${theme.z['modal-step']})`;
