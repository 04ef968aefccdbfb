export { Modal, type ModalProps } from './Modal';
export type { ModalSize } from './Modal.styles';
export { useModal, type OpenModalOptions } from './useModal';
export { useModalContext, type ModalContextValue } from './ModalContext';
export { MenuAccessProvider, useMenuAccess, type CanAccess } from './MenuAccess';
export { useModalBehaviour } from './useModalBehaviour';
