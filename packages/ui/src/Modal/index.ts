export { Modal, type ModalProps } from './Modal';
export type { ModalSize } from './Modal.styles';
export { useImperativeModal, type OpenModalOptions } from './useImperativeModal';
export { useModalContext, type ModalContextValue } from './ModalContext';
export { MenuAccessProvider, useMenuAccess, type CanAccess } from './MenuAccess';
export { useModalOverlay } from './useModalOverlay';
